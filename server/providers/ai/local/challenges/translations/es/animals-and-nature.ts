import type { ChallengeTranslation } from '../types.ts';

export const ANIMALS_AND_NATURE_ES: Record<string, ChallengeTranslation> = {
  'rainy-day': {
    title: 'Día de lluvia',
    description:
      'Puntos y rayitas caen del cielo como la lluvia. Dar golpecitos y toques con la cera entrena los movimientos pequeños de la mano de la forma más divertida.',
    instructions: [
      'Dibuja una nube gris grande en la parte de arriba de la hoja.',
      'Haz caer gotas de lluvia: toc, toc, toc con tu cera.',
      'Ahora haz que llueva a cántaros con líneas largas.',
      'Dibuja un charco abajo.',
      '¿Puedes hacer lluvia suave y lluvia de tormenta?',
    ],
    unseen: ['la lluvia cayendo', 'lluvia suave y lluvia de tormenta'],
  },
  'leaf-rubbings': {
    title: 'Calcos de hojas',
    description:
      'Recoge hojas al aire libre y luego frota encima con una cera para que aparezcan sus nervios. Tu hijo ve aparecer los patrones de la naturaleza y luego dibuja los suyos.',
    instructions: [
      'Sal fuera y recoge unas cuantas hojas distintas.',
      'Pon una hoja debajo del papel y frota por encima con el lado de una cera.',
      '¡Mira cómo aparecen los nervios! Prueba otra hoja con otro color.',
      'Ahora dibuja una hoja tuya, con líneas como las de la de verdad.',
      '¿Qué hoja te gustó más?',
    ],
    unseen: ['los nervios de una hoja de verdad', 'recoger hojas fuera'],
  },
  'circle-caterpillar': {
    title: 'La oruga de círculos',
    description: 'Una oruga hecha de círculos en fila, cada uno tocando al anterior. Sencilla, satisfactoria y una práctica estupenda de formas cerradas.',
    instructions: [
      'Dibuja un círculo para la cabeza y ponle una cara.',
      'Añade otro círculo que la toque, y otro, y otro más.',
      '¿Cuánto puede crecer tu oruga?',
      'Ponle a cada círculo dos patitas.',
      'Colorea los círculos siguiendo un patrón: rojo, verde, rojo, verde.',
    ],
    unseen: ['una oruga', 'un patrón de colores que se repite'],
  },
  'sunflower-count': {
    title: 'Cuenta los pétalos del girasol',
    description: 'Un girasol con un gran centro redondo y pétalos alrededor. Contar los pétalos mientras dibuja desarrolla el control y la paciencia.',
    instructions: [
      'Dibuja un círculo grande para el centro de la flor.',
      'Llénalo de puntos para las semillas.',
      'Dibuja pétalos alrededor de todo el círculo.',
      'Ponle un tallo largo y dos hojas.',
      'Vamos a contar juntos los pétalos.',
    ],
    unseen: ['un girasol', 'contar los pétalos'],
  },
  'duck-pond': {
    title: 'El estanque de los patos',
    description: 'Un estanque redondo con patos flotando. Dibujar cosas que están dentro o al lado de otra forma es un primer paso para organizar un dibujo.',
    instructions: [
      'Dibuja un estanque grande y redondo y coloréalo de azul.',
      'Dibuja patitos en el agua.',
      'Añade una mamá pata con sus crías detrás.',
      'Dibuja un poco de hierba alrededor del borde.',
      '¿Hacia dónde nadan los patos?',
    ],
    unseen: ['patos', 'hacia dónde nadan los patos'],
  },
  'sky-up-top-grass-below': {
    title: 'Cielo arriba, hierba abajo',
    description:
      'Una franja de cielo arriba, una línea de hierba abajo y cosas de pie sobre el suelo. Así empiezan los niños a organizar un dibujo como una escena de verdad.',
    instructions: [
      'Colorea una franja azul de cielo a lo largo de la parte de arriba de la hoja.',
      'Dibuja una línea verde de hierba a lo largo de la parte de abajo.',
      'Pon un sol en el cielo.',
      'Dibuja flores, árboles o una casa sobre la hierba.',
      '¿Qué pasa en el espacio de en medio?',
    ],
    unseen: ['cosas de pie sobre el suelo', 'lo que pasa en medio'],
  },
  'fish-tank': {
    title: 'La pecera',
    description:
      'Tu hijo llena un acuario de peces de todas las formas y estampados. Los óvalos y los triángulos forman peces; las rayas y los lunares hacen que cada uno sea único.',
    instructions: [
      'Dibuja un rectángulo grande para la pecera.',
      'Haz un pez con un óvalo y una cola de triángulo.',
      'Ponle a cada pez rayas, lunares o zigzags.',
      'Añade algas, burbujas y piedrecitas en el fondo.',
      '¿Qué pez es el jefe de la pecera?',
    ],
    unseen: ['un pez', 'rayas y lunares en cada pez', 'qué pez es el jefe'],
  },
  'my-favourite-animal': {
    title: 'Mi animal favorito',
    description:
      'Tu hijo dibuja el animal que más le gusta y piensa en qué lo hace especial: orejas largas, una cola rizada, rayas. Nombrar lo que hace que un animal sea él mismo es la esencia del detalle.',
    instructions: [
      '¿Qué animal te gusta más? Dime por qué.',
      '¿Qué forma tiene su cuerpo? Dibújala primero.',
      'Añade la cabeza, las patas y la cola.',
      '¿Qué lo hace especial? ¿Manchas, rayas, orejas grandes? Dibújalas.',
      'Dibuja a su alrededor el lugar donde vive.',
    ],
    unseen: ['el animal', 'lo que lo hace especial', 'el lugar donde vive'],
  },
  'garden-of-flowers': {
    title: 'Jardín de flores',
    description:
      'Flores de distintas alturas que crecen desde una línea de suelo, visitadas por abejas y mariposas. Muchas partes pequeñas que planificar y colorear.',
    instructions: [
      'Dibuja una línea de tierra a lo largo de la parte de abajo de la hoja.',
      'Haz crecer al menos cinco flores en ella: unas altas y otras bajas.',
      'Ponle a cada una un tipo de pétalo distinto.',
      'Añade hojas en los tallos.',
      '¿Quién visita tu jardín? Dibuja una abeja o una mariposa.',
    ],
    unseen: ['flores', 'la visita de una abeja o una mariposa'],
  },
  'spiders-web': {
    title: 'La telaraña',
    description:
      'Líneas rectas desde el centro y luego hilos a su alrededor: una telaraña es una lección de control y planificación disfrazada de dibujo de miedo.',
    instructions: [
      'Pon un punto en el centro de la hoja.',
      'Dibuja líneas rectas que salgan del punto, como los radios de una rueda.',
      'Une las líneas con hilos curvos, dando vueltas y vueltas.',
      'Dibuja una araña sentada en la telaraña.',
      '¿Ha cazado algo la araña? Dibújalo.',
    ],
    unseen: ['una araña', 'lo que ha cazado la araña'],
  },
  'birds-nest': {
    title: 'El nido de pájaros',
    description:
      'Muchas líneas curvas pequeñas entrelazadas forman un nido, con huevos o pajaritos dentro. Una forma preciosa de practicar trazos pequeños y repetidos.',
    instructions: [
      'Dibuja una forma de cuenco para el nido.',
      'Llénalo de muchas líneas cortas y curvas, como ramitas.',
      'Pon huevos o pajaritos dentro.',
      'Dibuja al pájaro adulto trayendo comida.',
      'Añade la rama en la que está el nido.',
    ],
    unseen: ['un nido de ramitas', 'un pájaro adulto trayendo comida'],
  },
  'bugs-up-close': {
    title: 'Bichos de cerca',
    description:
      'Con una lupa o una buena foto, tu hijo estudia un animalito y lo dibuja en grande. Los científicos y los artistas empiezan igual: mirando con atención.',
    instructions: [
      'Busca un bicho o un caracol, o una foto de uno.',
      'Cuenta sus patas y mira las partes de su cuerpo.',
      'Dibújalo muy grande, llenando casi toda la hoja.',
      'Añade detalles diminutos: pelitos, manchas, líneas en las alas.',
      'Dime tres cosas en las que te fijaste.',
    ],
    unseen: ['un bicho', 'mirar con atención a un animal de verdad'],
  },
  'tree-through-the-seasons': {
    title: 'Un árbol en cada estación',
    description:
      'Un mismo árbol dibujado cuatro veces: primavera, verano, otoño e invierno. Tu hijo planifica una hoja en cuatro partes y piensa en cómo el color cuenta el paso del tiempo.',
    instructions: [
      'Dobla el papel en cuatro recuadros.',
      'Dibuja el mismo árbol en cada recuadro.',
      'Dale a cada árbol los colores de una estación.',
      'Añade lo que pasa a su alrededor: nieve, flores, hojas que caen.',
      '¿Qué estación es la favorita de tu árbol?',
    ],
    unseen: ['el mismo árbol cuatro veces', 'las cuatro estaciones'],
  },
  'pet-portrait': {
    title: 'Retrato de mascota',
    description:
      'Tu hijo dibuja del natural una mascota o su peluche favorito, con su forma, su pelo y su carácter. Las mascotas de verdad se mueven, así que también es práctica de mirar rápido.',
    instructions: [
      'Siéntate cerca de una mascota o de un peluche.',
      'Empieza por las formas grandes: el cuerpo y la cabeza.',
      'Mira cómo se unen las patas, las orejas y la cola.',
      'Muestra el pelo con trazos cortos que vayan todos en la misma dirección.',
      'Ponle al retrato un nombre y un marco.',
    ],
    unseen: ['una mascota de verdad dibujada del natural', 'el pelo y el carácter'],
  },
  'cloud-spotting': {
    title: 'Mirar las nubes',
    description:
      'Túmbate, mira las nubes y dibuja las formas que descubras. Es mirar relajadamente en su mejor versión, y cada nube se convierte en una historia.',
    instructions: [
      'Sal fuera, o siéntate junto a una ventana, y mira las nubes.',
      'Busca una nube que parezca algo: un animal, una cara, un barco.',
      'Dibuja el contorno de la nube.',
      'Añade lo que imaginas dentro.',
      'Cuéntame hacia dónde flota tu criatura de nube.',
    ],
    unseen: ['una nube de verdad', 'lo que imaginaste en ella'],
  },
  'a-day-at-the-zoo': {
    title: 'Un día en el zoo',
    description:
      'Un zoo entero en una hoja: animales en sus recintos y visitantes paseando entre ellos. Muchas partes que colocar, y por eso es un dibujo grande del que sentirse orgulloso.',
    instructions: [
      'Dibuja caminos que crucen la hoja para que paseen los visitantes.',
      'Dibuja tres o cuatro recintos para animales: un estanque, una jaula, un prado.',
      'Pon el animal adecuado en cada recinto.',
      'Añade visitantes mirando a los animales.',
      '¿Qué animal visitarías primero?',
    ],
    unseen: ['animales en sus recintos', 'visitantes en el zoo'],
  },
  'hop-frog-hop': {
    title: '¡Salta, rana, salta!',
    description:
      'Una rana salta de nenúfar en nenúfar, y una línea de puntos muestra cada salto. Mostrar por dónde ha ido algo es una primera forma de dibujar el movimiento.',
    instructions: [
      'Dibuja tres o cuatro nenúfares redondos a lo ancho de la hoja.',
      'Dibuja una rana verde en el primero.',
      'Muestra cada salto con una línea curva de puntos hasta el siguiente nenúfar.',
      'Dibuja otra vez la rana al final de su viaje.',
      '¿Hacia dónde salta la rana?',
    ],
    unseen: ['una rana', 'los saltos de nenúfar en nenúfar'],
  },
};
