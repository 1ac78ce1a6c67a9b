import type { ChallengeTranslation } from '../types.ts';

export const SHAPES_AND_LINES_ES: Record<string, ChallengeTranslation> = {
  'shape-explorer': {
    title: 'Explorador de formas',
    description:
      'Tu hijo busca círculos, cuadrados y triángulos por la casa y luego dibuja los que encuentra. Nombrar las formas en voz alta construye la base de todos sus dibujos futuros.',
    instructions: [
      'Mira por la habitación y encuentra algo redondo, algo cuadrado y algo puntiagudo.',
      'Dibuja un círculo grande, luego un cuadrado y luego un triángulo.',
      'Señala cada forma y di su nombre.',
      'Convierte una de tus formas en algo: un sol, una ventana o un sombrero.',
    ],
    unseen: ['buscar formas por la casa', 'nombrar cada forma en voz alta'],
  },
  'wiggles-and-zigzags': {
    title: 'Ondas y zigzags',
    description:
      'Líneas grandes y libres de todo tipo: onduladas, en zigzag, rectas y con bucles. A esta edad lo importante es el movimiento, así que fija el papel con cinta y deja que el brazo se mueva.',
    instructions: [
      'Haz una línea larga que cruce todo el papel.',
      'Ahora haz que se mueva como una serpiente.',
      'Haz un zigzag, arriba y abajo como una montaña.',
      'Prueba una línea con bucles que dé vueltas y vueltas.',
      '¿Qué línea fue la más divertida de hacer?',
    ],
    unseen: ['una onda, un zigzag y un bucle', 'el brazo moviéndose con libertad'],
  },
  'big-circle-little-circle': {
    title: 'Círculo grande, círculo pequeño',
    description:
      'Tu hijo practica cerrar un círculo, primero uno grande y luego otros pequeños. Unir el final de una línea con su comienzo es un gran paso para dibujar cosas reales.',
    instructions: [
      'Dibuja el círculo más grande que puedas.',
      'Haz que la línea vuelva a donde empezó.',
      'Ahora dibuja un círculo diminuto dentro.',
      'Dibuja más circulitos alrededor del grande.',
      '¿Qué podrían ser tus círculos? ¿Burbujas, globos u ojos?',
    ],
    unseen: ['lo que podrían ser los círculos'],
  },
  'spiral-snails': {
    title: 'Caracoles en espiral',
    description:
      'Las espirales necesitan una mano lenta y firme, y un caracol les da un motivo. Una forma preciosa de practicar el control sin que parezca práctica.',
    instructions: [
      'Empieza con un punto en el centro de la hoja.',
      'Da vueltas y vueltas alrededor del punto, cada vez más grande.',
      'Añade una cabeza y dos antenas para hacer un caracol.',
      'Dibuja toda una familia de caracoles, grandes y pequeños.',
      'Dibuja detrás de tus caracoles un rastro ondulado.',
    ],
    unseen: ['una familia de caracoles', 'una mano lenta y firme'],
  },
  'close-the-shape': {
    title: 'Cierra la forma',
    description: 'Tu hijo dibuja formas cuyas líneas se juntan y luego las colorea. Así los garabatos se convierten en formas con un dentro y un fuera.',
    instructions: [
      'Dibuja una forma con una línea que vuelva hasta casa.',
      'Colorea el interior de tu forma.',
      'Ahora prueba un cuadrado con cuatro esquinas.',
      'Dibuja un triángulo con tres esquinas puntiagudas.',
      'Coloréalas intentando parar en las líneas.',
    ],
    unseen: ['colorear parando en las líneas'],
  },
  'dot-to-dot-shapes': {
    title: 'Formas de punto a punto',
    description:
      'Tú dibujas unos cuantos puntos y tu hijo los une para formar una figura. Dirigir una línea hacia un objetivo es un gran ejercicio de coordinación ojo-mano.',
    instructions: [
      'Mira cómo dibujo tres puntos en tu papel.',
      'Une los puntos con líneas rectas. ¿Qué forma has hecho?',
      'Ahora dibujaré cuatro puntos. ¿Puedes hacer un cuadrado?',
      'Pon tus propios puntos y deja que yo los una.',
      'Colorea las formas que hemos hecho.',
    ],
    unseen: ['unir los puntos que pusiste tú', 'turnarse'],
  },
  'shape-train': {
    title: 'El tren de las formas',
    description: 'Un tren cuyos vagones tienen formas distintas y cada uno lleva algo. Alinear formas en fila y unirlas es un paso más en el control.',
    instructions: [
      'Dibuja un cuadrado grande para la locomotora.',
      'Añade vagones detrás: un círculo, un triángulo, otro cuadrado.',
      'Únelos con líneas cortas.',
      'Pon ruedas debajo de cada vagón.',
      '¿Qué lleva cada vagón? Dibújalo dentro.',
    ],
    unseen: ['un tren', 'lo que lleva cada vagón'],
  },
  'line-parade': {
    title: 'Desfile de líneas',
    description: 'Una hoja de rayas en la que cada fila es un tipo de línea distinto. Le muestra a tu hijo de cuántas maneras puede moverse un lápiz.',
    instructions: [
      'Dibuja una línea recta a lo ancho de la parte de arriba de la hoja.',
      'Debajo, dibuja una línea ondulada y luego un zigzag.',
      'Prueba una línea de puntos, una línea con bucles y una línea con bultos.',
      'Inventa una línea que nadie haya visto nunca.',
      'Colorea los espacios entre las líneas.',
    ],
    unseen: ['un tipo de línea distinto en cada fila', 'una línea que nadie ha visto nunca'],
  },
  'shape-monsters': {
    title: 'Monstruos de formas',
    description:
      'Monstruos hechos solo con formas: un cuerpo cuadrado, dientes de triángulo, ojos de círculo. A los niños les encanta lo disparatado y aprenden a construir cosas complejas con piezas sencillas.',
    instructions: [
      'Elige una forma grande para el cuerpo de tu monstruo.',
      'Añade ojos de círculo, todos los que quieras.',
      'Ponle dientes o pinchos de triángulo.',
      'Usa rectángulos para los brazos y las piernas.',
      'Dime cómo se llama tu monstruo y qué le gusta comer.',
    ],
    unseen: ['un monstruo', 'el nombre y la comida favorita del monstruo'],
  },
  'shape-robot': {
    title: 'Construye un robot de formas',
    description:
      'Tu hijo diseña un robot con rectángulos, círculos y triángulos y decide qué va en cada sitio. Planificar las piezas antes de dibujar es un paso clave hacia dibujos más grandes.',
    instructions: [
      'Dibuja un rectángulo grande para el cuerpo del robot.',
      'Pon encima una cabeza cuadrada.',
      'Dale brazos y piernas hechos de rectángulos largos.',
      'Añade botones, diales y luces con circulitos.',
      '¿Qué trabajo hace tu robot? Dibuja algo que le ayude.',
    ],
    unseen: ['un robot', 'el trabajo que hace el robot'],
  },
  'hidden-shapes-at-home': {
    title: 'Formas escondidas en casa',
    description: 'Los objetos de todos los días están hechos de formas sencillas. Descubrirlas ayuda a tu hijo a dibujar cosas reales con confianza.',
    instructions: [
      'Elige algo de casa, como un reloj, una silla o una lámpara.',
      'Busca las formas que se esconden en él: círculos, rectángulos, triángulos.',
      'Dibuja primero esas formas, suavemente.',
      'Únelas y añade los detalles.',
      'Enséñame qué forma se escondía en cada sitio.',
    ],
    unseen: ['el objeto real que se dibujó', 'las formas que se esconden en él'],
  },
  'one-continuous-line': {
    title: 'Una sola línea continua',
    description:
      'Un dibujo entero hecho sin levantar el lápiz. Hace que los niños vayan más despacio y piensen por adelantado, y los resultados temblorosos siempre son encantadores.',
    instructions: [
      'Elige algo sencillo para dibujar: un gato, una taza o una casa.',
      'Pon el lápiz en el papel y no lo levantes hasta terminar.',
      'Ve despacio y deja que la línea recorra toda la forma.',
      'Si necesitas volver atrás, repasa una línea que ya hiciste.',
      'Mira tu dibujo: ¿dónde te sorprendió la línea?',
    ],
    unseen: ['dibujar sin levantar el lápiz', 'lo que muestra la línea'],
  },
  'boxes-and-cans': {
    title: 'Que salte del papel: cajas y latas',
    description:
      'Tu hijo aprende a dibujar una caja y una lata para que parezcan sólidas, no planas. Ver cómo una forma plana se convierte en un objeto en 3D es un gran momento en el dibujo.',
    instructions: [
      'Dibuja un cuadrado y luego un segundo cuadrado un poco más arriba y hacia un lado.',
      'Une las esquinas con cuatro líneas cortas: ¡has hecho una caja!',
      'Para una lata, dibuja un óvalo arriba, dos lados rectos y una base curva.',
      'Convierte tu caja en un regalo y tu lata en un tambor.',
      'Añade una sombra en un lado para que parezcan sólidas.',
    ],
    unseen: ['una caja y una lata que parecen sólidas', 'un regalo y un tambor'],
  },
  'build-a-snowman': {
    title: 'Construye un muñeco de nieve',
    description:
      'Tres círculos apilados forman un muñeco de nieve, y luego lo divertido está en los detalles: un sombrero, botones, una bufanda. Apilar formas para que se toquen es un verdadero paso adelante.',
    instructions: [
      'Dibuja un círculo grande cerca de la parte de abajo de la hoja.',
      'Pon encima un círculo mediano, que se toquen.',
      'Añade arriba un círculo pequeño para la cabeza.',
      'Ponle a tu muñeco de nieve ojos, una nariz de zanahoria, botones y un sombrero.',
      'Dibuja nieve cayendo por todas partes.',
    ],
    unseen: ['un muñeco de nieve', 'nieve cayendo'],
  },
  'texture-sampler': {
    title: 'Muestrario de texturas',
    description:
      'Cuadros llenos del aspecto de distintas texturas: pelo, ladrillos, madera, hierba, escamas. A los niños mayores les encanta encontrar un tipo de línea para cada superficie.',
    instructions: [
      'Dibuja seis cuadros en tu hoja.',
      'Toca cosas a tu alrededor: una toalla, una pared, un árbol, un cojín.',
      'En cada cuadro, inventa líneas que muestren cómo se siente una de ellas al tacto.',
      'Escribe en cada cuadro lo que es.',
      'Usa tu textura favorita en un dibujo pequeño.',
    ],
    unseen: ['cómo se siente cada superficie al tacto', 'qué textura muestra cada cuadro'],
  },
};
