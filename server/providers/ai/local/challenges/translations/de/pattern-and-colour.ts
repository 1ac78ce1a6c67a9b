import type { ChallengeTranslation } from '../types.ts';

export const PATTERN_AND_COLOUR_DE: Record<string, ChallengeTranslation> = {
  'dot-party': {
    title: 'Punkteparty',
    description:
      'Überall Punkte: mit Filzstiften, Wachsmalstiften oder in Farbe getauchten Fingerspitzen. Punkte machen ist für die kleinsten Hände leicht und wunderbar für die Kontrolle.',
    instructions: [
      'Mach einen Punkt. Jetzt mach ganz viele Punkte!',
      'Mach große Punkte und winzige Punkte.',
      'Probier Punkte in einer Reihe, einen nach dem anderen.',
      'Nimm für jede Reihe eine andere Farbe.',
      'Kannst du ein Punktebild machen, wie einen Marienkäfer oder eine Blume?',
    ],
    unseen: ['Punkte in einer Reihe', 'ein Punktebild wie ein Marienkäfer'],
  },
  'rainbow-stripes': {
    title: 'Regenbogenstreifen',
    description:
      'Ihr Kind malt einen Regenbogen, eine Farbe nach der anderen. Farben der Reihe nach auszuwählen und zu benennen beruhigt und fördert die Kontrolle über gebogene Linien.',
    instructions: [
      'Nimm zuerst Rot und zeichne eine große gebogene Linie wie eine Brücke.',
      'Nimm Orange und zeichne den nächsten Bogen direkt darunter.',
      'Mach weiter: Gelb, Grün, Blau, Lila.',
      'Füge an jedem Ende eine Wolke hinzu.',
      'Was ist am Ende deines Regenbogens?',
    ],
    unseen: ['ein Regenbogen', 'die Farben in der Reihenfolge des Regenbogens'],
  },
  'patterned-snake': {
    title: 'Die gemusterte Schlange',
    description:
      'Eine lange, schlängelnde Schlange voller Streifen, Punkte oder Zickzacks. Ein Muster entlang einer Form zu wiederholen fördert Rhythmus und Kontrolle zugleich.',
    instructions: [
      'Zeichne eine lange, schlängelnde Schlange quer über das Blatt.',
      'Gib ihr einen Kopf mit Augen und einer Zunge.',
      'Zeichne Streifen über ihren ganzen Körper.',
      'Mal die Streifen aus: eine Farbe, dann eine andere, dann wieder die erste.',
      'Zeichne deiner Schlange einen Freund mit einem anderen Muster.',
    ],
    unseen: ['eine Schlange', 'ein sich wiederholendes Muster'],
  },
  'fill-it-up': {
    title: 'Alles ausmalen',
    description:
      'Ihr Kind malt große Formen aus und versucht, jede Lücke zu füllen. Langsam und vollständig auszumalen ist toll für den Griff und die Handkraft.',
    instructions: [
      'Zeichne drei große Formen: einen Kreis, ein Quadrat und ein Herz.',
      'Such für jede eine Farbe aus.',
      'Mal die erste Form aus und füll alle weißen Stellen.',
      'Versuch aufzuhören, wenn du an die Linie kommst.',
      'Welche war am leichtesten auszumalen?',
    ],
    unseen: ['Formen, die bis zum Rand ausgemalt sind'],
  },
  'crayon-colour-mixing': {
    title: 'Farben mischen mit Wachsmalstiften',
    description: 'Einen Wachsmalstift über einen anderen zu malen ergibt neue Farben. Ihr Kind entdeckt Grün aus Gelb und Blau und Orange aus Rot und Gelb.',
    instructions: [
      'Mal eine gelbe Fläche und drück dabei leicht auf.',
      'Mal Blau darüber. Welche Farbe ist herausgekommen?',
      'Probier Rot mit Gelb, dann Rot mit Blau.',
      'Mach eine kleine Tabelle deiner neuen Farben.',
      'Verwende deine neuen Farben in einem kleinen Bild.',
    ],
    unseen: ['neue Farben durch Übereinandermalen', 'welche Stifte gemischt wurden'],
  },
  'butterfly-wings': {
    title: 'Schmetterlingsflügel',
    description:
      'Ihr Kind verziert einen Schmetterling so, dass beide Flügel gleich sind. Punkte und Farben von einer Seite auf die andere zu spiegeln ist ein erster Schritt zur Symmetrie.',
    instructions: [
      'Zeichne einen langen Körper in die Mitte des Blattes.',
      'Füge auf jeder Seite einen großen Flügel hinzu.',
      'Zeichne ein Muster auf einen Flügel: Punkte, Herzen oder Linien.',
      'Zeichne dasselbe Muster auf den anderen Flügel, wie in einem Spiegel.',
      'Mal beide Seiten gleich aus.',
    ],
    unseen: ['ein Schmetterling', 'dieselben Farben auf beiden Seiten'],
  },
  'patchwork-quilt': {
    title: 'Flickendecke',
    description:
      'Eine Decke aus Quadraten, jedes mit seinem eigenen Muster. Ein Raster zu planen und zu füllen hält Kinder bei der Sache und macht sie stolz auf das fertige Blatt.',
    instructions: [
      'Zeichne ein großes Quadrat und teil es in kleinere Quadrate auf.',
      'Füll jedes kleine Quadrat mit einem anderen Muster.',
      'Nimm Streifen, Punkte, Zickzacks, Herzen oder Karos.',
      'Mal die Quadrate so aus, dass keine zwei nebeneinander gleich sind.',
      'Wen möchtest du mit dieser Decke warm halten?',
    ],
    unseen: ['ein anderes Muster in jedem Quadrat'],
  },
  'stained-glass-window': {
    title: 'Buntglasfenster',
    description:
      'Kräftige dunkle Linien teilen das Blatt in Formen, jede mit einer leuchtenden Farbe gefüllt. Im Fenster aufgehängt sieht es wunderbar aus, und es lehrt das Planen mit Linien.',
    instructions: [
      'Zeichne einen großen Bogen oder Kreis für das Fenster.',
      'Durchzieh ihn mit gebogenen und geraden Linien, sodass viele Formen entstehen.',
      'Fahr die Linien mit einem schwarzen Wachsmalstift nach.',
      'Mal jede Form in einer anderen leuchtenden Farbe aus.',
      'Halt es gegen das Licht. Was siehst du?',
    ],
    unseen: ['Licht, das durch ein Fenster scheint'],
  },
  'design-wrapping-paper': {
    title: 'Gestalte Geschenkpapier',
    description:
      'Ihr Kind entwirft Geschenkpapier mit einem Muster, das sich über das ganze Blatt wiederholt. Ein Muster bis zum Ende durchzuhalten erfordert Planung und Ausdauer.',
    instructions: [
      'Such dir ein kleines Bild zum Wiederholen aus: einen Stern, ein Herz, eine Blume.',
      'Zeichne es in einer Reihe quer über den oberen Rand des Blattes.',
      'Zeichne die nächste Reihe darunter und lass Platz dazwischen.',
      'Füge in die Lücken ein zweites kleines Bild ein.',
      'Wem würdest du ein Geschenk geben, das darin eingepackt ist?',
    ],
    unseen: ['ein Muster, das sich wiederholt', 'Geschenkpapier'],
  },
  'doodle-squares': {
    title: 'Kritzelquadrate',
    description:
      'Kleine Quadrate voller Kritzelmuster: ein entspanntes Aufwärmen, das ältere Kinder oft lieben. Kein großer Plan, einfach eine Linie nach der anderen.',
    instructions: [
      'Zeichne sechs kleine Quadrate auf dein Blatt.',
      'Füll das erste mit einem einfachen Muster: Linien, Punkte oder Kreise.',
      'Füll jedes Quadrat mit einem anderen Muster.',
      'Probier ein Quadrat mit einem Muster, das du erfindest.',
      'Welches Quadrat hättest du gern auf einem T-Shirt?',
    ],
    unseen: ['ein anderes Muster in jedem Quadrat'],
  },
  'warm-and-cool-colours': {
    title: 'Warme und kalte Farben',
    description:
      'Ihr Kind zeichnet dasselbe Bild zweimal, einmal in warmen und einmal in kalten Farben, und sieht, wie sich die Stimmung ändert. Eine einfache Farblektion mit Aha-Effekt.',
    instructions: [
      'Sortier deine Stifte in warme Farben (Rot, Orange, Gelb) und kalte Farben (Blau, Grün, Lila).',
      'Zeichne ein einfaches Bild, zum Beispiel ein Haus unter dem Himmel.',
      'Zeichne es noch einmal auf die andere Hälfte des Blattes.',
      'Mal eines nur mit warmen Farben und eines nur mit kalten Farben aus.',
      'Welches fühlt sich nach Sommer an? Welches nach Winter?',
    ],
    unseen: ['Farben, sortiert in warm und kalt', 'eine Sommer- und eine Winterstimmung'],
  },
  'circle-mandala': {
    title: 'Kreis-Mandala',
    description: 'Ein rundes Muster, das sich Ring für Ring um eine Mitte wiederholt. Fesselnd, beruhigend und toll für Symmetrie und sorgfältiges Platzieren.',
    instructions: [
      'Zeichne einen kleinen Kreis in die Mitte und größere Kreise drumherum.',
      'Zeichne im ersten Ring rundherum immer dieselbe Form.',
      'Füll den nächsten Ring mit einer anderen, sich wiederholenden Form.',
      'Mach so weiter bis zum Rand.',
      'Mal es so aus, dass jeder Ring rundherum gleich ist.',
    ],
    unseen: ['Formen, die sich rundherum wiederholen'],
  },
  'finish-the-other-half': {
    title: 'Ergänze die andere Hälfte',
    description:
      'Kleben Sie ein halbes Gesicht aus einer Zeitschrift aufs Papier, und Ihr Kind zeichnet die fehlende Hälfte. Ein lustiges Rätsel rund um Zuordnen und Symmetrie.',
    instructions: [
      'Kleb ein halbes Gesicht aus einer Zeitschrift aufs Papier.',
      'Schau, wo Auge, Nase und Mund auf dieser Hälfte sind.',
      'Zeichne die fehlende Hälfte so, dass sie dazu passt.',
      'Versuch, auch die Farben anzupassen.',
      'Sehen die beiden Hälften gleich oder verschieden aus? Beides ist spannend!',
    ],
    unseen: ['welche Hälfte aus der Zeitschrift stammt'],
  },
  'sunset-sky': {
    title: 'Sonnenuntergangshimmel',
    description:
      'Ein Himmel, der von Gelb über Orange und Rosa zu Lila verläuft, mit dunklen Silhouetten davor. Farben weich ineinander übergehen zu lassen braucht sanften, geduldigen Druck.',
    instructions: [
      'Mal unten am Himmel einen gelben Streifen.',
      'Füge darüber Orange hinzu und lass die Farben sich überlappen.',
      'Mach nach oben weiter mit Rosa, dann Lila.',
      'Verwisch die Ränder sanft mit einem hellen Stift oder deinem Finger.',
      'Zeichne dunkle Formen davor: Hügel, Bäume oder eine Stadt.',
    ],
    unseen: ['ein Sonnenuntergang', 'Farben, die weich ineinander übergehen'],
  },
  'tessellation-tiles': {
    title: 'Parkettfliesen',
    description:
      'Formen, die ohne Lücken zusammenpassen, wie Fliesen auf einem Boden. Ihr Kind entwirft eine Fliese und wiederholt sie über das ganze Blatt: ein Rätsel für Kopf und Hand.',
    instructions: [
      'Schneide zusammen mit einem Erwachsenen ein kleines Quadrat aus Karton aus.',
      'Schneide an einer Seite ein Stück heraus und kleb es an die gegenüberliegende Seite.',
      'Fahr deine neue Form nach, schieb sie weiter und fahr sie wieder nach, sodass sie zusammenpassen.',
      'Füll das Blatt mit deinen Fliesen.',
      'Mach aus jeder Fliese ein Wesen oder ein Muster.',
    ],
    unseen: ['Fliesen, die ohne Lücken zusammenpassen'],
  },
  'bubble-letter-name': {
    title: 'Dein Name in Blasenbuchstaben',
    description:
      'Ihr Kind schreibt seinen Namen in großen, aufgeblasenen Blasenbuchstaben und verziert jeden einzelnen. Bei Schulkindern sehr beliebt und eine entspannte Art, Umrisse zu üben.',
    instructions: [
      'Schreib deinen Namen leicht in großen Buchstaben.',
      'Zeichne um jeden Buchstaben einen aufgeblasenen Umriss.',
      'Radier die dünnen Linien darin weg oder lass sie einfach stehen.',
      'Füll jeden Buchstaben mit einem Muster oder einer Farbe.',
      'Füge rund um deinen Namen einen Schatten oder etwas Glitzer hinzu.',
    ],
    unseen: ['der Name in Buchstaben'],
  },
  'snowflake-patterns': {
    title: 'Schneeflockenmuster',
    description: 'Jede Schneeflocke hat sechs gleiche Arme. Ihr Kind entwirft seine eigene und wiederholt jedes Detail auf jedem Arm.',
    instructions: [
      'Zeichne drei lange Linien, die sich in der Mitte kreuzen, wie ein Stern mit sechs Armen.',
      'Füge nahe am Ende eines Arms ein kleines V hinzu.',
      'Übertrag dasselbe V auf alle sechs Arme.',
      'Füge weitere Formen hinzu und wiederhole jede rundherum.',
      'Zeichne ein ganzes Schneegestöber aus verschiedenen Schneeflocken.',
    ],
    unseen: ['eine Schneeflocke', 'sechs gleiche Arme'],
  },
  'bead-necklace': {
    title: 'Perlenkette',
    description:
      'Eine lange Schnur mit Perlen in einem sich wiederholenden Muster aus Farben und Formen. Das Muster durchzuhalten ist ein erster Vorgeschmack aufs Vorausplanen.',
    instructions: [
      'Zeichne eine lange gebogene Linie für die Schnur.',
      'Zeichne eine runde Perle darauf, dann eine eckige Perle.',
      'Mach weiter: rund, eckig, rund, eckig.',
      'Mal sie auch in einem Muster aus: rot, blau, rot, blau.',
      'Wem würdest du deine Kette schenken?',
    ],
    unseen: ['eine Kette', 'ein sich wiederholendes Muster'],
  },
  'fold-and-print-butterfly': {
    title: 'Klatschbild-Schmetterling',
    description:
      'Farbkleckse auf eine Hälfte des Papiers, zuklappen, andrücken, und beim Aufklappen erscheint ein gleichmäßiger Schmetterling. Eine zauberhafte erste Begegnung mit Symmetrie für kleine Hände.',
    instructions: [
      'Falte das Papier in der Mitte und klapp es wieder auf.',
      'Mach Farbkleckse nur auf eine Seite.',
      'Klapp es zu und drück überall mit deinen Händen darauf.',
      'Klapp es auf! Was siehst du auf beiden Seiten?',
      'Zeichne einen Körper und Fühler in die Mitte, damit ein Schmetterling daraus wird.',
    ],
    unseen: ['ein Schmetterling', 'der Abdruck, den das Falten gemacht hat'],
  },
};
