import type { ChallengeTranslation } from '../types.ts';

export const PEOPLE_AND_FACES_DE: Record<string, ChallengeTranslation> = {
  'trace-your-hand': {
    title: 'Umfahr deine Hand',
    description:
      'Eine Hand zu umfahren beruhigt, kitzelt ein bisschen und ergibt eine Form, die Ihr Kind in- und auswendig kennt. Jeden Finger zu verzieren bringt Farbe und Muster hinein.',
    instructions: [
      'Leg deine Hand flach aufs Papier und spreiz die Finger.',
      'Ich fahre um sie herum, oder du versuchst, um meine herumzufahren!',
      'Gib jedem Finger ein Gesicht, einen Ring oder einen Streifen.',
      'Mal die Handfläche in deiner Lieblingsfarbe aus.',
      'Kannst du die Finger zählen, die du gezeichnet hast?',
    ],
    unseen: ['eine Hand', 'das Zählen der Finger'],
  },
  'circle-faces': {
    title: 'Kreisgesichter',
    description: 'Ein Kreis, zwei Augen und ein Mund: die ersten Gesichter Ihres Kindes. Mit den Menschen, die es liebt, beginnt das Zeichnen von Figuren.',
    instructions: [
      'Zeichne einen großen Kreis für einen Kopf.',
      'Mal zwei Augen, eine Nase und einen Mund hinein.',
      'Wer ist das? Lass uns Haare dazumalen.',
      'Zeichne noch ein Gesicht für jemanden, den du lieb hast.',
      'Lächeln sie? Zeig mir, was ihr Mund macht.',
    ],
    unseen: ['wer jedes Gesicht ist', 'ein Lächeln'],
  },
  'add-a-body': {
    title: 'Ein Körper kommt dazu',
    description:
      'Kleine Kinder zeichnen Menschen oft als Kopf mit Beinen. Diese Aufgabe fügt behutsam einen Bauch, Arme und Hände hinzu, ohne zu korrigieren, was Ihr Kind schon macht.',
    instructions: [
      'Zeichne einen Kopf mit einem fröhlichen Gesicht.',
      'Zeichne darunter eine Form für den Bauch.',
      'Füge zwei Beine und zwei Arme hinzu, die aus dem Bauch kommen.',
      'Wo sind die Hände und Füße? Zeichne sie auch.',
      'Wen hast du gezeichnet? Erzähl mir von ihm oder ihr.',
    ],
    unseen: ['ein Körper mit Armen und Beinen', 'wer die Person ist'],
  },
  'me-and-my-grown-up': {
    title: 'Ich und du',
    description:
      'Ihr Kind zeichnet sich selbst neben Ihnen, Hand in Hand. Zwei Menschen nebeneinander, miteinander verbunden, sind ein großer Schritt, auf den es stolz sein kann.',
    instructions: [
      'Zeichne deinen Kopf und deinen Körper.',
      'Zeichne jetzt mich neben dich.',
      'Lass unsere Arme sich ausstrecken, damit sich unsere Hände halten.',
      'Wer ist größer? Zeichne uns so.',
      'Wohin gehen wir zusammen? Zeichne es um uns herum.',
    ],
    unseen: ['Ihr Kind und Sie', 'Hand in Hand'],
  },
  'head-to-toe': {
    title: 'Von Kopf bis Fuß',
    description:
      'Ihr Kind zeichnet eine Person, während Sie beide jedes Körperteil laut benennen, von den Haaren bis zu den Zehen. Die Teile beim Zeichnen zu benennen führt zu vollständigen Figuren.',
    instructions: [
      'Fang oben an: Zeichne den Kopf und die Haare.',
      'Als Nächstes kommen der Hals und der Körper.',
      'Jetzt die Arme und die Hände mit Fingern.',
      'Füge die Beine und die Füße hinzu.',
      'Lass uns zusammen nachschauen: Haben wir etwas vergessen?',
    ],
    unseen: ['eine ganze Person von Kopf bis Fuß', 'das Benennen jedes Körperteils'],
  },
  'draw-a-person': {
    title: 'Zeichne einen Menschen',
    description:
      'Ihr Kind zeichnet einen ganzen Menschen, vom Kopf bis zu den Füßen, mit so vielen Einzelheiten, wie es möchte. Das ist eines der klarsten Fenster dazu, wie es sich selbst und andere sieht.',
    instructions: [
      'Denk an jemanden, den du kennst, vielleicht an dich selbst.',
      'Zeichne Kopf, Körper, Arme und Beine.',
      'Füge das Gesicht hinzu: Augen, Nase, Mund und Ohren.',
      'Was hat die Person an? Zeichne ihre Kleidung.',
      'Gib ihr etwas zum Halten oder etwas zu tun.',
    ],
    unseen: ['ein ganzer Mensch', 'was die Person trägt und tut'],
  },
  'my-family': {
    title: 'Meine Familie',
    description:
      'Alle, die zu Hause wohnen, zusammen. Achten Sie darauf, wen Ihr Kind groß oder nah zeichnet, und fragen Sie freundlich danach: Es ist seine Geschichte.',
    instructions: [
      'Wer gehört zu deiner Familie? Zähl sie an deinen Fingern ab.',
      'Zeichne eine Linie als Boden, damit alle darauf stehen können.',
      'Zeichne jede Person, eine nach der anderen.',
      'Zeig etwas, das jede Person besonders macht.',
      'Erzähl mir, was deine Familie auf dem Bild macht.',
    ],
    unseen: ['wer jede Person ist', 'was jede Person besonders macht'],
  },
  'dress-for-the-weather': {
    title: 'Angezogen fürs Wetter',
    description:
      'Ihr Kind zeichnet eine Person und zieht sie für Regen, Schnee oder Sonnenschein an. Das bringt Einzelheiten der Kleidung hinein und verbindet Zeichnen mit Alltagsdenken.',
    instructions: [
      'Zeichne eine Person, die in der Mitte des Blattes steht.',
      'Such dir das Wetter aus: sonnig, regnerisch oder verschneit.',
      'Zeichne die Kleidung, die sie braucht: eine Mütze, Stiefel, einen Schal oder eine Sonnenbrille.',
      'Zeichne das Wetter rundherum.',
      'Was bräuchte sie heute noch?',
    ],
    unseen: ['das Wetter', 'Kleidung, die zum Wetter passt'],
  },
  'superhero-me': {
    title: 'Ich als Superheld',
    description:
      'Ihr Kind zeichnet sich selbst als Superheld, mit Kostüm und einer besonderen Kraft. Das verbindet Figurenzeichnen mit Fantasie und einer großen Portion Selbstvertrauen.',
    instructions: [
      'Was ist deine Superkraft? Sag es mir zuerst.',
      'Zeichne dich groß in die Mitte, stark und aufrecht.',
      'Entwirf dein Kostüm: einen Umhang, eine Maske, ein Zeichen auf der Brust.',
      'Zeig deine Kraft in Aktion, mit Linien und Farben.',
      'Wem hilfst du auf deinem Bild?',
    ],
    unseen: ['eine Superkraft', 'ein Superheldenkostüm', 'wem das Kind hilft'],
  },
  'people-on-the-move': {
    title: 'Menschen in Bewegung',
    description:
      'Rennen, springen, einen Ball schießen: Figuren, die sich beugen. Ihr Kind entdeckt, dass Arme und Beine Ellbogen und Knie haben und dass sich Körper neigen, wenn sie sich bewegen.',
    instructions: [
      'Steh auf und spring! Spür, wo sich deine Arme und Beine beugen.',
      'Zeichne eine Person, die rennt, mit einem Bein vorn und einem hinten.',
      'Knick die Arme an den Ellbogen.',
      'Füge Linien dahinter hinzu, die zeigen, wie schnell sie ist.',
      'Zeichne eine zweite Person, die einen anderen Sport macht.',
    ],
    unseen: ['Körper, die sich an Ellbogen und Knien beugen', 'Rennen und Springen'],
  },
  'mirror-self-portrait': {
    title: 'Selbstporträt im Spiegel',
    description:
      'Ihr Kind schaut in einen Spiegel und zeichnet, was es wirklich sieht. Das eigene Gesicht genau anzuschauen schult die Beobachtung und zeigt, wo die Gesichtszüge sitzen.',
    instructions: [
      'Setz dich mit deinem Papier vor einen Spiegel.',
      'Zeichne die Form deines Gesichts: rund, lang oder oval?',
      'Schau: Deine Augen sitzen ungefähr auf halber Höhe deines Gesichts. Zeichne sie dorthin.',
      'Füge Nase, Mund, Ohren und Haare hinzu und schau dabei oft in den Spiegel.',
      'Zeichne zum Schluss das, was du an deinem Gesicht am liebsten magst.',
    ],
    unseen: ['wie ähnlich es dem Kind sieht', 'genaues Hinschauen im Spiegel'],
  },
  'portrait-of-a-friend': {
    title: 'Porträt eines Freundes',
    description:
      'Ihr Kind zeichnet jemanden, der still vor ihm sitzt: Sie, ein Geschwisterkind oder einen Freund. Einen echten Menschen zu zeichnen lehrt Geduld und sorgfältiges Hinschauen.',
    instructions: [
      'Bitte jemanden, zehn Minuten für dich still zu sitzen.',
      'Schau dir die Form des Kopfes an und zeichne sie ganz leicht.',
      'Setz Augen, Nase und Mund, indem du hin und her schaust.',
      'Achte auf Haare, Brille, Sommersprossen oder Ohrringe und füge sie hinzu.',
      'Zeig deinem Modell das Porträt und erzähl, was dir aufgefallen ist.',
    ],
    unseen: ['wie ähnlich es der Person sieht', 'genaues Hinschauen bei einem echten Menschen'],
  },
  'busy-day-at-the-park': {
    title: 'Viel los im Park',
    description:
      'Viele Menschen, die auf einem Bild Verschiedenes tun, manche nah und manche weit weg. Das fordert Planung, Überlappung und Erzählen auf einmal.',
    instructions: [
      'Zeichne zuerst den Boden und ein paar Bäume.',
      'Füge mindestens fünf Menschen hinzu, die verschiedene Dinge tun.',
      'Zeichne die Menschen, die näher bei dir sind, größer und weiter unten auf dem Blatt.',
      'Lass einige Menschen vor anderen stehen.',
      'Erzähl mir eine kleine Geschichte über eine der Personen.',
    ],
    unseen: ['Menschen nah und fern', 'Menschen, die Verschiedenes tun', 'die Geschichte einer Person'],
  },
  'my-birthday-party': {
    title: 'Meine Geburtstagsfeier',
    description:
      'Ein Kuchen mit Kerzen und rundherum die Menschen, die Ihr Kind einladen würde. Eine schöne Erinnerung oder ein Wunsch, mit mehreren Menschen auf einem Bild.',
    instructions: [
      'Zeichne einen großen Kuchen in die Mitte des Blattes.',
      'Zähl die Kerzen ab und zeichne sie obendrauf.',
      'Zeichne die Gäste deiner Feier um den Kuchen herum.',
      'Füge Luftballons und Geschenke hinzu.',
      'Was würdest du dir wünschen?',
    ],
    unseen: ['eine Geburtstagsfeier', 'der Wunsch, den sich das Kind wünschen würde'],
  },
  'out-for-a-walk': {
    title: 'Ein Spaziergang',
    description:
      'Ihr Kind zeichnet sich selbst auf einem Weg, mit den Dingen, an denen es unterwegs vorbeikommt. Ein Mensch, der irgendwohin geht, ist ein großer Schritt hin zum Zeichnen von Szenen.',
    instructions: [
      'Zeichne einen langen Weg quer über das Blatt.',
      'Zeichne dich, wie du auf dem Weg gehst.',
      'Wer geht mit dir? Zeichne ihn oder sie auch.',
      'Füge die Dinge hinzu, die du siehst: Bäume, einen Hund, eine Pfütze.',
      'Wohin führt dein Weg?',
    ],
    unseen: ['irgendwohin gehen', 'die Dinge, an denen das Kind unterwegs vorbeikommt'],
  },
};
