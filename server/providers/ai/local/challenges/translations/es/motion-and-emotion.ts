import type { ChallengeTranslation } from '../types.ts';

export const MOTION_AND_EMOTION_ES: Record<string, ChallengeTranslation> = {
  'music-scribbles': {
    title: 'Garabatos musicales',
    description: 'Pon música y deja que tu hijo dibuje cómo suena: rápida, lenta, fuerte o suave. Mover la cera al ritmo une el sentimiento y el movimiento.',
    instructions: [
      'Vamos a escuchar música. Coge una cera.',
      'Mueve tu cera al ritmo de la música.',
      'Cuando sea rápida, dibuja rápido; cuando sea lenta, dibuja despacio.',
      'Cambia de color cuando cambie la canción.',
      '¿Cómo te hizo sentir la música?',
    ],
    unseen: ['la música', 'trazos rápidos y lentos', 'cómo te hizo sentir la música'],
  },
  'calm-waves': {
    title: 'Olas tranquilas',
    description:
      'Líneas onduladas, lentas y largas, dibujadas mientras se respira con suavidad. Un reto relajante para los días ajetreados y una práctica estupenda de líneas firmes.',
    instructions: [
      'Vamos a respirar juntos despacio, hacia dentro y hacia fuera.',
      'Dibuja despacio una línea ondulada larga a lo ancho de la hoja mientras sueltas el aire.',
      'Dibuja otra ola debajo, y otra más.',
      'Colorea entre las olas con colores tranquilos.',
      '¿Cómo se siente tu cuerpo ahora?',
    ],
    unseen: ['olas como olas y no como líneas', 'un ambiente tranquilo', 'respirar despacio'],
  },
  'bouncing-ball': {
    title: 'La pelota que bota',
    description:
      'Una pelota que bota por la hoja deja un rastro de colinas. Dibujar por dónde ha ido algo es una de las primeras formas en que los niños muestran el movimiento.',
    instructions: [
      'Dibuja una pelota en un lado de la hoja.',
      'Muestra con una línea dónde botó: arriba, abajo, arriba, abajo.',
      'Haz botes grandes y botes pequeños.',
      'Dibuja la pelota al final de su viaje.',
      '¿Quién lanzó la pelota?',
    ],
    unseen: ['una pelota botando', 'quién lanzó la pelota'],
  },
  'happy-sad-surprised': {
    title: 'Contento, triste, sorprendido',
    description:
      'Tu hijo dibuja tres caras, cada una con un sentimiento distinto. Hablar de lo que hacen la boca y los ojos cuando sentimos algo amplía sus palabras para los sentimientos.',
    instructions: [
      'Dibuja tres círculos para tres caras.',
      'Haz que la primera cara esté contenta. ¿Qué hace su boca?',
      'Haz que la segunda cara esté triste.',
      'Haz que la tercera cara esté sorprendida, ¡con los ojos grandes y redondos!',
      '¿Cuándo fue la última vez que te sentiste así?',
    ],
    unseen: ['el sentimiento de cada cara'],
  },
  fireworks: {
    title: 'Fuegos artificiales',
    description:
      'Líneas brillantes que estallan desde un centro. Lanzar líneas hacia fuera es muy satisfactorio y desarrolla el control en todas las direcciones.',
    instructions: [
      'Usa papel oscuro, o colorea antes la hoja de un color oscuro.',
      'Pon un punto donde explota tu fuego artificial.',
      'Dibuja líneas que salgan disparadas del punto en todas las direcciones.',
      'Usa muchos colores brillantes.',
      'Haz un fuego artificial que haga bum, otro que haga fiu y otro que chisporrotee.',
    ],
    unseen: ['fuegos artificiales', 'un bum, un fiu y un chisporroteo'],
  },
  'puddle-splash': {
    title: '¡Chof en el charco!',
    description: 'Alguien salta en un charco y las gotas salen volando por todas partes. Tu hijo muestra la acción con gotas y líneas, y cuenta lo que pasó.',
    instructions: [
      'Dibuja un charco grande en la parte de abajo de la hoja.',
      'Dibuja a alguien saltando dentro. ¡Quizá tú!',
      'Haz que salgan gotas volando por todas partes.',
      'Añade lluvia cayendo del cielo.',
      '¿Cómo sonó el chapoteo?',
    ],
    unseen: ['un chapoteo', 'alguien saltando', 'el sonido del chapoteo'],
  },
  'colours-of-my-feelings': {
    title: 'Los colores de mis sentimientos',
    description:
      'Tu hijo elige un color para cada sentimiento y rellena una forma con él. No hay respuestas correctas: es simplemente una nueva manera de hablar de lo que lleva dentro.',
    instructions: [
      'Vamos a nombrar algunos sentimientos: contento, enfadado, tranquilo, preocupado, emocionado.',
      'Elige un color para cada sentimiento.',
      'Dibuja una forma para cada uno y coloréala.',
      '¿Qué color sientes más hoy?',
      'Haz un dibujito de algo que te haga sentir así.',
    ],
    unseen: ['el sentimiento que representa cada color'],
  },
  'a-windy-day': {
    title: 'Un día de viento',
    description: 'Sombreros volando, árboles que se doblan, cometas que tiran: tu hijo muestra algo invisible, el viento, a través de lo que hace.',
    instructions: [
      '¿Podemos ver el viento? ¿Cómo sabemos que está ahí?',
      'Dibuja un árbol que se dobla hacia un lado.',
      'Dibuja hojas, sombreros o paraguas volando por el aire.',
      'Añade líneas en espiral para mostrar cómo sopla el viento.',
      '¿Hacia dónde vuela todo?',
    ],
    unseen: ['el viento', 'cosas volando por el aire'],
  },
  'monster-moods': {
    title: 'Los humores del monstruo',
    description:
      'Un monstruo simpático que se siente gruñón, luego bromista y luego dormilón. Dar sentimientos a un personaje inventado hace más fácil hablar de ellos.',
    instructions: [
      'Dibuja un monstruo simpático.',
      'Dibújalo otra vez, pero gruñón.',
      'Dibújalo una vez más, sintiéndose bromista.',
      '¿Qué colores usaste para cada humor?',
      '¿Qué ayuda a tu monstruo a sentirse mejor cuando está gruñón?',
    ],
    unseen: ['un humor gruñón, uno bromista y uno dormilón'],
  },
  'action-stick-figures': {
    title: 'Monigotes en acción',
    description: 'Monigotes rápidos en acción: corriendo, lanzando, trepando. Una forma rápida de pensar en el movimiento antes de dibujar cuerpos enteros.',
    instructions: [
      'Dibuja un monigote quieto.',
      'Ahora uno corriendo: dobla las rodillas y balancea los brazos.',
      'Dibuja uno lanzando una pelota, uno trepando y uno saltando.',
      'Añade circulitos donde se dobla el cuerpo.',
      'Elige tu favorito y ponle ropa.',
    ],
    unseen: ['correr, lanzar y trepar'],
  },
  'feelings-weather-report': {
    title: 'El parte del tiempo de mis sentimientos',
    description:
      'Tu hijo dibuja su semana como un parte del tiempo: días de sol, días de tormenta, días de niebla. Una forma delicada de hablar de sentimientos mezclados.',
    instructions: [
      'Dibuja siete recuadros pequeños, uno para cada día de la semana.',
      'Piensa en cómo te sentiste cada día.',
      'Haz un dibujo del tiempo para cada uno: sol, nubes, lluvia, tormenta o arcoíris.',
      'Coloréalos.',
      'Cuéntame un día de sol y un día nublado.',
    ],
    unseen: ['cómo se sintió cada día'],
  },
  'race-day': {
    title: 'Día de carreras',
    description: 'Coches, corredores o caracoles compitiendo hasta la meta. Tu hijo muestra la velocidad con líneas, cuerpos inclinados y nubes de polvo.',
    instructions: [
      'Dibuja una pista de carreras a lo ancho de la hoja, con una línea de meta.',
      'Dibuja al menos tres corredores.',
      'Muestra quién es el más rápido con líneas de velocidad detrás.',
      'Añade al público animando a un lado.',
      '¿Quién gana y cómo se siente cada uno?',
    ],
    unseen: ['la velocidad', 'quién gana'],
  },
  'a-brave-moment': {
    title: 'Un momento valiente',
    description:
      'Tu hijo dibuja una vez en que se sintió valiente, como su primer baño en la piscina o una visita al dentista. Dibujar un recuerdo ayuda a los niños a ver su propio valor.',
    instructions: [
      'Piensa en una vez en que tenías un poco de miedo pero lo hiciste igualmente.',
      'Dibuja dónde estabas.',
      'Dibújate y muestra en tu cara cómo te sentías.',
      'Dibuja quién o qué te ayudó.',
      '¿Cómo te sentiste después?',
    ],
    unseen: ['un recuerdo valiente', 'cómo te sentiste'],
  },
  'faces-of-feelings': {
    title: 'Caras de sentimientos',
    description:
      'Tu hijo dibuja seis caras que muestran sentimientos distintos, usando un espejo para estudiar sus propias expresiones. Las cejas, los ojos y la boca cambian de forma sutil.',
    instructions: [
      'Siéntate con un espejo y pon cara de contento. ¿Qué hacen tus cejas?',
      'Dibuja seis contornos de cara en la hoja.',
      'Dibuja un sentimiento distinto en cada una: contento, triste, enfadado, sorprendido, asustado, pensativo.',
      'Mira en el espejo cada uno.',
      'Escribe el sentimiento debajo de cada cara.',
    ],
    unseen: ['un sentimiento distinto en cada cara'],
  },
  'dance-party': {
    title: 'Fiesta de baile',
    description:
      'Una sala llena de bailarines, cada uno captado en un movimiento distinto. Cuerpos que se giran, se estiran y saltan son un reto divertido para los niños mayores.',
    instructions: [
      'Pon una canción y prueba tú unos cuantos pasos de baile.',
      'Dibuja un bailarín con los brazos arriba y una pierna dando una patada.',
      'Añade más bailarines, cada uno en una postura distinta.',
      'Muestra el movimiento con líneas curvas y pelo al viento.',
      'Añade la música: notas, altavoces o una banda.',
    ],
    unseen: ['bailar', 'una postura distinta para cada bailarín'],
  },
  'design-your-own-emoji': {
    title: 'Diseña tu propio emoji',
    description: 'Tu hijo inventa emojis nuevos para sentimientos que todavía no tienen uno. Círculos sencillos, expresiones grandes y muchas risas.',
    instructions: [
      'Dibuja una fila de círculos.',
      'Piensa en sentimientos: orgulloso, aburrido, curioso, pícaro.',
      'Dale a cada círculo una cara para un sentimiento.',
      'Añade extras: gotas de sudor, corazones, destellos.',
      'Inventa un sentimiento que todavía no tenga emoji y dibújalo.',
    ],
    unseen: ['un sentimiento que todavía no tiene emoji'],
  },
  'the-grumpy-cloud': {
    title: 'La nube gruñona',
    description:
      'Una nubecita se siente gruñona y llueve, luego se anima y deja salir el sol. Dibujar la misma nube con dos sentimientos ayuda a tu hijo a hablar de cómo cambian los estados de ánimo.',
    instructions: [
      'Dibuja una nube con cara de gruñona.',
      'Haz que llueva debajo de la nube gruñona.',
      'En el otro lado de la hoja, dibuja la misma nube sonriendo.',
      'Pon un sol asomándose detrás de la nube contenta.',
      '¿Qué ayudó a la nube a sentirse mejor?',
    ],
    unseen: ['una nube gruñona que se anima', 'estados de ánimo que cambian'],
  },
};
