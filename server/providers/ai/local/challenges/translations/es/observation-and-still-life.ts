import type { ChallengeTranslation } from '../types.ts';

export const OBSERVATION_AND_STILL_LIFE_ES: Record<string, ChallengeTranslation> = {
  'colour-hunt': {
    title: 'A la caza del color',
    description: 'Tu hijo elige un color, encuentra cosas de ese color en casa y las dibuja. Buscar un color entrena la vista para fijarse en el mundo.',
    instructions: [
      'Elige tu cera favorita.',
      'Vamos a encontrar tres cosas en casa que sean del mismo color.',
      'Dibuja cada cosa que encontraste.',
      '¿Puedes encontrar una cosa más de otro color?',
      '¿Qué cosa fue la más difícil de encontrar?',
    ],
    unseen: ['cosas encontradas en casa', 'cosas todas del mismo color'],
  },
  'shadow-tracing': {
    title: 'Calcar sombras',
    description:
      'Pon un juguete sobre el papel cerca de una ventana soleada o de una lámpara y repasa su sombra. Tu hijo ve cómo la luz crea formas y luego da vida a la sombra.',
    instructions: [
      'Pon un juguete sobre el papel cerca de una ventana soleada o de una lámpara.',
      'Mira su sombra en el papel.',
      'Repasa el contorno de la sombra con un lápiz.',
      'Colorea la sombra y ponle una cara.',
      'Mueve la lámpara. ¿Cambia la sombra?',
    ],
    unseen: ['una sombra de verdad', 'cómo la luz crea formas'],
  },
  'feel-and-draw': {
    title: 'Toca y dibuja',
    description: 'Un objeto se esconde en una bolsa y tu hijo lo dibuja solo con el tacto, antes de la gran sorpresa. Une el tacto, la forma y el dibujo.',
    instructions: [
      'Mete la mano en la bolsa sin mirar.',
      'Tócalo: ¿es redondo? ¿Puntiagudo? ¿Blando? ¿Rugoso?',
      'Dibuja la forma que notas.',
      'Ahora sácalo y míralo.',
      'Dibújalo otra vez, esta vez mirando. ¿Qué ha cambiado?',
    ],
    unseen: ['dibujar solo con el tacto', 'el objeto escondido'],
  },
  'three-toys-in-a-row': {
    title: 'Tres juguetes en fila',
    description:
      'Tres juguetes en fila sobre la mesa, dibujados uno al lado del otro. Tu hijo se fija en cuál es el más alto, cuál el más pequeño y cómo están colocados.',
    instructions: [
      'Pon tres juguetes en fila sobre la mesa.',
      '¿Cuál es el más grande? ¿Cuál es el más pequeño?',
      'Dibújalos en el mismo orden en tu papel.',
      'Haz grande el grande y pequeño el pequeño.',
      'Dibuja la mesa sobre la que están.',
    ],
    unseen: ['tres juguetes de verdad', 'los juguetes con su tamaño real'],
  },
  'look-and-draw-a-toy': {
    title: 'Mira y dibuja: tu juguete favorito',
    description: 'Tu hijo pone delante su juguete favorito y lo dibuja mirándolo. Dibujar del natural en lugar de memoria es un hábito nuevo y emocionante.',
    instructions: [
      'Pon tu juguete favorito en la mesa, delante de ti.',
      'Míralo con atención: ¿de qué formas está hecho?',
      'Dibuja primero la forma más grande.',
      'Añade las partes más pequeñas, mirando a menudo el juguete.',
      'Señala una cosa en la que te hayas fijado y que no hubieras visto antes.',
    ],
    unseen: ['mirar con atención un juguete de verdad'],
  },
  'blind-contour-warm-up': {
    title: 'Calentamiento: dibujar sin mirar',
    description:
      "Tu hijo dibuja su mano o una taza mirando solo el objeto, nunca el papel. Los resultados divertidos quitan la presión de hacerlo 'bien' y entrenan la mirada atenta.",
    instructions: [
      'Pon un objeto, o tu otra mano, delante de ti.',
      'Pon el lápiz en el papel y mira solo el objeto.',
      'Dibuja despacio, siguiendo sus bordes con los ojos. ¡No mires!',
      'Ahora mira tu dibujo y riámonos juntos.',
      'Prueba otra vez, esta vez mirando solo tres veces.',
    ],
    unseen: ['dibujar sin mirar el papel', 'el objeto dibujado'],
  },
  'quick-sketches': {
    title: 'Bocetos rápidos',
    description:
      'Dibujos de 30 segundos cada uno hacen que todo sea rápido y ligero. Tu hijo aprende a captar la forma principal sin preocuparse por los detalles.',
    instructions: [
      'Elige cinco cosas a tu alrededor.',
      'Pondré un temporizador de 30 segundos para cada una.',
      'Dibuja solo la forma principal antes de que suene el temporizador.',
      'Pasa a la siguiente cosa, ¡sin arreglar nada!',
      'Elige tu boceto rápido favorito y añádele un detalle.',
    ],
    unseen: ['cinco cosas de verdad', 'treinta segundos para cada boceto'],
  },
  'fruit-bowl': {
    title: 'El frutero',
    description:
      'Un frutero de verdad, dibujado del natural. Las manzanas, los plátanos y las uvas son formas amables para empezar con el bodegón, y colorearlas es una lección de mezcla de colores.',
    instructions: [
      'Pon tres piezas de fruta en un frutero delante de ti.',
      'Dibuja primero el frutero.',
      'Mira la forma de cada fruta y dibújala en el frutero.',
      'Fíjate en qué fruta está delante y dibújala por encima de las demás.',
      'Coloréalas mezclando dos ceras para los colores intermedios.',
    ],
    unseen: ['fruta de verdad dibujada del natural', 'qué fruta está delante'],
  },
  'plant-study': {
    title: 'Estudio de una planta',
    description:
      'Una planta de interior o una flor del jardín, dibujada hoja a hoja. Las plantas se quedan quietas, así que son perfectas para practicar la paciencia y el detalle.',
    instructions: [
      'Elige una planta y ponla donde puedas verla bien.',
      'Dibuja primero la maceta.',
      'Sigue cada tallo hacia arriba y añade las hojas una a una.',
      'Mira las líneas de las hojas y dibújalas.',
      'Coloréala con al menos dos verdes.',
    ],
    unseen: ['mirar con atención una planta de verdad'],
  },
  'draw-your-shoe': {
    title: 'Dibuja tu zapato',
    description:
      'Un zapato tiene cordones, costuras, una suela y un logotipo: mucho en lo que fijarse. Dibujar algo cotidiano con detalle real es muy satisfactorio.',
    instructions: [
      'Pon uno de tus zapatos en la mesa.',
      'Dibuja su contorno de lado.',
      'Añade la suela, los cordones y los agujeros por los que pasan.',
      'Busca las costuras, los dibujos y el logotipo.',
      'Dibuja un detalle diminuto en el que nadie más se fijaría.',
    ],
    unseen: ['mirar con atención un zapato de verdad', 'un detalle en el que nadie más se fijaría'],
  },
  'view-from-my-window': {
    title: 'La vista desde mi ventana',
    description:
      'Tu hijo dibuja lo que ve a través de una ventana, con el marco alrededor. Enmarcar una vista es un primer contacto con la composición de un dibujo.',
    instructions: [
      'Siéntate junto a una ventana y mira fuera.',
      'Dibuja el marco de la ventana alrededor del borde de tu papel.',
      'Dibuja primero lo que está lejos: el cielo, los tejados o los árboles.',
      'Luego dibuja lo que está más cerca: coches, vallas, gente.',
      '¿Qué cambiaría en esta vista por la noche?',
    ],
    unseen: ['la vista real', 'lo que está lejos y lo que está cerca'],
  },
  'upside-down-drawing': {
    title: 'Dibujar al revés',
    description:
      'Tu hijo copia un dibujo sencillo puesto del revés. Engaña al cerebro para que dibuje lo que ve y no lo que espera, y a menudo el resultado asombra a los niños.',
    instructions: [
      'Elige un dibujo de líneas sencillo y ponlo del revés.',
      'Cópialo línea a línea, empezando por arriba.',
      '¡No le des la vuelta hasta que termines!',
      'Ahora pon los dos del derecho.',
      '¿Qué te sorprendió?',
    ],
    unseen: ['copiar un dibujo puesto del revés', 'el dibujo que se copia'],
  },
  'light-and-shadow': {
    title: 'Luz y sombra en una pelota',
    description:
      'Ilumina una pelota con una lámpara y tu hijo la sombrea para que parezca redonda, con su sombra en la mesa. Sombrear es lo que hace que los dibujos parezcan sólidos.',
    instructions: [
      'Pon una pelota en la mesa e ilumínala con una lámpara desde un lado.',
      'Dibuja el círculo de la pelota.',
      'Busca el punto más brillante y déjalo en blanco.',
      'Sombrea el lado que está lejos de la luz, cada vez más oscuro.',
      'Dibuja la sombra que hace la pelota en la mesa.',
    ],
    unseen: ['luces y sombras', 'una pelota que parece redonda'],
  },
  'kitchen-still-life': {
    title: 'Bodegón de cocina',
    description:
      'Una pequeña composición, por ejemplo una taza, una cuchara y una pieza de fruta, preparada por tu hijo y dibujada con cuidado. Elegir la composición es parte del arte.',
    instructions: [
      'Elige tres cosas de la cocina y colócalas sobre un paño.',
      'Míralas desde donde estás sentado: ¿qué está delante y qué está detrás?',
      'Esboza primero las formas grandes, suavemente.',
      'Añade los detalles y el estampado del paño.',
      'Sombrea los lados más oscuros y las sombras.',
    ],
    unseen: ['tres cosas de verdad de la cocina', 'lo que está delante y detrás'],
  },
  'my-favourite-food': {
    title: 'Mi comida favorita',
    description:
      'Tu hijo mira una porción de verdad de su comida favorita y la dibuja, buscando sus colores. Tener lo real en la mesa hace fácil mirar y nombrar.',
    instructions: [
      'Pon tu fruta o tu merienda favorita en un plato delante de ti.',
      '¿Qué forma tiene? Dibuja la forma en el aire con el dedo.',
      'Dibuja la forma en tu papel.',
      'Busca ceras que combinen con sus colores y coloréala.',
      'Dibuja el plato debajo. ¡Y luego puedes comértela!',
    ],
    unseen: ['tu comida favorita', 'colores que combinan con la comida de verdad'],
  },
};
