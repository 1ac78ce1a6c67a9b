import type { ChallengeTranslation } from '../types.ts';

export const PLACES_AND_MAPS_ES: Record<string, ChallengeTranslation> = {
  'big-paper-big-marks': {
    title: 'Papel grande, trazos grandes',
    description:
      'Pega con cinta una hoja grande en el suelo o en la mesa y deja que tu hijo la cubra. Usar toda la hoja le ayuda a descubrir el espacio antes de llenarlo de cosas.',
    instructions: [
      'Vamos a pegar un papel grande para que no se mueva.',
      'Haz trazos en cada esquina del papel.',
      'Ahora haz un gran barrido por el medio.',
      'Prueba trazos pequeños y trazos grandes.',
      '¿Encuentras un espacio donde todavía no haya nada? ¡Llénalo!',
    ],
    unseen: ['el brazo moviéndose con libertad'],
  },
  'path-to-grandmas': {
    title: 'El camino a casa de la abuela',
    description:
      'Tu hijo dibuja un camino de un lado a otro de la hoja, con una casa en cada extremo. Las líneas que van a algún sitio son el comienzo de los mapas y las historias.',
    instructions: [
      'Dibuja una casita en una esquina.',
      'Dibuja otra casa en la otra esquina: es la casa de la abuela.',
      'Dibuja un camino de una casa a la otra.',
      'Haz que serpentee alrededor de un árbol o por encima de un puente.',
      'Camina con los dedos por el camino. ¿A quién vas a visitar?',
    ],
    unseen: ['el camino a casa de la abuela', 'a quién vas a visitar'],
  },
  'boat-on-the-water': {
    title: 'Un barco en el agua',
    description:
      'Un barco flotando sobre agua ondulada bajo el cielo. Poner cosas encima de una línea es como los niños empiezan a apoyar sus dibujos en el suelo.',
    instructions: [
      'Dibuja líneas onduladas a lo ancho de la parte de abajo de la hoja para el mar.',
      'Dibuja un barco encima de las olas.',
      'Ponle una vela o una chimenea.',
      'Añade un sol o unas nubes en el cielo.',
      '¿Hacia dónde navega tu barco?',
    ],
    unseen: ['un barco', 'el mar', 'hacia dónde navega el barco'],
  },
  'my-house': {
    title: 'Mi casa',
    description:
      "Tu hijo dibuja su propia casa: paredes, tejado, puerta y ventanas, sobre el suelo. Las casas enseñan formas, colocación y la idea de 'dentro y fuera'.",
    instructions: [
      'Dibuja un cuadrado para la casa y encima un tejado de triángulo.',
      'Añade una puerta abajo para que la gente pueda entrar.',
      'Pon las ventanas. ¿Cuántas tiene tu casa?',
      'Dibuja el suelo debajo de la casa.',
      '¿Quién se asoma a la ventana?',
    ],
    unseen: ['tu propia casa', 'quién se asoma'],
  },
  'inside-my-house': {
    title: 'Dentro de mi casa',
    description:
      'Tu hijo dibuja su casa como si le hubieran quitado la pared de delante, mostrando las habitaciones de dentro. Es una forma natural de mostrar lo que saben los niños de esta edad.',
    instructions: [
      'Dibuja una casa grande sin pared delantera.',
      'Divídela en habitaciones con líneas.',
      'Dibuja lo que hay en cada habitación: una cama, una mesa, una bañera.',
      'Pon a tu familia en las habitaciones donde les gusta estar.',
      'Cuéntame qué está pasando en cada habitación.',
    ],
    unseen: ['las habitaciones de tu casa', 'lo que pasa en cada habitación'],
  },
  'picnic-from-above': {
    title: 'Un pícnic visto desde arriba',
    description:
      'Un mantel de pícnic dibujado como lo vería un pájaro. Dibujar desde arriba es una nueva forma de mirar que pone a prueba el pensamiento espacial.',
    instructions: [
      'Imagina que eres un pájaro mirando un pícnic desde arriba.',
      'Dibuja un mantel grande y cuadrado con un estampado de cuadros.',
      'Pon platos, vasos y comida encima. ¡Desde arriba se ven redondos!',
      'Dibuja la parte de arriba de las cabezas de la gente alrededor del mantel.',
      '¿Qué comida llevarías?',
    ],
    unseen: ['una vista de pájaro', 'un pícnic'],
  },
  'castle-on-a-hill': {
    title: 'Un castillo en una colina',
    description:
      'Torres, murallas, banderas y un camino que sube serpenteando por una colina. Apilar formas y colocar el castillo en el paisaje reúne varias habilidades.',
    instructions: [
      'Dibuja una colina grande y redonda en la parte de abajo de la hoja.',
      'Construye el castillo encima, con rectángulos para las murallas y las torres.',
      'Añade tejados de triángulo y banderas.',
      'Dibuja ventanas, una puerta grande y quizá un puente levadizo.',
      'Dibuja un camino que suba serpenteando por la colina. ¿Quién vive aquí?',
    ],
    unseen: ['un castillo en una colina', 'quién vive allí'],
  },
  'treasure-map': {
    title: 'El mapa del tesoro',
    description:
      'Tu hijo inventa una isla, esconde un tesoro y dibuja un mapa para encontrarlo. Los mapas combinan planificación, símbolos y narración en un dibujo muy motivador.',
    instructions: [
      'Dibuja el contorno de una isla.',
      'Añade lugares: un bosque, una montaña, un río y una cueva.',
      'Esconde el tesoro y márcalo con una X.',
      'Dibuja un camino de puntos desde la playa hasta la X.',
      'Cuéntame los peligros que hay por el camino.',
    ],
    unseen: ['un mapa del tesoro', 'los peligros del camino'],
  },
  'my-way-to-school': {
    title: 'Mi camino al cole',
    description:
      'Un mapa del recorrido de casa al colegio o a la guardería, con los puntos de referencia del camino. Une el dibujo con la memoria y los trayectos de cada día.',
    instructions: [
      'Dibuja tu casa en un extremo de la hoja.',
      'Dibuja tu colegio o tu guardería en el otro extremo.',
      'Únelos con las calles o caminos por los que vas.',
      'Añade las cosas por las que pasas: tiendas, un parque, un paso de peatones.',
      '¿Cuál es tu parte favorita del camino?',
    ],
    unseen: ['tu camino real al cole', 'los lugares por los que pasas'],
  },
  'map-of-my-room': {
    title: 'El mapa de mi habitación',
    description:
      'Tu hijo dibuja su habitación como un plano, vista desde arriba. Le pide convertir una habitación que conoce en formas y poner cada una en su sitio.',
    instructions: [
      'Ponte en tu habitación y mira dónde está cada cosa.',
      'Dibuja las paredes como una forma grande, con la puerta y la ventana.',
      'Dibuja tu cama, tus estanterías y tu alfombra vistas desde arriba.',
      'Comprueba: ¿está todo en su sitio?',
      'Marca tu rincón favorito con una estrella.',
    ],
    unseen: ['una habitación vista desde arriba', 'cada cosa en su sitio real'],
  },
  'the-street-where-i-live': {
    title: 'La calle donde vivo',
    description:
      'Casas, coches, árboles y gente a lo largo de la calle de tu hijo. Dibujar un lugar conocido de memoria y observándolo desarrolla el detalle y la distribución.',
    instructions: [
      'Piensa en la calle de delante de tu casa, o mira por la ventana.',
      'Dibuja la calle a lo ancho de la hoja.',
      'Añade las casas o los edificios que hay en ella, cada uno distinto.',
      'Pon coches, árboles, farolas y gente.',
      '¿Qué cosa de tu calle no ve nadie más?',
    ],
    unseen: ['tu calle', 'la cosa que nadie más ve'],
  },
  'future-city': {
    title: 'Inventa una ciudad del futuro',
    description:
      'Tu hijo diseña una ciudad del futuro: coches voladores, edificios extraños, nuevas formas de vivir. Un reto grande y abierto que reúne planificación, detalle e imaginación.',
    instructions: [
      'Imagina una ciudad dentro de 100 años. ¿Qué es distinto?',
      'Dibuja primero el suelo y los edificios más grandes.',
      'Añade cómo viaja la gente: ¿coches voladores, tubos, robots?',
      'Completa los detalles: ventanas, carteles, plantas y gente.',
      'Cuéntame un invento de tu ciudad.',
    ],
    unseen: ['una ciudad del futuro', 'los inventos que hay en ella'],
  },
  'near-and-far': {
    title: 'Cerca y lejos',
    description:
      'Un paisaje en el que las cosas se hacen más pequeñas a medida que se alejan hacia el horizonte. Introduce la profundidad, uno de los grandes descubrimientos de esta edad.',
    instructions: [
      'Dibuja una línea a lo ancho del centro de la hoja para el horizonte.',
      'Dibuja un árbol grande abajo en la hoja: está cerca de ti.',
      'Dibuja el mismo árbol pequeño cerca del horizonte: está lejos.',
      'Haz un camino que se estreche a medida que se aleja.',
      'Añade colinas, casas o animales: grandes delante, pequeños detrás.',
    ],
    unseen: ['cosas que se hacen más pequeñas a lo lejos', 'una sensación de profundidad'],
  },
};
