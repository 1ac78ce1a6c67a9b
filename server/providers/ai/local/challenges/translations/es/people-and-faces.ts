import type { ChallengeTranslation } from '../types.ts';

export const PEOPLE_AND_FACES_ES: Record<string, ChallengeTranslation> = {
  'trace-your-hand': {
    title: 'Dibuja el contorno de tu mano',
    description:
      'Repasar el contorno de una mano relaja, hace un poco de cosquillas y da una forma que tu hijo conoce de memoria. Decorar cada dedo añade color y patrones.',
    instructions: [
      'Pon la mano plana sobre el papel con los dedos separados.',
      'Yo repaso el contorno, ¡o puedes intentar repasar el de la mía!',
      'Ponle a cada dedo una cara, un anillo o una raya.',
      'Colorea la palma de tu color favorito.',
      '¿Puedes contar los dedos que has dibujado?',
    ],
    unseen: ['una mano', 'contar los dedos'],
  },
  'circle-faces': {
    title: 'Caras redondas',
    description: 'Un círculo, dos ojos y una boca: las primeras caras de tu hijo. Dibujar a las personas que quiere es donde empieza el dibujo de figuras.',
    instructions: [
      'Dibuja un círculo grande para la cabeza.',
      'Pon dos ojos, una nariz y una boca.',
      '¿Quién es? Vamos a ponerle pelo.',
      'Dibuja otra cara para alguien a quien quieres.',
      '¿Están sonriendo? Enséñame qué hace su boca.',
    ],
    unseen: ['quién es cada cara', 'una sonrisa'],
  },
  'add-a-body': {
    title: 'Añade un cuerpo',
    description:
      'Los niños pequeños a menudo dibujan a las personas como una cabeza con piernas. Este reto añade con suavidad una barriga, brazos y manos, sin corregir lo que ya hacen.',
    instructions: [
      'Dibuja una cabeza con una cara feliz.',
      'Debajo, dibuja una forma para la barriga.',
      'Añade dos piernas y dos brazos que salgan de la barriga.',
      '¿Dónde están las manos y los pies? Dibújalos también.',
      '¿A quién has dibujado? Háblame de esa persona.',
    ],
    unseen: ['un cuerpo con brazos y piernas', 'quién es la persona'],
  },
  'me-and-my-grown-up': {
    title: 'Mi adulto y yo',
    description:
      'Tu hijo se dibuja a sí mismo a tu lado, de la mano. Dos personas una al lado de la otra, unidas, son un paso grande y del que sentirse orgulloso.',
    instructions: [
      'Dibuja tu cabeza y tu cuerpo.',
      'Ahora dibújame a mí a tu lado.',
      'Haz que nuestros brazos se estiren para que nuestras manos se agarren.',
      '¿Quién es más grande? Dibújanos así.',
      '¿Adónde vamos juntos? Dibújalo a nuestro alrededor.',
    ],
    unseen: ['tú y tu adulto', 'ir de la mano'],
  },
  'head-to-toe': {
    title: 'De la cabeza a los pies',
    description:
      'Tu hijo dibuja una persona mientras ambos nombran cada parte del cuerpo en voz alta, del pelo a los dedos de los pies. Nombrar las partes al dibujar da figuras completas.',
    instructions: [
      'Empieza por arriba: dibuja la cabeza y el pelo.',
      'Luego vienen el cuello y el cuerpo.',
      'Ahora los brazos, y las manos con dedos.',
      'Añade las piernas y los pies.',
      'Vamos a comprobarlo juntos: ¿se nos ha olvidado algo?',
    ],
    unseen: ['una persona entera de la cabeza a los pies', 'nombrar cada parte del cuerpo'],
  },
  'draw-a-person': {
    title: 'Dibuja a una persona',
    description:
      'Tu hijo dibuja una persona entera, de la cabeza a los pies, con todos los detalles que quiera. Es una de las ventanas más claras a cómo se ve a sí mismo y a los demás.',
    instructions: [
      'Piensa en alguien que conozcas, quizá en ti.',
      'Dibuja su cabeza, su cuerpo, sus brazos y sus piernas.',
      'Añade su cara: ojos, nariz, boca y orejas.',
      '¿Qué lleva puesto? Dibuja su ropa.',
      'Dale algo que sujetar o algo que hacer.',
    ],
    unseen: ['una persona entera', 'lo que lleva puesto y lo que hace'],
  },
  'my-family': {
    title: 'Mi familia',
    description:
      'Todos los que viven en casa, juntos. Fíjate en a quién dibuja tu hijo grande o cerca, y pregúntale con cariño: es su historia y le toca contarla.',
    instructions: [
      '¿Quién hay en tu familia? Cuéntalos con los dedos.',
      'Dibuja una línea para el suelo para que todos puedan estar de pie en ella.',
      'Dibuja a cada persona, una por una.',
      'Muestra algo que haga especial a cada persona.',
      'Cuéntame qué está haciendo tu familia en el dibujo.',
    ],
    unseen: ['quién es cada persona', 'lo que hace especial a cada persona'],
  },
  'dress-for-the-weather': {
    title: 'Vestidos para el tiempo',
    description:
      'Tu hijo dibuja una persona y la viste para la lluvia, la nieve o el sol. Añade detalles de ropa y une el dibujo con el razonamiento de cada día.',
    instructions: [
      'Dibuja una persona de pie en el centro de la hoja.',
      'Elige el tiempo: soleado, lluvioso o nevado.',
      'Dibuja la ropa que necesita: un gorro, botas, una bufanda o gafas de sol.',
      'Dibuja el tiempo a su alrededor.',
      '¿Qué más necesitaría hoy?',
    ],
    unseen: ['el tiempo que hace', 'ropa adecuada para ese tiempo'],
  },
  'superhero-me': {
    title: 'Yo, superhéroe',
    description:
      'Tu hijo se dibuja como superhéroe, con traje y un poder especial. Combina el dibujo de figuras con la imaginación y una buena dosis de confianza.',
    instructions: [
      '¿Cuál es tu superpoder? Dímelo primero.',
      'Dibújate grande en el centro, de pie y con fuerza.',
      'Diseña tu traje: una capa, una máscara, un símbolo en el pecho.',
      'Muestra tu poder en acción con líneas y colores.',
      '¿A quién estás ayudando en tu dibujo?',
    ],
    unseen: ['un superpoder', 'un traje de superhéroe', 'a quién estás ayudando'],
  },
  'people-on-the-move': {
    title: 'Gente en movimiento',
    description:
      'Correr, saltar, chutar un balón: figuras que se doblan. Tu hijo descubre que los brazos y las piernas tienen codos y rodillas, y que el cuerpo se inclina al moverse.',
    instructions: [
      '¡Levántate y salta! Nota dónde se doblan tus brazos y tus piernas.',
      'Dibuja una persona corriendo, con una pierna adelante y otra atrás.',
      'Dobla los brazos por los codos.',
      'Añade líneas detrás para mostrar lo rápido que va.',
      'Dibuja una segunda persona haciendo otro deporte.',
    ],
    unseen: ['cuerpos que se doblan por los codos y las rodillas', 'correr y saltar'],
  },
  'mirror-self-portrait': {
    title: 'Autorretrato en el espejo',
    description: 'Tu hijo se mira en un espejo y dibuja lo que ve de verdad. Mirar con atención su propia cara enseña a observar y dónde se sitúa cada rasgo.',
    instructions: [
      'Siéntate delante de un espejo con tu papel.',
      'Dibuja la forma de tu cara: ¿redonda, alargada u ovalada?',
      'Mira: tus ojos están más o menos a mitad de la cara. Dibújalos ahí.',
      'Añade la nariz, la boca, las orejas y el pelo, mirando a menudo al espejo.',
      'Dibuja al final lo que más te gusta de tu cara.',
    ],
    unseen: ['cuánto se parece a ti', 'mirar con atención en el espejo'],
  },
  'portrait-of-a-friend': {
    title: 'Retrato de un amigo',
    description:
      'Tu hijo dibuja a alguien sentado quieto delante de él: tú, un hermano o un amigo. Dibujar a una persona real enseña paciencia y a mirar con cuidado.',
    instructions: [
      'Pide a alguien que se siente quieto para ti durante diez minutos.',
      'Mira la forma de su cabeza y dibújala suavemente.',
      'Coloca los ojos, la nariz y la boca mirando una y otra vez.',
      'Fíjate en su pelo, gafas, pecas o pendientes y añádelos.',
      'Enséñale el retrato a tu modelo y cuéntale en qué te fijaste.',
    ],
    unseen: ['cuánto se parece a la persona retratada', 'mirar con atención a una persona real'],
  },
  'busy-day-at-the-park': {
    title: 'Un día con mucha gente en el parque',
    description:
      'Mucha gente haciendo cosas distintas en un mismo dibujo, unos cerca y otros lejos. Pone a prueba la planificación, la superposición y la narración a la vez.',
    instructions: [
      'Dibuja primero el suelo y unos cuantos árboles.',
      'Añade al menos cinco personas haciendo cosas distintas.',
      'Dibuja a las personas más cercanas a ti más grandes y más abajo en la hoja.',
      'Haz que algunas personas estén delante de otras.',
      'Cuéntame una pequeña historia sobre una de las personas.',
    ],
    unseen: ['personas cerca y lejos', 'personas haciendo cosas distintas', 'la historia de una persona'],
  },
  'my-birthday-party': {
    title: 'Mi fiesta de cumpleaños',
    description:
      'Una tarta con velas y, a su alrededor, las personas que tu hijo invitaría. Un recuerdo feliz o un deseo, con varias personas en un mismo dibujo.',
    instructions: [
      'Dibuja una tarta grande en el centro de la hoja.',
      'Cuenta las velas y dibújalas encima.',
      'Dibuja a los invitados de tu fiesta alrededor de la tarta.',
      'Añade globos y regalos.',
      '¿Qué deseo pedirías?',
    ],
    unseen: ['una fiesta de cumpleaños', 'el deseo que pedirías'],
  },
  'out-for-a-walk': {
    title: 'De paseo',
    description:
      'Tu hijo se dibuja caminando por un sendero, con las cosas que encuentra por el camino. Una persona que va a algún sitio es un gran paso hacia el dibujo de escenas.',
    instructions: [
      'Dibuja un camino largo que cruce la hoja.',
      'Dibújate caminando por el camino.',
      '¿Quién camina contigo? Dibújalo también.',
      'Añade las cosas que ves: árboles, un perro, un charco.',
      '¿Adónde lleva tu camino?',
    ],
    unseen: ['ir a algún sitio', 'las cosas por las que pasas'],
  },
};
