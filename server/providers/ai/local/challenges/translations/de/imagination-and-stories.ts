import type { ChallengeTranslation } from '../types.ts';

export const IMAGINATION_AND_STORIES_DE: Record<string, ChallengeTranslation> = {
  'scribble-creatures': {
    title: 'Kritzelwesen',
    description:
      'Ihr Kind macht schnell ein Gekritzel und verwandelt es dann in ein Wesen mit Augen und Beinen. So sieht es, dass aus seinen Strichen alles werden kann.',
    instructions: [
      'Mach ein schnelles, wildes Gekritzel in die Mitte des Blattes.',
      'Dreh das Papier. Wie sieht es aus?',
      'Gib ihm Augen, vielleicht ganz viele Augen!',
      'Füge Beine, Arme oder Flügel hinzu.',
      'Wie heißt es, und welches Geräusch macht es?',
    ],
    unseen: ['ein Wesen', 'sein Name und das Geräusch, das es macht'],
  },
  'finish-the-squiggle': {
    title: 'Mach den Kringel fertig',
    description: 'Sie zeichnen einen Kringel, und Ihr Kind macht ein Bild daraus. Sich so abzuwechseln macht großen Spaß und fördert flexibles Denken.',
    instructions: [
      'Schau zu, wie ich einen Kringel auf dein Papier male.',
      'Dreh das Papier und schau es dir von allen Seiten an.',
      'Was könnte daraus werden? Ein Hund, ein Auto, ein Hut?',
      'Mal weiter, bis es fertig ist.',
      'Jetzt malst du einen Kringel für mich!',
    ],
    unseen: ['was aus dem Kringel geworden ist', 'das Abwechseln'],
  },
  'whats-in-the-box': {
    title: 'Was ist in der Kiste?',
    description:
      'Eine große Kiste auf dem Blatt, und Ihr Kind entscheidet, was sich darin versteckt. Ein einfacher Anstoß für geschlossene Formen und Erzählen.',
    instructions: [
      'Zeichne eine große, eckige Kiste.',
      'Setz einen Deckel obendrauf.',
      'Was versteckt sich darin? Zeichne es in die Kiste.',
      'Zeichne eine Schleife oder etwas Geschenkpapier.',
      'Für wen ist das Geschenk?',
    ],
    unseen: ['was sich in der Kiste versteckt', 'für wen das Geschenk ist'],
  },
  'weather-wizard': {
    title: 'Der Wetterzauberer',
    description:
      'Ihr Kind wird zum Zauberer, der das Wetter macht: Sonne, Regen, Schnee, Wind oder einen Regenbogen. Jede Wetterart verlangt ihre eigene Art von Strich.',
    instructions: [
      'Du bist der Wetterzauberer! Zeichne dich mit einem Zauberstab.',
      'Lass die Sonne mit langen gelben Strahlen scheinen.',
      'Jetzt schwing deinen Zauberstab: Mach Regen, Schnee oder Wind.',
      'Zum Schluss kommt nach dem Sturm ein Regenbogen.',
      'Welches Wetter magst du am liebsten?',
    ],
    unseen: ['ein Wetterzauberer', 'das Wetter, das das Kind gezaubert hat'],
  },
  'draw-along-a-story': {
    title: 'Zeichnen zur Geschichte',
    description:
      'Sie erzählen eine kurze Geschichte, und Ihr Kind zeichnet Stück für Stück, was passiert. Gleichzeitig zuzuhören und zu zeichnen ist für die Kleinen eine schöne Herausforderung.',
    instructions: [
      'Hör zu: Es war einmal ein kleiner Bär. Zeichne den Bären!',
      'Der Bär wohnte in einem Haus im Wald. Zeichne das Haus und die Bäume.',
      'Eines Morgens kam die Sonne heraus. Zeichne die Sonne.',
      'Der Bär ging los, um einen Freund zu finden. Wen hat er gefunden? Zeichne ihn.',
      'Was haben sie zusammen gemacht? Du entscheidest und zeichnest es.',
    ],
    unseen: ['die Geschichte, wie sie erzählt wurde', 'ein Bär und sein Freund'],
  },
  'the-magic-door': {
    title: 'Die Zaubertür',
    description:
      'Ihr Kind zeichnet eine Tür und dann, was dahinter ist, wenn sie aufgeht. Ein Bild mit einem Vorher und einem Nachher fordert Planung und Fantasie.',
    instructions: [
      'Zeichne eine große Tür in die Mitte des Blattes.',
      'Mach sie besonders: eine lustige Klinke, eine Form, eine Farbe.',
      'Mach sie auf! Zeichne, was auf der anderen Seite ist.',
      'Wer steht in der Tür?',
      'Wohin führt die Tür?',
    ],
    unseen: ['was hinter der Tür ist', 'wohin die Tür führt'],
  },
  'my-dream-vehicle': {
    title: 'Mein Traumfahrzeug',
    description:
      'Ein Auto, ein Boot, eine Rakete oder etwas ganz Neues, entworfen von Ihrem Kind. Eine Maschine zu erfinden heißt, ihre Teile auszuwählen und zu erklären, was sie tun.',
    instructions: [
      'Möchtest du an Land, auf dem Meer oder am Himmel reisen?',
      'Zeichne den Körper deines Fahrzeugs mit großen Formen.',
      'Füge Räder, Flügel, Segel oder Düsen hinzu.',
      'Zeichne die besonderen Knöpfe und Geräte.',
      'Wer fährt? Zeichne die Person hinein.',
    ],
    unseen: ['ein Fahrzeug', 'was seine Geräte tun'],
  },
  'dragon-hatchling': {
    title: 'Das Drachenbaby',
    description:
      'Ein Drachenbaby, das aus seinem Ei schlüpft. Ihr Kind erfindet seine Farben, Schuppen und ersten Worte und bringt so Details und Geschichte hinein.',
    instructions: [
      'Zeichne ein großes Ei mit einem Riss.',
      'Zeichne ein Drachenbaby, das herausguckt.',
      'Gib ihm Schuppen, Stacheln und kleine Flügel.',
      'Such seine Farben aus: ein Feuerdrache oder ein Eisdrache?',
      'Was sagt der Drache als Allererstes?',
    ],
    unseen: ['ein Drachenbaby', 'die ersten Worte des Drachen'],
  },
  'mixed-up-animal': {
    title: 'Das Mischtier',
    description:
      'Ihr Kind erfindet aus zwei echten Tieren ein neues: halb Elefant, halb Schmetterling? Teile zu kombinieren verlangt, sich zu erinnern, wie jedes Tier aussieht.',
    instructions: [
      'Such dir zwei Tiere aus, die du gut kennst.',
      'Entscheide, welche Teile von welchem Tier kommen.',
      'Zeichne zuerst den Körper und füge dann die Teile des anderen Tieres hinzu.',
      'Gib deinem neuen Tier einen Namen, der beide Namen mischt.',
      'Wo lebt es, und was frisst es?',
    ],
    unseen: ['die beiden Tiere, die es mischt', 'wo es lebt und was es frisst'],
  },
  'three-picture-story': {
    title: 'Geschichte in drei Bildern',
    description:
      'Ein Anfang, eine Mitte und ein Ende, gezeichnet in drei Feldern. Eine Geschichte in der richtigen Reihenfolge zu erzählen ist ein großer Schritt beim Planen.',
    instructions: [
      'Falte dein Papier in drei Teile.',
      'Zeichne ins erste Feld, um wen es in der Geschichte geht und wo er oder sie ist.',
      'Zeichne ins mittlere Feld ein Problem, das passiert.',
      'Zeichne ins letzte Feld, wie es ausgeht.',
      'Erzähl mir die Geschichte und zeig dabei auf jedes Bild.',
    ],
    unseen: ['ein Anfang, eine Mitte und ein Ende', 'die Geschichte hinter den Bildern'],
  },
  'postcard-from-another-planet': {
    title: 'Postkarte von einem anderen Planeten',
    description:
      'Ihr Kind zeichnet die Vorderseite einer Postkarte von einem erfundenen Planeten und erzählt Ihnen, was auf der Rückseite steht. Eine ganze Welt auf kleinem Raum zu erfinden erfordert Planung.',
    instructions: [
      'Stell dir vor, du machst Urlaub auf einem seltsamen Planeten.',
      'Zeichne die Landschaft: Welche Farbe hat der Himmel? Was wächst dort?',
      'Füge die Wesen hinzu, die dort leben.',
      'Zeichne dich in deinem Raumanzug irgendwo ins Bild.',
      'Erzähl mir, was du auf die Rückseite nach Hause schreiben würdest.',
    ],
    unseen: ['ein anderer Planet', 'die Nachricht auf der Rückseite'],
  },
  'design-a-book-cover': {
    title: 'Gestalte ein Buchcover',
    description:
      'Ihr Kind erfindet ein Buch und gestaltet sein Cover, mit dem Titel in großen Buchstaben und einem Bild, das Lust aufs Lesen macht. Es verbindet Zeichnen, Schrift und Geschichte.',
    instructions: [
      'Denk dir einen Titel für eine Geschichte aus. Worum geht es?',
      'Schreib den Titel oben in großen, schmuckvollen Buchstaben.',
      'Zeichne die Hauptfigur auf das Cover.',
      'Deute im Hintergrund das Abenteuer an.',
      'Erzähl mir, was auf der ersten Seite passiert.',
    ],
    unseen: ['die Geschichte hinter dem Cover', 'der ausgedachte Titel'],
  },
  'four-panel-comic': {
    title: 'Comic in vier Bildern',
    description:
      'Ein kurzer Comicstreifen mit Sprechblasen. Die Figuren von Bild zu Bild gleich zu halten, während die Geschichte weitergeht, ist eine echte künstlerische Herausforderung.',
    instructions: [
      'Zeichne vier Kästchen nebeneinander auf dein Papier.',
      'Erfinde eine Figur und zeichne sie ins erste Kästchen.',
      'Lass in den Kästchen zwei und drei etwas passieren.',
      'Gib der Geschichte in Kästchen vier ein lustiges oder überraschendes Ende.',
      'Füge Sprechblasen hinzu, damit deine Figuren sprechen können.',
    ],
    unseen: ['die Geschichte von Bild zu Bild', 'dieselbe Figur in jedem Bild'],
  },
  'teddy-bears-picnic': {
    title: 'Das Teddybär-Picknick',
    description:
      'Eine Picknickdecke mit Spielsachen drumherum und Essen zum Teilen. Mehrere Dinge um eine Form herum zu platzieren ist ein großer Schritt beim Anordnen eines Bildes.',
    instructions: [
      'Zeichne eine große, eckige Decke.',
      'Setz deinen Teddy und deine anderen Spielsachen an den Rand.',
      'Zeichne Teller mit Essen auf die Decke.',
      'Wer teilt mit wem?',
      'Zeichne die Sonne, die auf das Picknick scheint.',
    ],
    unseen: ['Spielsachen, die ein Picknick teilen'],
  },
  'a-tiny-world': {
    title: 'Eine winzige Welt',
    description:
      'Eine ganze Szene auf einem Haftzettel oder einem kleinen Quadrat Papier. Klein zu zeichnen verlangt eine leichte Hand und sorgfältige Entscheidungen darüber, was hineinkommt.',
    instructions: [
      'Nimm einen Haftzettel oder ein kleines Quadrat Papier.',
      'Such dir eine Szene aus: einen Strand, ein Schlafzimmer oder einen Wald.',
      'Zeichne zuerst das größte Ding und halte es dabei klein.',
      'Füge mit einem spitzen Bleistift winzige Details hinzu.',
      'Mach eine zweite winzige Welt und leg beide nebeneinander.',
    ],
    unseen: ['eine ganze Szene auf winzigem Raum'],
  },
};
