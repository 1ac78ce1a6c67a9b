import type { ChallengeTranslation } from '../types.ts';

export const ANIMALS_AND_NATURE_DE: Record<string, ChallengeTranslation> = {
  'rainy-day': {
    title: 'Regentag',
    description:
      'Punkte und kurze Striche fallen wie Regen vom Himmel. Das Tupfen und Schnippen mit dem Wachsmalstift trainiert kleine Handbewegungen auf die spielerischste Art.',
    instructions: [
      'Zeichne oben auf das Blatt eine große graue Wolke.',
      'Lass Regentropfen fallen: tipp, tipp, tipp mit deinem Wachsmalstift.',
      'Jetzt lass es mit langen Strichen schütten.',
      'Zeichne unten eine Pfütze.',
      'Kannst du sanften Regen und stürmischen Regen machen?',
    ],
    unseen: ['fallender Regen', 'sanfter Regen und stürmischer Regen'],
  },
  'leaf-rubbings': {
    title: 'Blätter durchreiben',
    description:
      'Sammeln Sie draußen Blätter und reiben Sie dann mit einem Wachsmalstift darüber, bis ihre Adern erscheinen. Ihr Kind sieht die Muster der Natur entstehen und zeichnet dann eigene.',
    instructions: [
      'Geh nach draußen und sammle ein paar verschiedene Blätter.',
      'Leg ein Blatt unter das Papier und reib mit der Seite eines Wachsmalstifts darüber.',
      'Schau, wie die Adern erscheinen! Probier ein anderes Blatt in einer anderen Farbe.',
      'Zeichne jetzt ein eigenes Blatt, mit Linien wie beim echten.',
      'Welches Blatt mochtest du am liebsten?',
    ],
    unseen: ['die Adern eines echten Blattes', 'Blätter draußen sammeln'],
  },
  'circle-caterpillar': {
    title: 'Kreis-Raupe',
    description: 'Eine Raupe aus Kreisen in einer Reihe, jeder berührt den vorigen. Einfach, befriedigend und eine tolle Übung für geschlossene Formen.',
    instructions: [
      'Zeichne einen Kreis für den Kopf und gib ihm ein Gesicht.',
      'Füge einen weiteren Kreis hinzu, der ihn berührt, und noch einen, und noch einen.',
      'Wie lang kann deine Raupe werden?',
      'Gib jedem Kreis zwei kleine Beine.',
      'Mal die Kreise in einem Muster aus: rot, grün, rot, grün.',
    ],
    unseen: ['eine Raupe', 'ein sich wiederholendes Farbmuster'],
  },
  'sunflower-count': {
    title: 'Sonnenblumen zählen',
    description:
      'Eine Sonnenblume mit einer großen runden Mitte und Blütenblättern rundherum. Die Blütenblätter beim Zeichnen zu zählen fördert Kontrolle und Geduld.',
    instructions: [
      'Zeichne einen großen Kreis für die Mitte der Blume.',
      'Füll ihn mit Punkten für die Kerne.',
      'Zeichne Blütenblätter rund um den Kreis.',
      'Gib ihr einen langen Stiel und zwei Blätter.',
      'Lass uns die Blütenblätter zusammen zählen.',
    ],
    unseen: ['eine Sonnenblume', 'das Zählen der Blütenblätter'],
  },
  'duck-pond': {
    title: 'Ententeich',
    description:
      'Ein runder Teich, auf dem Enten schwimmen. Dinge zu zeichnen, die in oder neben einer anderen Form sitzen, ist ein früher Schritt beim Ordnen eines Bildes.',
    instructions: [
      'Zeichne einen großen runden Teich und mal ihn blau aus.',
      'Zeichne kleine Enten auf das Wasser.',
      'Füge eine Entenmama hinzu, der ihre Küken folgen.',
      'Zeichne etwas Gras rund um den Rand.',
      'Wohin schwimmen die Enten?',
    ],
    unseen: ['Enten', 'wohin die Enten schwimmen'],
  },
  'sky-up-top-grass-below': {
    title: 'Oben Himmel, unten Gras',
    description:
      'Oben ein Streifen Himmel, unten eine Linie Gras und Dinge, die auf dem Boden stehen. So fangen Kinder an, ein Bild zu einer echten Szene zu ordnen.',
    instructions: [
      'Mal oben am Blatt einen blauen Streifen Himmel.',
      'Zeichne unten eine grüne Linie Gras.',
      'Setz eine Sonne an den Himmel.',
      'Zeichne Blumen, Bäume oder ein Haus, die auf dem Gras stehen.',
      'Was passiert im Raum dazwischen?',
    ],
    unseen: ['Dinge, die auf dem Boden stehen', 'was dazwischen passiert'],
  },
  'fish-tank': {
    title: 'Aquarium',
    description:
      'Ihr Kind füllt ein Aquarium mit Fischen in allen Formen und Mustern. Aus Ovalen und Dreiecken werden Fische; Streifen und Punkte machen jeden einzigartig.',
    instructions: [
      'Zeichne ein großes Rechteck für das Aquarium.',
      'Mach einen Fisch aus einem Oval mit einem Dreiecksschwanz.',
      'Gib jedem Fisch Streifen, Punkte oder Zickzacks.',
      'Füge unten Seegras, Blasen und Kieselsteine hinzu.',
      'Welcher Fisch ist der Chef im Aquarium?',
    ],
    unseen: ['ein Fisch', 'Streifen und Punkte auf jedem Fisch', 'welcher Fisch der Chef ist'],
  },
  'my-favourite-animal': {
    title: 'Mein Lieblingstier',
    description:
      'Ihr Kind zeichnet das Tier, das es am meisten liebt, und überlegt, was es besonders macht: lange Ohren, ein Ringelschwanz, Streifen. Zu benennen, was ein Tier ausmacht, ist der Kern von Details.',
    instructions: [
      'Welches Tier magst du am liebsten? Sag mir, warum.',
      'Welche Form hat sein Körper? Zeichne die zuerst.',
      'Füge Kopf, Beine und Schwanz hinzu.',
      'Was macht es besonders? Punkte, Streifen, große Ohren? Zeichne sie.',
      'Zeichne den Ort, an dem es lebt, drumherum.',
    ],
    unseen: ['das Tier', 'was es besonders macht', 'der Ort, an dem es lebt'],
  },
  'garden-of-flowers': {
    title: 'Blumengarten',
    description:
      'Blumen in verschiedenen Höhen, die aus einer Bodenlinie wachsen, besucht von Bienen und Schmetterlingen. Viele kleine Teile zum Planen und Ausmalen.',
    instructions: [
      'Zeichne unten am Blatt eine Linie Erde.',
      'Lass mindestens fünf Blumen daraus wachsen: manche groß, manche klein.',
      'Gib jeder eine andere Art von Blütenblättern.',
      'Füge Blätter an den Stielen hinzu.',
      'Wer besucht deinen Garten? Zeichne eine Biene oder einen Schmetterling.',
    ],
    unseen: ['Blumen', 'eine Biene oder ein Schmetterling zu Besuch'],
  },
  'spiders-web': {
    title: 'Spinnennetz',
    description: 'Gerade Linien von der Mitte aus, dann Fäden rundherum: Ein Netz ist eine Lektion in Kontrolle und Planung, verkleidet als gruseliges Bild.',
    instructions: [
      'Setz einen Punkt in die Mitte des Blattes.',
      'Zeichne gerade Linien vom Punkt nach außen, wie die Speichen eines Rades.',
      'Verbinde die Linien mit gebogenen Fäden, immer rundherum.',
      'Zeichne eine Spinne, die im Netz sitzt.',
      'Hat die Spinne etwas gefangen? Zeichne es.',
    ],
    unseen: ['eine Spinne', 'was die Spinne gefangen hat'],
  },
  'birds-nest': {
    title: 'Vogelnest',
    description:
      'Viele kleine gebogene Linien, ineinander verwoben, ergeben ein Nest mit Eiern oder Vogelküken darin. Eine schöne Art, kleine, wiederholte Striche zu üben.',
    instructions: [
      'Zeichne eine Schüsselform für das Nest.',
      'Füll es mit vielen kurzen, gebogenen Linien, wie Zweige.',
      'Leg Eier oder Vogelküken hinein.',
      'Zeichne den Vogel, der Futter bringt.',
      'Füge den Ast hinzu, auf dem das Nest sitzt.',
    ],
    unseen: ['ein Nest aus Zweigen', 'ein Altvogel, der Futter bringt'],
  },
  'bugs-up-close': {
    title: 'Krabbeltiere ganz nah',
    description:
      'Mit einer Lupe oder einem guten Foto betrachtet Ihr Kind ein kleines Tier genau und zeichnet es groß. Wissenschaftler und Künstler fangen beide mit genauem Hinschauen an.',
    instructions: [
      'Such ein Krabbeltier oder eine Schnecke, oder ein Foto davon.',
      'Zähl seine Beine und schau dir die Teile seines Körpers an.',
      'Zeichne es ganz groß, sodass es fast das ganze Blatt füllt.',
      'Füge winzige Details hinzu: Härchen, Punkte, Linien auf den Flügeln.',
      'Sag mir drei Dinge, die dir aufgefallen sind.',
    ],
    unseen: ['ein Krabbeltier', 'genaues Hinschauen bei einem echten Tier'],
  },
  'tree-through-the-seasons': {
    title: 'Ein Baum durch die Jahreszeiten',
    description:
      'Ein Baum, viermal gezeichnet: Frühling, Sommer, Herbst und Winter. Ihr Kind plant eine Seite in vier Teilen und denkt darüber nach, wie Farbe die Zeit erzählt.',
    instructions: [
      'Falte dein Papier in vier Felder.',
      'Zeichne in jedes Feld denselben Baum.',
      'Gib jedem Baum die Farben einer Jahreszeit.',
      'Füge hinzu, was um ihn herum passiert: Schnee, Blüten, fallende Blätter.',
      'Welche Jahreszeit mag dein Baum am liebsten?',
    ],
    unseen: ['derselbe Baum viermal', 'die vier Jahreszeiten'],
  },
  'pet-portrait': {
    title: 'Haustier-Porträt',
    description:
      'Ihr Kind zeichnet ein Haustier oder ein liebstes Kuscheltier nach dem Leben, mit seiner Form, seinem Fell und seinem Charakter. Echte Haustiere bewegen sich, also ist es auch eine Übung im schnellen Hinschauen.',
    instructions: [
      'Setz dich in die Nähe eines Haustiers oder eines Kuscheltiers.',
      'Fang mit den großen Formen an: dem Körper und dem Kopf.',
      'Schau, wie Beine, Ohren und Schwanz angesetzt sind.',
      'Zeig das Fell mit kurzen Strichen, die alle in dieselbe Richtung gehen.',
      'Gib dem Porträt einen Namen und einen Rahmen.',
    ],
    unseen: ['ein echtes Haustier, nach dem Leben gezeichnet', 'Fell und Charakter'],
  },
  'cloud-spotting': {
    title: 'Wolken gucken',
    description:
      'Zurücklehnen, die Wolken beobachten und die Formen zeichnen, die man entdeckt. Entspanntes Hinschauen vom Feinsten, und jede Wolke wird zu einer Geschichte.',
    instructions: [
      'Geh nach draußen oder setz dich ans Fenster und beobachte die Wolken.',
      'Such eine Wolke, die wie etwas aussieht: ein Tier, ein Gesicht, ein Boot.',
      'Zeichne den Umriss der Wolke.',
      'Füge hinzu, was du dir darin vorstellst.',
      'Erzähl mir, wohin dein Wolkenwesen schwebt.',
    ],
    unseen: ['eine echte Wolke', 'was das Kind sich darin vorgestellt hat'],
  },
  'a-day-at-the-zoo': {
    title: 'Ein Tag im Zoo',
    description:
      'Ein ganzer Zoo auf einem Blatt: Tiere in ihren Gehegen und Besucher, die dazwischen herumgehen. Viele Teile zum Platzieren, und so wird es ein großes Bild, auf das Ihr Kind stolz sein kann.',
    instructions: [
      'Zeichne Wege quer über das Blatt, auf denen die Besucher gehen.',
      'Zeichne drei oder vier Tiergehege: einen Teich, einen Käfig, eine Wiese.',
      'Setz das richtige Tier in jedes Gehege.',
      'Füge Besucher hinzu, die die Tiere anschauen.',
      'Welches Tier würdest du zuerst besuchen?',
    ],
    unseen: ['Tiere in ihren Gehegen', 'Besucher im Zoo'],
  },
  'hop-frog-hop': {
    title: 'Hüpf, Frosch, hüpf!',
    description:
      'Ein Frosch hüpft von Seerosenblatt zu Seerosenblatt, und eine gepunktete Linie zeigt jeden Sprung. Zu zeigen, wohin etwas gegangen ist, ist eine frühe Art, Bewegung zu zeichnen.',
    instructions: [
      'Zeichne drei oder vier runde Seerosenblätter quer über das Blatt.',
      'Zeichne einen grünen Frosch auf das erste.',
      'Zeig jeden Hüpfer mit einer gebogenen, gepunkteten Linie zum nächsten Blatt.',
      'Zeichne den Frosch am Ende seiner Reise noch einmal.',
      'Wohin hüpft der Frosch?',
    ],
    unseen: ['ein Frosch', 'die Sprünge von Blatt zu Blatt'],
  },
};
