import type { ChallengeTranslation } from '../types.ts';

export const PLACES_AND_MAPS_DE: Record<string, ChallengeTranslation> = {
  'big-paper-big-marks': {
    title: 'Großes Papier, große Striche',
    description:
      'Kleben Sie ein großes Blatt auf den Boden oder Tisch und lassen Sie Ihr Kind es bedecken. Das ganze Blatt zu nutzen hilft ihm, den Raum zu entdecken, bevor es ihn mit Dingen füllt.',
    instructions: [
      'Lass uns ein großes Papier festkleben, damit es nicht verrutscht.',
      'Mach Striche in jede Ecke des Papiers.',
      'Jetzt mach einen großen Schwung quer durch die Mitte.',
      'Probier kleine Striche und große Striche.',
      'Findest du eine Stelle, an der noch nichts ist? Füll sie!',
    ],
    unseen: ['der frei schwingende Arm'],
  },
  'path-to-grandmas': {
    title: 'Der Weg zu Oma',
    description:
      'Ihr Kind zeichnet einen Weg von einer Seite des Blattes zur anderen, mit einem Haus an jedem Ende. Linien, die irgendwohin führen, sind der Anfang von Karten und Geschichten.',
    instructions: [
      'Zeichne ein kleines Haus in eine Ecke.',
      'Zeichne ein anderes Haus in die andere Ecke: Das ist Omas Haus.',
      'Zeichne einen Weg von einem Haus zum anderen.',
      'Lass ihn um einen Baum herum oder über eine Brücke schlängeln.',
      'Lass deine Finger den Weg entlanglaufen. Wen besuchst du?',
    ],
    unseen: ['der Weg zu Oma', 'wen das Kind besucht'],
  },
  'boat-on-the-water': {
    title: 'Ein Boot auf dem Wasser',
    description:
      'Ein Boot, das unter dem Himmel auf welligem Wasser schwimmt. Dinge auf eine Linie zu setzen ist der Weg, wie Kinder anfangen, ihre Bilder auf den Boden zu stellen.',
    instructions: [
      'Zeichne Wellenlinien quer über den unteren Teil des Blattes für das Meer.',
      'Zeichne ein Boot, das oben auf den Wellen sitzt.',
      'Gib ihm ein Segel oder einen Schornstein.',
      'Füge eine Sonne oder ein paar Wolken am Himmel hinzu.',
      'Wohin segelt dein Boot?',
    ],
    unseen: ['ein Boot', 'das Meer', 'wohin das Boot segelt'],
  },
  'my-house': {
    title: 'Mein Haus',
    description:
      "Ihr Kind zeichnet sein eigenes Zuhause: Wände, Dach, Tür und Fenster, auf dem Boden stehend. Häuser lehren Formen, Platzierung und ein Gefühl für 'innen und außen'.",
    instructions: [
      'Zeichne ein Quadrat für das Haus und obendrauf ein Dreiecksdach.',
      'Füge unten eine Tür hinzu, damit man hineingehen kann.',
      'Mal die Fenster hinein. Wie viele hat dein Zuhause?',
      'Zeichne den Boden unter das Haus.',
      'Wer schaut aus dem Fenster?',
    ],
    unseen: ['das eigene Zuhause', 'wer hinausschaut'],
  },
  'inside-my-house': {
    title: 'In meinem Haus',
    description:
      'Ihr Kind zeichnet sein Zuhause so, als wäre die Vorderwand abgenommen, und zeigt die Zimmer darin. Für Kinder in diesem Alter ist das eine natürliche Art zu zeigen, was sie wissen.',
    instructions: [
      'Zeichne ein großes Haus ohne Vorderwand.',
      'Teil es mit Linien in Zimmer auf.',
      'Zeichne, was in jedem Zimmer ist: ein Bett, einen Tisch, eine Badewanne.',
      'Setz deine Familie in die Zimmer, in denen sie gern sind.',
      'Erzähl mir, was in jedem Zimmer passiert.',
    ],
    unseen: ['die Zimmer des eigenen Zuhauses', 'was in jedem Zimmer passiert'],
  },
  'picnic-from-above': {
    title: 'Picknick von oben',
    description:
      'Eine Picknickdecke, so gezeichnet, wie ein Vogel sie sehen würde. Von oben zu zeichnen ist eine neue Art zu schauen, die das räumliche Denken fordert.',
    instructions: [
      'Stell dir vor, du bist ein Vogel und schaust auf ein Picknick hinunter.',
      'Zeichne eine große, eckige Decke mit Karomuster.',
      'Stell Teller, Becher und Essen darauf. Von oben sehen sie rund aus!',
      'Zeichne die Köpfe der Leute von oben rund um die Decke.',
      'Welches Essen würdest du mitbringen?',
    ],
    unseen: ['die Vogelperspektive', 'ein Picknick'],
  },
  'castle-on-a-hill': {
    title: 'Die Burg auf dem Hügel',
    description:
      'Türme, Mauern, Fahnen und ein gewundener Weg den Hügel hinauf. Formen zu stapeln und die Burg in die Landschaft zu setzen bringt mehrere Fähigkeiten zusammen.',
    instructions: [
      'Zeichne unten auf das Blatt einen großen runden Hügel.',
      'Bau die Burg obendrauf, mit Rechtecken für Mauern und Türme.',
      'Füge Dreiecksdächer und Fahnen hinzu.',
      'Zeichne Fenster, ein großes Tor und vielleicht eine Zugbrücke.',
      'Zeichne einen Weg, der sich den Hügel hinaufwindet. Wer wohnt hier?',
    ],
    unseen: ['eine Burg auf einem Hügel', 'wer dort wohnt'],
  },
  'treasure-map': {
    title: 'Schatzkarte',
    description:
      'Ihr Kind erfindet eine Insel, versteckt einen Schatz und zeichnet eine Karte, um ihn zu finden. Karten verbinden Planung, Symbole und Erzählen in einem sehr motivierenden Bild.',
    instructions: [
      'Zeichne den Umriss einer Insel.',
      'Füge Orte hinzu: einen Wald, einen Berg, einen Fluss und eine Höhle.',
      'Versteck den Schatz und markier ihn mit einem X.',
      'Zeichne einen gepunkteten Weg vom Strand zum X.',
      'Erzähl mir von den Gefahren unterwegs.',
    ],
    unseen: ['eine Schatzkarte', 'die Gefahren unterwegs'],
  },
  'my-way-to-school': {
    title: 'Mein Weg zur Schule',
    description:
      'Eine Karte des Weges von zu Hause zur Schule oder zur Kita, mit Wegmarken unterwegs. Sie verbindet Zeichnen mit Erinnerung und alltäglichen Wegen.',
    instructions: [
      'Zeichne dein Zuhause an ein Ende des Blattes.',
      'Zeichne deine Schule oder Kita an das andere Ende.',
      'Verbinde sie mit den Straßen oder Wegen, die du nimmst.',
      'Füge die Dinge hinzu, an denen du vorbeikommst: Läden, einen Park, einen Zebrastreifen.',
      'Was ist dein Lieblingsteil des Weges?',
    ],
    unseen: ['der echte Weg zur Schule', 'die Orte, an denen das Kind vorbeikommt'],
  },
  'map-of-my-room': {
    title: 'Karte meines Zimmers',
    description:
      'Ihr Kind zeichnet sein Zimmer als Grundriss, von oben gesehen. Dabei muss es einen Raum, den es kennt, in Formen verwandeln und jede an die richtige Stelle setzen.',
    instructions: [
      'Stell dich in dein Zimmer und schau, wo alles steht.',
      'Zeichne die Wände als große Form, mit der Tür und dem Fenster.',
      'Zeichne dein Bett, deine Regale und deinen Teppich, wie sie von oben aussehen.',
      'Prüf nach: Ist alles an der richtigen Stelle?',
      'Markier deinen Lieblingsplatz mit einem Stern.',
    ],
    unseen: ['ein Zimmer von oben gesehen', 'alles an seinem echten Platz'],
  },
  'the-street-where-i-live': {
    title: 'Die Straße, in der ich wohne',
    description:
      'Häuser, Autos, Bäume und Menschen entlang der Straße Ihres Kindes. Einen vertrauten Ort aus dem Gedächtnis und durch Hinschauen zu zeichnen fördert Details und Aufbau.',
    instructions: [
      'Denk an die Straße vor deinem Zuhause oder schau aus dem Fenster.',
      'Zeichne die Straße quer über das Blatt.',
      'Füge die Häuser oder Gebäude daran hinzu, jedes anders.',
      'Setz Autos, Bäume, Laternen und Menschen hinein.',
      'Was ist eine Sache in deiner Straße, die sonst niemand bemerkt?',
    ],
    unseen: ['die eigene Straße', 'die Sache, die sonst niemand bemerkt'],
  },
  'future-city': {
    title: 'Erfinde eine Stadt der Zukunft',
    description:
      'Ihr Kind entwirft eine Stadt der Zukunft: fliegende Autos, seltsame Gebäude, neue Arten zu leben. Eine große, offene Aufgabe, die Planung, Details und Fantasie zusammenbringt.',
    instructions: [
      'Stell dir eine Stadt in 100 Jahren vor. Was ist anders?',
      'Zeichne zuerst den Boden und die größten Gebäude.',
      'Füge hinzu, wie die Menschen reisen: fliegende Autos, Röhren, Roboter?',
      'Füll die Details aus: Fenster, Schilder, Pflanzen und Menschen.',
      'Erzähl mir von einer Erfindung in deiner Stadt.',
    ],
    unseen: ['eine Stadt der Zukunft', 'die Erfindungen darin'],
  },
  'near-and-far': {
    title: 'Nah und fern',
    description:
      'Eine Landschaft, in der die Dinge kleiner werden, je weiter sie zum Horizont zurückgehen. Sie führt die Tiefe ein, eine der großen Entdeckungen dieses Alters.',
    instructions: [
      'Zeichne eine Linie quer durch die Mitte des Blattes für den Horizont.',
      'Zeichne einen großen Baum weit unten auf das Blatt: Er ist nah bei dir.',
      'Zeichne denselben Baum klein nahe am Horizont: Er ist weit weg.',
      'Mach eine Straße, die nach hinten immer schmaler wird.',
      'Füge Hügel, Häuser oder Tiere hinzu: vorne groß, hinten klein.',
    ],
    unseen: ['Dinge, die in der Ferne kleiner werden', 'ein Gefühl von Tiefe'],
  },
};
