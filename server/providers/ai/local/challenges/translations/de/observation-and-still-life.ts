import type { ChallengeTranslation } from '../types.ts';

export const OBSERVATION_AND_STILL_LIFE_DE: Record<string, ChallengeTranslation> = {
  'colour-hunt': {
    title: 'Farbenjagd',
    description:
      'Ihr Kind wählt eine Farbe, findet zu Hause Dinge in dieser Farbe und zeichnet sie. Die Jagd nach einer Farbe schult das Auge, die Welt wahrzunehmen.',
    instructions: [
      'Such dir deinen Lieblingsstift aus.',
      'Lass uns drei Dinge zu Hause finden, die dieselbe Farbe haben.',
      'Zeichne jedes Ding, das du gefunden hast.',
      'Findest du noch ein Ding in einer anderen Farbe?',
      'Welches Ding war am schwersten zu finden?',
    ],
    unseen: ['zu Hause gefundene Dinge', 'Dinge, die alle eine Farbe haben'],
  },
  'shadow-tracing': {
    title: 'Schatten nachzeichnen',
    description:
      'Stellen Sie ein Spielzeug nahe an ein sonniges Fenster oder eine Lampe aufs Papier und zeichnen Sie seinen Schatten nach. Ihr Kind sieht, wie Licht Formen macht, und erweckt den Schatten dann zum Leben.',
    instructions: [
      'Stell ein Spielzeug nahe an ein sonniges Fenster oder eine Lampe aufs Papier.',
      'Schau dir seinen Schatten auf dem Papier an.',
      'Fahr mit einem Bleistift um den Schatten herum.',
      'Mal den Schatten aus und gib ihm ein Gesicht.',
      'Beweg die Lampe. Verändert sich der Schatten?',
    ],
    unseen: ['ein echter Schatten', 'wie Licht Formen macht'],
  },
  'feel-and-draw': {
    title: 'Fühlen und zeichnen',
    description:
      'Ein Gegenstand versteckt sich in einem Beutel, und Ihr Kind zeichnet ihn nur durch Tasten, bevor er enthüllt wird. Das verbindet Tasten, Form und Zeichnen.',
    instructions: [
      'Steck deine Hand in den Beutel, ohne zu gucken.',
      'Fühl ihn: Ist er rund? Spitz? Weich? Holprig?',
      'Zeichne die Form, die du fühlen kannst.',
      'Hol ihn jetzt heraus und schau ihn an.',
      'Zeichne ihn noch einmal, diesmal mit Hinschauen. Was ist anders?',
    ],
    unseen: ['Zeichnen nur durch Tasten', 'der versteckte Gegenstand'],
  },
  'three-toys-in-a-row': {
    title: 'Drei Spielsachen in einer Reihe',
    description:
      'Drei Spielsachen in einer Reihe auf dem Tisch, nebeneinander gezeichnet. Ihr Kind bemerkt, welches am größten und welches am kleinsten ist und wie sie nebeneinanderstehen.',
    instructions: [
      'Stell drei Spielsachen in einer Reihe auf den Tisch.',
      'Welches ist das größte? Welches ist das kleinste?',
      'Zeichne sie in derselben Reihenfolge auf dein Papier.',
      'Mach das große groß und das kleine klein.',
      'Zeichne den Tisch, auf dem sie stehen.',
    ],
    unseen: ['drei echte Spielsachen', 'die Spielsachen in ihrer echten Größe'],
  },
  'look-and-draw-a-toy': {
    title: 'Schauen und zeichnen: ein Lieblingsspielzeug',
    description:
      'Ihr Kind stellt ein Lieblingsspielzeug vor sich hin und zeichnet es durch Hinschauen. Nach dem Leben statt aus dem Gedächtnis zu zeichnen ist eine neue und spannende Gewohnheit.',
    instructions: [
      'Stell dein Lieblingsspielzeug vor dich auf den Tisch.',
      'Schau es dir genau an: Aus welchen Formen besteht es?',
      'Zeichne zuerst die größte Form.',
      'Füge die kleineren Teile hinzu und schau dabei oft auf das Spielzeug.',
      'Zeig auf eine Sache, die dir aufgefallen ist und die du vorher nicht gesehen hattest.',
    ],
    unseen: ['genaues Hinschauen bei einem echten Spielzeug'],
  },
  'blind-contour-warm-up': {
    title: 'Blindzeichnen zum Aufwärmen',
    description:
      "Ihr Kind zeichnet seine Hand oder eine Tasse und schaut dabei nur auf den Gegenstand, nie aufs Papier. Die lustigen Ergebnisse nehmen den Druck, es 'richtig' zu machen, und schulen genaues Hinschauen.",
    instructions: [
      'Leg einen Gegenstand oder deine andere Hand vor dich hin.',
      'Setz deinen Stift aufs Papier und schau nur auf den Gegenstand.',
      'Zeichne langsam und folge seinen Kanten mit den Augen. Nicht gucken!',
      'Schau dir jetzt deine Zeichnung an, und dann lachen wir zusammen.',
      'Versuch es noch einmal und guck diesmal nur dreimal hin.',
    ],
    unseen: ['Zeichnen, ohne aufs Papier zu schauen', 'der gezeichnete Gegenstand'],
  },
  'quick-sketches': {
    title: 'Schnelle Skizzen',
    description: 'Zeichnungen von je 30 Sekunden halten alles schnell und leicht. Ihr Kind lernt, die Hauptform einzufangen, ohne sich um Details zu sorgen.',
    instructions: [
      'Such dir fünf Dinge um dich herum aus.',
      'Ich stelle für jedes einen Wecker auf 30 Sekunden.',
      'Zeichne nur die Hauptform, bevor der Wecker piept.',
      'Weiter zum nächsten Ding, nichts verbessern!',
      'Such dir deine liebste schnelle Skizze aus und füge ihr ein Detail hinzu.',
    ],
    unseen: ['fünf echte Dinge', 'dreißig Sekunden für jede Skizze'],
  },
  'fruit-bowl': {
    title: 'Obstschale',
    description:
      'Eine echte Schale mit Obst, nach dem Leben gezeichnet. Äpfel, Bananen und Trauben sind freundliche Formen für den Einstieg ins Stillleben, und das Ausmalen ist eine Lektion im Mischen.',
    instructions: [
      'Leg drei Stück Obst in eine Schale vor dich.',
      'Zeichne zuerst die Schale.',
      'Schau dir die Form jedes Obststücks an und zeichne es in die Schale.',
      'Achte darauf, welches Obst vorne liegt, und zeichne es über die anderen.',
      'Mal sie aus und misch zwei Stifte für die Farben dazwischen.',
    ],
    unseen: ['echtes Obst, nach dem Leben gezeichnet', 'welches Obst vorne liegt'],
  },
  'plant-study': {
    title: 'Pflanzenstudie',
    description:
      'Eine Zimmerpflanze oder eine Blume aus dem Garten, Blatt für Blatt gezeichnet. Pflanzen halten still, deshalb eignen sie sich perfekt, um Geduld und Details zu üben.',
    instructions: [
      'Such dir eine Pflanze aus und stell sie dorthin, wo du sie gut sehen kannst.',
      'Zeichne zuerst den Topf.',
      'Folge jedem Stiel nach oben und füge die Blätter eines nach dem anderen hinzu.',
      'Schau dir die Linien auf den Blättern an und zeichne sie.',
      'Mal sie mit mindestens zwei Grüntönen aus.',
    ],
    unseen: ['genaues Hinschauen bei einer echten Pflanze'],
  },
  'draw-your-shoe': {
    title: 'Zeichne deinen Schuh',
    description:
      'Ein Schuh hat Schnürsenkel, Nähte, eine Sohle und ein Logo: viel zu entdecken. Etwas Alltägliches in echten Details zu zeichnen ist zutiefst befriedigend.',
    instructions: [
      'Stell einen deiner Schuhe auf den Tisch.',
      'Zeichne seinen Umriss von der Seite.',
      'Füge die Sohle, die Schnürsenkel und die Löcher hinzu, durch die sie gehen.',
      'Such die Nähte, die Muster und das Logo.',
      'Zeichne ein winziges Detail, das sonst niemand bemerken würde.',
    ],
    unseen: ['genaues Hinschauen bei einem echten Schuh', 'ein Detail, das sonst niemand bemerken würde'],
  },
  'view-from-my-window': {
    title: 'Der Blick aus meinem Fenster',
    description:
      'Ihr Kind zeichnet, was es durch ein Fenster sehen kann, mit dem Fensterrahmen drumherum. Einen Ausblick zu rahmen ist ein erster Vorgeschmack darauf, ein Bild zu komponieren.',
    instructions: [
      'Setz dich ans Fenster und schau hinaus.',
      'Zeichne den Fensterrahmen rund um den Rand deines Papiers.',
      'Zeichne zuerst, was weit weg ist: den Himmel, Dächer oder Bäume.',
      'Dann zeichne, was näher ist: Autos, Zäune, Menschen.',
      'Was würde sich an diesem Ausblick in der Nacht verändern?',
    ],
    unseen: ['der echte Ausblick', 'was fern und was nah ist'],
  },
  'upside-down-drawing': {
    title: 'Kopfüber zeichnen',
    description:
      'Ihr Kind kopiert ein einfaches Bild, das auf dem Kopf steht. Das überlistet das Gehirn, sodass es zeichnet, was es sieht, statt was es erwartet, und Kinder staunen oft über das Ergebnis.',
    instructions: [
      'Such dir eine einfache Strichzeichnung aus und dreh sie auf den Kopf.',
      'Kopier sie Linie für Linie und fang oben an.',
      'Dreh sie nicht um, bevor du fertig bist!',
      'Dreh jetzt beide richtig herum.',
      'Was hat dich überrascht?',
    ],
    unseen: ['ein Bild auf dem Kopf abzeichnen', 'das Bild, das abgezeichnet wird'],
  },
  'light-and-shadow': {
    title: 'Licht und Schatten auf einem Ball',
    description:
      'Richten Sie eine Lampe auf einen Ball, und Ihr Kind schattiert ihn so, dass er rund aussieht, mit einem Schatten auf dem Tisch. Schattieren lässt Zeichnungen fest wirken.',
    instructions: [
      'Leg einen Ball auf den Tisch und leuchte ihn mit einer Lampe von einer Seite an.',
      'Zeichne den Kreis des Balls.',
      'Such die hellste Stelle und lass sie weiß.',
      'Schattiere die Seite, die vom Licht weg ist, immer dunkler.',
      'Zeichne den Schatten, den der Ball auf den Tisch wirft.',
    ],
    unseen: ['Licht und Schatten', 'ein Ball, der rund aussieht'],
  },
  'kitchen-still-life': {
    title: 'Küchen-Stillleben',
    description:
      'Eine kleine Anordnung, etwa eine Tasse, ein Löffel und ein Stück Obst, von Ihrem Kind aufgebaut und sorgfältig gezeichnet. Die Anordnung auszuwählen ist Teil der Kunst.',
    instructions: [
      'Such dir drei Dinge aus der Küche aus und ordne sie auf einem Tuch an.',
      'Schau sie von deinem Platz aus an: Was ist vorne, was ist hinten?',
      'Skizzier zuerst leicht die großen Formen.',
      'Füge die Details und das Muster auf dem Tuch hinzu.',
      'Schattiere die dunkleren Seiten und die Schatten.',
    ],
    unseen: ['drei echte Dinge aus der Küche', 'was vorne und was hinten ist'],
  },
  'my-favourite-food': {
    title: 'Mein Lieblingsessen',
    description:
      'Ihr Kind schaut sich ein echtes Stück seines Lieblingsessens an und zeichnet es in passenden Farben. Das Echte auf dem Tisch zu haben macht Hinschauen und Benennen leicht.',
    instructions: [
      'Leg dein Lieblingsobst oder deinen Lieblingssnack auf einen Teller vor dich.',
      'Welche Form hat es? Fahr die Form mit dem Finger in der Luft nach.',
      'Zeichne die Form auf dein Papier.',
      'Such Stifte, die zu seinen Farben passen, und mal es aus.',
      'Zeichne den Teller darunter. Dann darfst du es essen!',
    ],
    unseen: ['das Lieblingsessen des Kindes', 'Farben, die zum echten Essen passen'],
  },
};
