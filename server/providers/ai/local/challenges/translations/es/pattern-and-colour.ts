import type { ChallengeTranslation } from '../types.ts';

export const PATTERN_AND_COLOUR_ES: Record<string, ChallengeTranslation> = {
  'dot-party': {
    title: 'Fiesta de puntos',
    description:
      'Puntos por todas partes: con rotuladores, ceras o con las yemas de los dedos mojadas en pintura. Hacer puntos es fácil para las manos más pequeñas y estupendo para el control.',
    instructions: [
      'Haz un punto. ¡Ahora haz muchos puntos!',
      'Haz puntos grandes y puntos diminutos.',
      'Prueba a hacer puntos en fila, uno detrás de otro.',
      'Usa un color distinto para cada fila.',
      '¿Puedes hacer un dibujo de puntos, como una mariquita o una flor?',
    ],
    unseen: ['puntos en fila', 'un dibujo de puntos como una mariquita'],
  },
  'rainbow-stripes': {
    title: 'Rayas de arcoíris',
    description: 'Tu hijo hace un arcoíris, un color cada vez. Elegir y nombrar los colores en orden calma y desarrolla el control de las líneas curvas.',
    instructions: [
      'Coge primero el rojo y dibuja una línea curva grande como un puente.',
      'Coge el naranja y dibuja la siguiente curva justo debajo.',
      'Sigue: amarillo, verde, azul, morado.',
      'Añade una nube en cada extremo.',
      '¿Qué hay al final de tu arcoíris?',
    ],
    unseen: ['un arcoíris', 'los colores en el orden del arcoíris'],
  },
  'patterned-snake': {
    title: 'La serpiente estampada',
    description:
      'Una serpiente larga y ondulante cubierta de rayas, lunares o zigzags. Repetir un patrón a lo largo de una forma desarrolla el ritmo y el control a la vez.',
    instructions: [
      'Dibuja una serpiente larga y ondulante a lo ancho de la hoja.',
      'Ponle una cabeza con ojos y lengua.',
      'Dibuja rayas a lo largo de todo su cuerpo.',
      'Colorea las rayas: un color, luego otro, y vuelta al primero.',
      'Dibuja un amigo para tu serpiente con otro patrón.',
    ],
    unseen: ['una serpiente', 'un patrón que se repite'],
  },
  'fill-it-up': {
    title: 'Rellénalo todo',
    description:
      'Tu hijo colorea el interior de formas grandes, intentando rellenar cada hueco. Colorear despacio y por completo es estupendo para el agarre y la fuerza de la mano.',
    instructions: [
      'Dibuja tres formas grandes: un círculo, un cuadrado y un corazón.',
      'Elige un color para cada una.',
      'Colorea la primera forma, rellenando todos los espacios blancos.',
      'Intenta parar cuando llegues a la línea.',
      '¿Cuál fue la más fácil de rellenar?',
    ],
    unseen: ['formas coloreadas hasta el borde'],
  },
  'crayon-colour-mixing': {
    title: 'Mezclar colores con ceras',
    description:
      'Pintar una cera encima de otra crea colores nuevos. Tu hijo descubre el verde a partir del amarillo y el azul, y el naranja a partir del rojo y el amarillo.',
    instructions: [
      'Colorea una mancha de amarillo, apretando suavemente.',
      'Colorea azul por encima. ¿Qué color te ha salido?',
      'Prueba rojo con amarillo y luego rojo con azul.',
      'Haz una pequeña tabla con tus colores nuevos.',
      'Usa tus colores nuevos en un dibujo pequeño.',
    ],
    unseen: ['colores nuevos hechos por capas', 'qué ceras se mezclaron'],
  },
  'butterfly-wings': {
    title: 'Alas de mariposa',
    description:
      'Tu hijo decora una mariposa para que las dos alas sean iguales. Reflejar lunares y colores de un lado al otro es un primer paso hacia la simetría.',
    instructions: [
      'Dibuja un cuerpo alargado en el centro de la hoja.',
      'Añade un ala grande a cada lado.',
      'Dibuja un patrón en un ala: lunares, corazones o líneas.',
      'Dibuja el mismo patrón en la otra ala, como en un espejo.',
      'Colorea los dos lados igual.',
    ],
    unseen: ['una mariposa', 'los mismos colores en los dos lados'],
  },
  'patchwork-quilt': {
    title: 'La colcha de retales',
    description:
      'Una colcha hecha de cuadrados, cada uno con su propio estampado. Planificar una cuadrícula y rellenarla mantiene a los niños concentrados y orgullosos de la hoja terminada.',
    instructions: [
      'Dibuja un cuadrado grande y divídelo en cuadrados más pequeños.',
      'Rellena cada cuadradito con un estampado distinto.',
      'Usa rayas, lunares, zigzags, corazones o cuadros.',
      'Colorea los cuadrados para que no haya dos iguales juntos.',
      '¿A quién te gustaría abrigar con esta colcha?',
    ],
    unseen: ['un estampado distinto en cada cuadrado'],
  },
  'stained-glass-window': {
    title: 'La vidriera',
    description:
      'Líneas oscuras y marcadas dividen la hoja en formas, cada una rellena de un color vivo. Queda preciosa colgada en una ventana y enseña a planificar con líneas.',
    instructions: [
      'Dibuja un arco o un círculo grande para la ventana.',
      'Crúzalo con líneas curvas y rectas para hacer muchas formas.',
      'Repasa las líneas con una cera negra.',
      'Colorea cada forma de un color vivo distinto.',
      'Ponla a contraluz. ¿Qué ves?',
    ],
    unseen: ['la luz atravesando una ventana'],
  },
  'design-wrapping-paper': {
    title: 'Diseña papel de regalo',
    description:
      'Tu hijo diseña papel de regalo con un patrón que se repite por toda la hoja. Mantener un patrón hasta el final requiere planificación y constancia.',
    instructions: [
      'Elige un dibujito para repetir: una estrella, un corazón, una flor.',
      'Dibújalo en fila a lo ancho de la parte de arriba de la hoja.',
      'Dibuja la siguiente fila debajo, dejando espacio entre ellas.',
      'Añade un segundo dibujito en los huecos.',
      '¿A quién le darías un regalo envuelto en este papel?',
    ],
    unseen: ['un patrón que se repite', 'papel de regalo'],
  },
  'doodle-squares': {
    title: 'Cuadros de garabatos',
    description:
      'Cuadraditos rellenos de patrones garabateados: un calentamiento relajado que a los niños mayores suele encantarles. Sin un gran plan, solo una línea tras otra.',
    instructions: [
      'Dibuja seis cuadraditos en tu hoja.',
      'Rellena el primero con un patrón sencillo: líneas, puntos o círculos.',
      'Rellena cada cuadrado con un patrón distinto.',
      'Prueba en un cuadrado un patrón que inventes tú.',
      '¿Qué cuadrado te gustaría tener en una camiseta?',
    ],
    unseen: ['un patrón distinto en cada cuadrado'],
  },
  'warm-and-cool-colours': {
    title: 'Colores cálidos y fríos',
    description:
      'Tu hijo dibuja el mismo dibujo dos veces, una con colores cálidos y otra con colores fríos, y ve cómo cambia el ambiente. Una lección de color sencilla y sorprendente.',
    instructions: [
      'Separa tus ceras en colores cálidos (rojo, naranja, amarillo) y colores fríos (azul, verde, morado).',
      'Haz un dibujo sencillo, como una casa bajo el cielo.',
      'Dibújalo otra vez en la otra mitad de la hoja.',
      'Colorea uno solo con colores cálidos y el otro solo con colores fríos.',
      '¿Cuál parece de verano? ¿Cuál parece de invierno?',
    ],
    unseen: ['colores separados en cálidos y fríos', 'un ambiente de verano y uno de invierno'],
  },
  'circle-mandala': {
    title: 'Mandala circular',
    description:
      'Un diseño redondo que se repite alrededor de un centro, anillo a anillo. Absorbente, relajante y estupendo para la simetría y la colocación cuidadosa.',
    instructions: [
      'Dibuja un círculo pequeño en el centro y círculos más grandes a su alrededor.',
      'En el primer anillo, dibuja la misma forma todo alrededor.',
      'Rellena el siguiente anillo con otra forma que se repita.',
      'Sigue así hasta el borde.',
      'Coloréalo para que cada anillo sea igual todo alrededor.',
    ],
    unseen: ['formas que se repiten todo alrededor'],
  },
  'finish-the-other-half': {
    title: 'Completa la otra mitad',
    description:
      'Pega en el papel media cara recortada de una revista y tu hijo dibuja la mitad que falta. Es un rompecabezas divertido de emparejar y de simetría.',
    instructions: [
      'Pega en el papel media cara de una revista.',
      'Mira dónde están el ojo, la nariz y la boca en esa mitad.',
      'Dibuja la mitad que falta para que encaje.',
      'Intenta que los colores también coincidan.',
      '¿Las dos mitades se parecen o son distintas? ¡Las dos cosas son interesantes!',
    ],
    unseen: ['qué mitad salió de la revista'],
  },
  'sunset-sky': {
    title: 'Cielo de atardecer',
    description:
      'Un cielo que pasa del amarillo al naranja, al rosa y al morado, con siluetas oscuras delante. Difuminar los colores con suavidad pide una presión delicada y paciente.',
    instructions: [
      'Colorea una franja amarilla en la parte de abajo del cielo.',
      'Encima añade naranja, dejando que los colores se mezclen.',
      'Sigue hacia arriba con rosa y luego morado.',
      'Difumina los bordes con suavidad con una cera clara o con el dedo.',
      'Dibuja formas oscuras delante: colinas, árboles o una ciudad.',
    ],
    unseen: ['un atardecer', 'colores que se funden con suavidad'],
  },
  'tessellation-tiles': {
    title: 'Baldosas que encajan',
    description:
      'Formas que encajan sin huecos, como las baldosas de un suelo. Tu hijo diseña una baldosa y la repite por toda la hoja: un rompecabezas para la cabeza y para la mano.',
    instructions: [
      'Con un adulto, recorta un cuadradito de cartulina.',
      'Recorta un mordisco de un lado y pégalo con cinta en el lado opuesto.',
      'Repasa tu nueva forma, luego deslízala y repásala otra vez para que encajen.',
      'Llena la hoja con tus baldosas.',
      'Convierte cada baldosa en una criatura o en un patrón.',
    ],
    unseen: ['baldosas que encajan sin huecos'],
  },
  'bubble-letter-name': {
    title: 'Tu nombre en letras de burbuja',
    description:
      'Tu hijo escribe su nombre en letras de burbuja grandes e infladas y decora cada una. Un favorito de los niños en edad escolar y una forma relajada de practicar contornos.',
    instructions: [
      'Escribe tu nombre suavemente en letras grandes.',
      'Dibuja un contorno inflado alrededor de cada letra.',
      'Borra las líneas finas de dentro, o déjalas.',
      'Rellena cada letra con un patrón o un color.',
      'Añade una sombra o unos destellos alrededor de tu nombre.',
    ],
    unseen: ['tu nombre en letras'],
  },
  'snowflake-patterns': {
    title: 'Copos de nieve',
    description: 'Cada copo de nieve tiene seis brazos iguales. Tu hijo diseña el suyo, repitiendo cada detalle en cada brazo.',
    instructions: [
      'Dibuja tres líneas largas que se crucen en el centro, como una estrella de seis brazos.',
      'Añade una pequeña V cerca del final de un brazo.',
      'Copia la misma V en los seis brazos.',
      'Añade más formas, repitiendo cada una todo alrededor.',
      'Dibuja toda una nevada de copos de nieve distintos.',
    ],
    unseen: ['un copo de nieve', 'seis brazos iguales'],
  },
  'bead-necklace': {
    title: 'Collar de cuentas',
    description:
      'Un largo hilo de cuentas con un patrón de colores y formas que se repite. Mantener el patrón es un primer contacto con planificar por adelantado.',
    instructions: [
      'Dibuja una línea larga y curva para el hilo.',
      'Dibuja en ella una cuenta redonda y luego una cuenta cuadrada.',
      'Sigue: redonda, cuadrada, redonda, cuadrada.',
      'Coloréalas también siguiendo un patrón: rojo, azul, rojo, azul.',
      '¿A quién le regalarías tu collar?',
    ],
    unseen: ['un collar', 'un patrón que se repite'],
  },
  'fold-and-print-butterfly': {
    title: 'Mariposa doblada y estampada',
    description:
      'Manchas de pintura en una mitad del papel, se dobla, se aprieta y al abrirlo aparece una mariposa simétrica. Un primer encuentro mágico con la simetría para manos pequeñas.',
    instructions: [
      'Dobla el papel por la mitad y vuelve a abrirlo.',
      'Pon manchas de pintura solo en un lado.',
      'Ciérralo y aprieta por todas partes con las manos.',
      '¡Ábrelo! ¿Qué ves en los dos lados?',
      'Dibuja un cuerpo y unas antenas en el centro para hacer una mariposa.',
    ],
    unseen: ['una mariposa', 'la huella que dejó el doblez'],
  },
};
