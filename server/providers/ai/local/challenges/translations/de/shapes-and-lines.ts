import type { ChallengeTranslation } from '../types.ts';

export const SHAPES_AND_LINES_DE: Record<string, ChallengeTranslation> = {
  'shape-explorer': {
    title: 'Formen-Entdecker',
    description:
      'Ihr Kind sucht im Zuhause nach Kreisen, Quadraten und Dreiecken und zeichnet dann die, die es findet. Formen laut zu benennen legt die Bausteine für jede spätere Zeichnung.',
    instructions: [
      'Schau dich im Zimmer um und finde etwas Rundes, etwas Eckiges und etwas Spitzes.',
      'Zeichne einen großen Kreis, dann ein Quadrat, dann ein Dreieck.',
      'Zeig auf jede Form und sag ihren Namen.',
      'Mach aus einer deiner Formen etwas: eine Sonne, ein Fenster oder einen Hut.',
    ],
    unseen: ['Formen im Zuhause finden', 'jede Form laut benennen'],
  },
  'wiggles-and-zigzags': {
    title: 'Schlangenlinien und Zickzack',
    description:
      'Große, freie Linien aller Art: wellig, zickzack, gerade und mit Schleifen. In diesem Alter geht es um die Bewegung, also kleben Sie das Papier fest und lassen Sie den Arm schwingen.',
    instructions: [
      'Mach eine lange Linie, die ganz über das Papier geht.',
      'Jetzt lass sie schlängeln wie eine Schlange.',
      'Mach ein Zickzack, rauf und runter wie ein Berg.',
      'Probier eine Schleifenlinie, die rundherum geht.',
      'Welche Linie hat am meisten Spaß gemacht?',
    ],
    unseen: ['eine Schlangenlinie, ein Zickzack und eine Schleife', 'der frei schwingende Arm'],
  },
  'big-circle-little-circle': {
    title: 'Großer Kreis, kleiner Kreis',
    description:
      'Ihr Kind übt, einen Kreis zu schließen, erst einen großen, dann kleine. Das Ende einer Linie mit ihrem Anfang zu verbinden ist ein großer Schritt hin zum Zeichnen echter Dinge.',
    instructions: [
      'Zeichne den größten Kreis, den du kannst.',
      'Lass die Linie dorthin zurückkommen, wo sie angefangen hat.',
      'Zeichne jetzt einen winzigen Kreis hinein.',
      'Zeichne noch mehr kleine Kreise rund um den großen.',
      'Was könnten deine Kreise sein? Seifenblasen, Luftballons oder Augen?',
    ],
    unseen: ['was die Kreise sein könnten'],
  },
  'spiral-snails': {
    title: 'Spiralschnecken',
    description:
      'Spiralen brauchen eine langsame, ruhige Hand, und eine Schnecke gibt ihnen einen Grund. Eine schöne Art, Kontrolle zu üben, ohne dass es sich nach Üben anfühlt.',
    instructions: [
      'Fang mit einem Punkt in der Mitte des Blattes an.',
      'Geh rundherum um den Punkt und werde jedes Mal größer.',
      'Füge einen Kopf und zwei Fühler hinzu, damit es eine Schnecke wird.',
      'Zeichne eine ganze Schneckenfamilie, groß und klein.',
      'Gib deinen Schnecken eine wackelige Spur hinter sich.',
    ],
    unseen: ['eine Schneckenfamilie', 'eine langsame, ruhige Hand'],
  },
  'close-the-shape': {
    title: 'Schließ die Form',
    description:
      'Ihr Kind zeichnet Formen, deren Linien sich treffen, und malt sie dann aus. So werden aus Kritzeleien Formen mit einem Innen und einem Außen.',
    instructions: [
      'Zeichne eine Form mit einer Linie, die ganz nach Hause zurückkommt.',
      'Mal das Innere deiner Form aus.',
      'Probier jetzt ein Quadrat mit vier Ecken.',
      'Zeichne ein Dreieck mit drei spitzen Ecken.',
      'Mal sie aus und versuch, an den Linien aufzuhören.',
    ],
    unseen: ['Ausmalen, das an den Linien aufhört'],
  },
  'dot-to-dot-shapes': {
    title: 'Punkt-zu-Punkt-Formen',
    description:
      'Sie zeichnen ein paar Punkte, und Ihr Kind verbindet sie zu einer Form. Eine Linie auf ein Ziel zu lenken ist ein tolles Training für die Auge-Hand-Koordination.',
    instructions: [
      'Schau zu, wie ich drei Punkte auf dein Papier male.',
      'Verbinde die Punkte mit geraden Linien. Welche Form ist entstanden?',
      'Jetzt male ich vier Punkte. Kannst du ein Quadrat daraus machen?',
      'Setz deine eigenen Punkte und lass mich sie verbinden.',
      'Mal die Formen aus, die wir gemacht haben.',
    ],
    unseen: ['das Verbinden der Punkte, die Sie gesetzt haben', 'das Abwechseln'],
  },
  'shape-train': {
    title: 'Formen-Zug',
    description:
      'Ein Zug, dessen Wagen alle unterschiedliche Formen haben und jeweils etwas transportieren. Formen in einer Reihe aufzustellen und zu verbinden ist ein Schritt nach vorn in der Kontrolle.',
    instructions: [
      'Zeichne ein großes Quadrat für die Lok.',
      'Häng Wagen dahinter: einen Kreis, ein Dreieck, noch ein Quadrat.',
      'Verbinde sie mit kurzen Linien.',
      'Setz Räder unter jeden Wagen.',
      'Was transportiert jeder Wagen? Zeichne es hinein.',
    ],
    unseen: ['ein Zug', 'was jeder Wagen transportiert'],
  },
  'line-parade': {
    title: 'Linienparade',
    description:
      'Eine Seite voller Streifen, in der jede Reihe eine andere Art von Linie ist. Sie zeigt Ihrem Kind, wie viele Arten es gibt, einen Stift zu bewegen.',
    instructions: [
      'Zeichne eine gerade Linie quer über den oberen Rand des Blattes.',
      'Zeichne darunter eine Wellenlinie, dann ein Zickzack.',
      'Probier eine gepunktete Linie, eine Schleifenlinie und eine holprige Linie.',
      'Erfinde eine Linie, die noch niemand gesehen hat.',
      'Mal die Zwischenräume zwischen den Linien aus.',
    ],
    unseen: ['eine andere Art von Linie in jeder Reihe', 'eine Linie, die noch niemand gesehen hat'],
  },
  'shape-monsters': {
    title: 'Formen-Monster',
    description:
      'Monster, die nur aus Formen gebaut sind: ein eckiger Körper, Dreieckszähne, Kreisaugen. Kinder lieben den Unsinn und lernen, aus einfachen Teilen komplexe Dinge zu bauen.',
    instructions: [
      'Such dir eine große Form für den Körper deines Monsters aus.',
      'Füge Kreisaugen hinzu, so viele du willst.',
      'Gib ihm Dreieckszähne oder Stacheln.',
      'Nimm Rechtecke für Arme und Beine.',
      'Sag mir, wie dein Monster heißt und was es gern isst.',
    ],
    unseen: ['ein Monster', 'der Name und das Lieblingsessen des Monsters'],
  },
  'shape-robot': {
    title: 'Bau einen Formen-Roboter',
    description:
      'Ihr Kind entwirft einen Roboter aus Rechtecken, Kreisen und Dreiecken und entscheidet, was wohin kommt. Die Teile vor dem Zeichnen zu planen ist ein wichtiger Schritt hin zu größeren Bildern.',
    instructions: [
      'Zeichne ein großes Rechteck für den Körper des Roboters.',
      'Setz einen eckigen Kopf obendrauf.',
      'Gib ihm Arme und Beine aus langen Rechtecken.',
      'Füge Knöpfe, Regler und Lichter aus kleinen Kreisen hinzu.',
      'Welche Arbeit macht dein Roboter? Zeichne etwas, das ihm hilft.',
    ],
    unseen: ['ein Roboter', 'die Arbeit, die der Roboter macht'],
  },
  'hidden-shapes-at-home': {
    title: 'Versteckte Formen zu Hause',
    description: 'Alltägliche Gegenstände bestehen aus einfachen Formen. Sie zu entdecken hilft Ihrem Kind, echte Dinge mit Selbstvertrauen zu zeichnen.',
    instructions: [
      'Such dir etwas zu Hause aus, zum Beispiel eine Uhr, einen Stuhl oder eine Lampe.',
      'Such die Formen, die sich darin verstecken: Kreise, Rechtecke, Dreiecke.',
      'Zeichne zuerst diese Formen, ganz leicht.',
      'Verbinde sie und füge die Einzelheiten hinzu.',
      'Zeig mir, welche Form sich wo versteckt hat.',
    ],
    unseen: ['der echte Gegenstand, nach dem gezeichnet wurde', 'die Formen, die sich darin verstecken'],
  },
  'one-continuous-line': {
    title: 'Eine durchgehende Linie',
    description:
      'Ein ganzes Bild, gezeichnet ohne den Stift abzusetzen. Das bremst Kinder, lässt sie vorausdenken, und die wackeligen Ergebnisse sind immer reizend.',
    instructions: [
      'Such dir etwas Einfaches zum Zeichnen aus: eine Katze, eine Tasse oder ein Haus.',
      'Setz deinen Stift aufs Papier und heb ihn nicht hoch, bis du fertig bist.',
      'Geh langsam vor und lass die Linie um die ganze Form wandern.',
      'Wenn du zurück musst, fahr über eine Linie, die du schon gemacht hast.',
      'Schau dir deine Zeichnung an: Wo hat dich die Linie überrascht?',
    ],
    unseen: ['Zeichnen, ohne den Stift abzusetzen', 'das, was die Linie zeigt'],
  },
  'boxes-and-cans': {
    title: 'Ganz plastisch: Kisten und Dosen',
    description:
      'Ihr Kind lernt, eine Kiste und eine Dose so zu zeichnen, dass sie fest und nicht flach aussehen. Zu sehen, wie aus einer flachen Form ein 3D-Gegenstand wird, ist ein großer Moment beim Zeichnen.',
    instructions: [
      'Zeichne ein Quadrat, dann ein zweites Quadrat ein Stück höher und zur Seite.',
      'Verbinde die Ecken mit vier kurzen Linien: Du hast eine Kiste gemacht!',
      'Für eine Dose zeichne oben ein Oval, zwei gerade Seiten und einen runden Boden.',
      'Mach aus deiner Kiste ein Geschenk und aus deiner Dose eine Trommel.',
      'Füge auf einer Seite einen Schatten hinzu, damit sie fest aussehen.',
    ],
    unseen: ['eine Kiste und eine Dose, die fest aussehen', 'ein Geschenk und eine Trommel'],
  },
  'build-a-snowman': {
    title: 'Bau einen Schneemann',
    description:
      'Drei übereinandergestapelte Kreise ergeben einen Schneemann, und dann liegt der Spaß in den Einzelheiten: ein Hut, Knöpfe, ein Schal. Formen so zu stapeln, dass sie sich berühren, ist ein echter Schritt nach vorn.',
    instructions: [
      'Zeichne einen großen Kreis unten auf das Blatt.',
      'Setz einen mittelgroßen Kreis darauf, sodass sie sich berühren.',
      'Füge obendrauf einen kleinen Kreis für den Kopf hinzu.',
      'Gib deinem Schneemann Augen, eine Karottennase, Knöpfe und einen Hut.',
      'Zeichne Schnee, der überall herunterfällt.',
    ],
    unseen: ['ein Schneemann', 'fallender Schnee'],
  },
  'texture-sampler': {
    title: 'Oberflächen-Musterbuch',
    description:
      'Kästchen, gefüllt mit dem Aussehen verschiedener Oberflächen: Fell, Ziegel, Holz, Gras, Schuppen. Ältere Kinder lieben es, für jede Oberfläche eine eigene Art von Linie zu finden.',
    instructions: [
      'Zeichne sechs Kästchen auf dein Blatt.',
      'Fass Dinge um dich herum an: ein Handtuch, eine Wand, einen Baum, ein Kissen.',
      'Erfinde in jedem Kästchen Linien, die zeigen, wie sich eines davon anfühlt.',
      'Schreib in jedes Kästchen, was es ist.',
      'Verwende deine Lieblingsoberfläche in einer kleinen Zeichnung.',
    ],
    unseen: ['wie sich jede Oberfläche anfühlt', 'welche Oberfläche jedes Kästchen zeigt'],
  },
};
