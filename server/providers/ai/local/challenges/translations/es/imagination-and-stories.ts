import type { ChallengeTranslation } from '../types.ts';

export const IMAGINATION_AND_STORIES_ES: Record<string, ChallengeTranslation> = {
  'scribble-creatures': {
    title: 'Criaturas de garabato',
    description:
      'Tu hijo hace un garabato rápido y luego lo convierte en una criatura con ojos y patas. Así ve que sus trazos pueden convertirse en cualquier cosa.',
    instructions: [
      'Haz un garabato rápido y salvaje en el centro de la hoja.',
      'Dale la vuelta al papel. ¿A qué se parece?',
      'Ponle ojos, ¡quizá muchos ojos!',
      'Añade patas, brazos o alas.',
      '¿Cómo se llama y qué sonido hace?',
    ],
    unseen: ['una criatura', 'su nombre y el sonido que hace'],
  },
  'finish-the-squiggle': {
    title: 'Termina el garabato',
    description: 'Tú dibujas un garabato y tu hijo lo convierte en un dibujo. Turnarse así es muy divertido y desarrolla el pensamiento flexible.',
    instructions: [
      'Mira cómo dibujo un garabato en tu papel.',
      'Gira el papel y míralo desde todos los lados.',
      '¿En qué podría convertirse? ¿Un perro, un coche, un sombrero?',
      'Añádele cosas hasta que esté terminado.',
      '¡Ahora dibuja tú un garabato para mí!',
    ],
    unseen: ['en qué se convirtió el garabato', 'turnarse'],
  },
  'whats-in-the-box': {
    title: '¿Qué hay en la caja?',
    description:
      'Una caja grande dibujada en la hoja, y tu hijo decide qué se esconde dentro. Una propuesta sencilla para formas cerradas y para contar historias.',
    instructions: [
      'Dibuja una caja grande y cuadrada.',
      'Ponle una tapa encima.',
      '¿Qué se esconde dentro? Dibújalo en la caja.',
      'Dibuja un lazo o papel de regalo.',
      '¿Para quién es el regalo?',
    ],
    unseen: ['lo que se esconde en la caja', 'para quién es el regalo'],
  },
  'weather-wizard': {
    title: 'El mago del tiempo',
    description:
      'Tu hijo se convierte en un mago que hace el tiempo: sol, lluvia, nieve, viento o un arcoíris. Cada tipo de tiempo pide su propio tipo de trazo.',
    instructions: [
      '¡Eres el mago del tiempo! Dibújate con una varita mágica.',
      'Haz brillar el sol con largos rayos amarillos.',
      'Ahora agita tu varita: haz lluvia, nieve o viento.',
      'Termina con un arcoíris después de la tormenta.',
      '¿Qué tiempo te gusta más?',
    ],
    unseen: ['un mago del tiempo', 'el tiempo que hiciste'],
  },
  'draw-along-a-story': {
    title: 'Dibuja mientras escuchas un cuento',
    description:
      'Tú cuentas una historia corta y tu hijo dibuja lo que pasa, poco a poco. Escuchar y dibujar a la vez es un reto divertido para los más pequeños.',
    instructions: [
      'Escucha: había una vez un osito. ¡Dibuja el oso!',
      'El oso vivía en una casa en el bosque. Dibuja la casa y los árboles.',
      'Una mañana salió el sol. Dibuja el sol.',
      'El oso fue a buscar a un amigo. ¿A quién encontró? Dibújalo.',
      '¿Qué hicieron juntos? Tú decides y lo dibujas.',
    ],
    unseen: ['el cuento tal como se contó', 'un oso y su amigo'],
  },
  'the-magic-door': {
    title: 'La puerta mágica',
    description:
      'Tu hijo dibuja una puerta y luego lo que hay detrás cuando se abre. Un dibujo con un antes y un después pone a prueba la planificación y la imaginación.',
    instructions: [
      'Dibuja una puerta grande en el centro de la hoja.',
      'Hazla especial: un pomo divertido, una forma, un color.',
      '¡Ábrela! Dibuja lo que hay al otro lado.',
      '¿Quién está en la puerta?',
      '¿Adónde lleva la puerta?',
    ],
    unseen: ['lo que hay detrás de la puerta', 'adónde lleva la puerta'],
  },
  'my-dream-vehicle': {
    title: 'El vehículo de mis sueños',
    description:
      'Un coche, un barco, un cohete o algo totalmente nuevo, diseñado por tu hijo. Inventar una máquina significa elegir sus piezas y explicar para qué sirven.',
    instructions: [
      '¿Te gustaría viajar por tierra, por mar o por el cielo?',
      'Dibuja el cuerpo de tu vehículo con formas grandes.',
      'Añade ruedas, alas, velas o propulsores.',
      'Dibuja los botones y aparatos especiales.',
      '¿Quién conduce? Dibújalo dentro.',
    ],
    unseen: ['un vehículo', 'para qué sirven sus aparatos'],
  },
  'dragon-hatchling': {
    title: 'El dragón recién nacido',
    description: 'Un bebé dragón saliendo de su huevo. Tu hijo inventa sus colores, sus escamas y sus primeras palabras, añadiendo detalle e historia.',
    instructions: [
      'Dibuja un huevo grande con una grieta.',
      'Dibuja un bebé dragón asomándose.',
      'Ponle escamas, pinchos y alitas.',
      'Elige sus colores: ¿un dragón de fuego o un dragón de hielo?',
      '¿Qué es lo primero que dice el dragón?',
    ],
    unseen: ['un bebé dragón', 'las primeras palabras del dragón'],
  },
  'mixed-up-animal': {
    title: 'El animal mezclado',
    description:
      'Tu hijo inventa un animal nuevo a partir de dos de verdad: ¿mitad elefante, mitad mariposa? Combinar partes le pide recordar cómo es cada animal.',
    instructions: [
      'Elige dos animales que conozcas bien.',
      'Decide qué partes vienen de cada animal.',
      'Dibuja primero el cuerpo y luego añade las partes del otro animal.',
      'Ponle a tu nuevo animal un nombre que mezcle los dos nombres.',
      '¿Dónde vive y qué come?',
    ],
    unseen: ['los dos animales que mezcla', 'dónde vive y qué come'],
  },
  'three-picture-story': {
    title: 'Una historia en tres dibujos',
    description: 'Un principio, un nudo y un final, dibujados en tres recuadros. Contar una historia en orden es un gran paso en la planificación.',
    instructions: [
      'Dobla el papel en tres partes.',
      'En el primer recuadro, dibuja de quién trata la historia y dónde está.',
      'En el recuadro del medio, dibuja un problema que ocurre.',
      'En el último recuadro, dibuja cómo termina.',
      'Cuéntame la historia señalando cada dibujo.',
    ],
    unseen: ['un principio, un nudo y un final', 'la historia detrás de los dibujos'],
  },
  'postcard-from-another-planet': {
    title: 'Una postal desde otro planeta',
    description:
      'Tu hijo dibuja la parte delantera de una postal desde un planeta inventado y te cuenta lo que hay escrito detrás. Inventar un mundo entero en un espacio pequeño requiere planificación.',
    instructions: [
      'Imagina que estás de vacaciones en un planeta extraño.',
      'Dibuja el paisaje: ¿de qué color es el cielo? ¿Qué crece allí?',
      'Añade las criaturas que viven allí.',
      'Dibújate con tu traje espacial en algún lugar del dibujo.',
      'Cuéntame qué escribirías detrás para enviarlo a casa.',
    ],
    unseen: ['otro planeta', 'el mensaje de detrás'],
  },
  'design-a-book-cover': {
    title: 'Diseña la portada de un libro',
    description:
      'Tu hijo inventa un libro y diseña su portada, con el título en letras grandes y un dibujo que dé ganas de leerlo. Combina dibujo, rotulación e historia.',
    instructions: [
      'Inventa el título de una historia. ¿De qué trata?',
      'Escribe el título arriba con letras grandes y bonitas.',
      'Dibuja al personaje principal en la portada.',
      'Añade al fondo una pista de la aventura.',
      'Cuéntame qué pasa en la primera página.',
    ],
    unseen: ['la historia detrás de la portada', 'el título que inventaste'],
  },
  'four-panel-comic': {
    title: 'Cómic de cuatro viñetas',
    description:
      'Una tira cómica corta con bocadillos. Mantener iguales los personajes de una viñeta a otra mientras la historia avanza es un verdadero reto artístico.',
    instructions: [
      'Dibuja cuatro recuadros a lo ancho de tu papel.',
      'Inventa un personaje y dibújalo en el primer recuadro.',
      'Haz que pase algo en los recuadros dos y tres.',
      'Dale un final divertido o sorprendente en el recuadro cuatro.',
      'Añade bocadillos para que tus personajes puedan hablar.',
    ],
    unseen: ['la historia de viñeta en viñeta', 'el mismo personaje en cada viñeta'],
  },
  'teddy-bears-picnic': {
    title: 'El pícnic de los ositos',
    description:
      'Un mantel de pícnic con juguetes sentados alrededor y comida para compartir. Colocar varias cosas alrededor de una forma es un gran paso para organizar un dibujo.',
    instructions: [
      'Dibuja un mantel grande y cuadrado.',
      'Pon tu osito y tus otros juguetes alrededor del borde.',
      'Dibuja platos con comida en el mantel.',
      '¿Quién comparte con quién?',
      'Dibuja el sol brillando sobre el pícnic.',
    ],
    unseen: ['juguetes compartiendo un pícnic'],
  },
  'a-tiny-world': {
    title: 'Un mundo diminuto',
    description:
      'Una escena entera en una nota adhesiva o en un cuadradito de papel. Dibujar en pequeño pide una mano ligera y decidir con cuidado qué incluir.',
    instructions: [
      'Coge una nota adhesiva o un cuadradito de papel.',
      'Elige una escena: una playa, un dormitorio o un bosque.',
      'Dibuja primero lo más grande, sin que deje de ser pequeño.',
      'Añade detalles diminutos con un lápiz bien afilado.',
      'Haz un segundo mundo diminuto y ponlos uno al lado del otro.',
    ],
    unseen: ['una escena entera en un espacio diminuto'],
  },
};
