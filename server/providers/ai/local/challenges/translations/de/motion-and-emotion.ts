import type { ChallengeTranslation } from '../types.ts';

export const MOTION_AND_EMOTION_DE: Record<string, ChallengeTranslation> = {
  'music-scribbles': {
    title: 'Musikkritzeleien',
    description:
      'Legen Sie Musik auf und lassen Sie Ihr Kind zeichnen, wie sie klingt: schnell, langsam, laut oder sanft. Den Stift im Takt zu bewegen verbindet Gefühl und Bewegung.',
    instructions: [
      'Lass uns Musik hören. Nimm einen Wachsmalstift.',
      'Beweg deinen Stift mit der Musik.',
      'Wenn sie schnell ist, zeichne schnell; wenn sie langsam ist, zeichne langsam.',
      'Wechsle die Farbe, wenn sich das Lied ändert.',
      'Wie hat sich die Musik angefühlt?',
    ],
    unseen: ['die Musik', 'schnelle und langsame Striche', 'wie sich die Musik angefühlt hat'],
  },
  'calm-waves': {
    title: 'Ruhige Wellen',
    description: 'Langsame, lange Wellenlinien, gezeichnet beim sanften Atmen. Eine beruhigende Aufgabe für volle Tage und eine tolle Übung für ruhige Linien.',
    instructions: [
      'Lass uns zusammen langsam ein- und ausatmen.',
      'Zeichne langsam eine lange Wellenlinie quer über das Blatt, während du ausatmest.',
      'Zeichne noch eine Welle darunter, und noch eine.',
      'Mal zwischen den Wellen mit ruhigen Farben aus.',
      'Wie fühlt sich dein Körper jetzt an?',
    ],
    unseen: ['Wellen als Wellen statt als Linien', 'eine ruhige Stimmung', 'langsames Atmen'],
  },
  'bouncing-ball': {
    title: 'Der hüpfende Ball',
    description:
      'Ein Ball, der über das Blatt hüpft, hinterlässt eine Spur aus Hügeln. Zu zeichnen, wohin etwas gegangen ist, ist eine der ersten Arten, wie Kinder Bewegung zeigen.',
    instructions: [
      'Zeichne einen Ball an eine Seite des Blattes.',
      'Zeig mit einer Linie, wo er aufgesprungen ist: rauf, runter, rauf, runter.',
      'Mach große Sprünge und kleine Sprünge.',
      'Zeichne den Ball am Ende seiner Reise.',
      'Wer hat den Ball geworfen?',
    ],
    unseen: ['ein hüpfender Ball', 'wer den Ball geworfen hat'],
  },
  'happy-sad-surprised': {
    title: 'Fröhlich, traurig, überrascht',
    description:
      'Ihr Kind zeichnet drei Gesichter, jedes mit einem anderen Gefühl. Darüber zu sprechen, was Münder und Augen tun, wenn wir etwas fühlen, erweitert seine Worte für Gefühle.',
    instructions: [
      'Zeichne drei Kreise für drei Gesichter.',
      'Mach das erste Gesicht fröhlich. Was macht sein Mund?',
      'Mach das zweite Gesicht traurig.',
      'Mach das dritte Gesicht überrascht, mit großen runden Augen!',
      'Wann hast du dich zuletzt so gefühlt?',
    ],
    unseen: ['das Gefühl in jedem Gesicht'],
  },
  fireworks: {
    title: 'Feuerwerk',
    description: 'Leuchtende Linien, die aus einer Mitte herausschießen. Linien nach außen zu schnippen macht Spaß und fördert die Kontrolle in jede Richtung.',
    instructions: [
      'Nimm dunkles Papier oder mal das Blatt zuerst dunkel aus.',
      'Setz einen Punkt dorthin, wo dein Feuerwerk explodiert.',
      'Zeichne Linien, die vom Punkt in alle Richtungen schießen.',
      'Nimm ganz viele leuchtende Farben.',
      'Mach ein Bumm-Feuerwerk, ein Zisch-Feuerwerk und ein Glitzer-Feuerwerk.',
    ],
    unseen: ['ein Feuerwerk', 'ein Bumm, ein Zisch und ein Glitzern'],
  },
  'puddle-splash': {
    title: 'Platsch in die Pfütze!',
    description: 'Jemand springt in eine Pfütze, und überall fliegen Tropfen. Ihr Kind zeigt Action mit Tropfen und Linien und erzählt, was passiert ist.',
    instructions: [
      'Zeichne unten auf das Blatt eine große Pfütze.',
      'Zeichne jemanden, der hineinspringt. Vielleicht dich!',
      'Lass überall Tropfen hochfliegen.',
      'Füge Regen hinzu, der vom Himmel fällt.',
      'Wie hat das Platschen geklungen?',
    ],
    unseen: ['ein Platschen', 'jemand, der springt', 'das Geräusch des Platschens'],
  },
  'colours-of-my-feelings': {
    title: 'Die Farben meiner Gefühle',
    description:
      'Ihr Kind wählt für jedes Gefühl eine Farbe und füllt eine Form damit. Es gibt keine richtigen Antworten: Es ist einfach eine neue Art, über das Innere zu sprechen.',
    instructions: [
      'Lass uns ein paar Gefühle benennen: fröhlich, wütend, ruhig, besorgt, aufgeregt.',
      'Such dir für jedes Gefühl eine Farbe aus.',
      'Zeichne für jedes eine Form und mal sie aus.',
      'Welche Farbe fühlst du heute am meisten?',
      'Zeichne ein kleines Bild von etwas, das dich so fühlen lässt.',
    ],
    unseen: ['das Gefühl, für das jede Farbe steht'],
  },
  'a-windy-day': {
    title: 'Ein windiger Tag',
    description: 'Fliegende Hüte, sich biegende Bäume, ziehende Drachen: Ihr Kind zeigt etwas Unsichtbares, den Wind, durch das, was er tut.',
    instructions: [
      'Können wir den Wind sehen? Woher wissen wir, dass er da ist?',
      'Zeichne einen Baum, der sich zur Seite biegt.',
      'Zeichne Blätter, Hüte oder Regenschirme, die durch die Luft fliegen.',
      'Füge Wirbellinien hinzu, die zeigen, wie der Wind weht.',
      'Wohin wird alles geweht?',
    ],
    unseen: ['der Wind', 'Dinge, die durch die Luft geweht werden'],
  },
  'monster-moods': {
    title: 'Monsterlaunen',
    description:
      'Ein freundliches Monster, das erst grummelig, dann albern, dann müde ist. Einer ausgedachten Figur Gefühle zu geben macht es leichter, über sie zu sprechen.',
    instructions: [
      'Zeichne ein freundliches Monster.',
      'Zeichne es noch einmal, aber grummelig.',
      'Zeichne es noch ein weiteres Mal, wie es sich albern fühlt.',
      'Welche Farben hast du für jede Laune genommen?',
      'Was hilft deinem Monster, sich besser zu fühlen, wenn es grummelig ist?',
    ],
    unseen: ['eine grummelige, eine alberne und eine müde Laune'],
  },
  'action-stick-figures': {
    title: 'Strichmännchen in Aktion',
    description:
      'Schnelle Strichmännchen in Aktion: rennend, werfend, kletternd. Eine schnelle Art, über Bewegung nachzudenken, bevor ganze Körper dazukommen.',
    instructions: [
      'Zeichne ein Strichmännchen, das still steht.',
      'Jetzt eines, das rennt: Knick die Knie und schwing die Arme.',
      'Zeichne eines, das einen Ball wirft, eines, das klettert, und eines, das springt.',
      'Füge kleine Kreise dort hinzu, wo sich der Körper beugt.',
      'Such dir dein liebstes aus und zieh ihm Kleidung an.',
    ],
    unseen: ['Rennen, Werfen und Klettern'],
  },
  'feelings-weather-report': {
    title: 'Mein Gefühls-Wetterbericht',
    description:
      'Ihr Kind zeichnet seine Woche als Wetterbericht: sonnige Tage, stürmische Tage, neblige Tage. Eine behutsame Art, über gemischte Gefühle zu sprechen.',
    instructions: [
      'Zeichne sieben kleine Kästchen, eines für jeden Tag der Woche.',
      'Denk darüber nach, wie sich jeder Tag angefühlt hat.',
      'Zeichne für jeden ein Wetterbild: Sonne, Wolken, Regen, Sturm oder Regenbogen.',
      'Mal sie aus.',
      'Erzähl mir von einem sonnigen Tag und einem wolkigen Tag.',
    ],
    unseen: ['wie sich jeder Tag angefühlt hat'],
  },
  'race-day': {
    title: 'Renntag',
    description:
      'Autos, Läufer oder Schnecken, die um die Wette zur Ziellinie rasen. Ihr Kind zeigt Geschwindigkeit mit Linien, schräg geneigten Körpern und Staubwolken.',
    instructions: [
      'Zeichne eine Rennstrecke quer über das Blatt, mit einer Ziellinie.',
      'Zeichne mindestens drei Rennfahrer.',
      'Zeig mit Tempolinien dahinter, wer am schnellsten ist.',
      'Füge am Rand die jubelnden Zuschauer hinzu.',
      'Wer gewinnt, und wie fühlen sich alle?',
    ],
    unseen: ['Geschwindigkeit', 'wer gewinnt'],
  },
  'a-brave-moment': {
    title: 'Ein mutiger Moment',
    description:
      'Ihr Kind zeichnet einen Moment, in dem es mutig war, etwa das erste Schwimmen oder einen Besuch beim Zahnarzt. Eine Erinnerung zu zeichnen hilft Kindern, ihren eigenen Mut zu sehen.',
    instructions: [
      'Denk an einen Moment, in dem du ein bisschen Angst hattest und es trotzdem gemacht hast.',
      'Zeichne, wo du warst.',
      'Zeichne dich und zeig mit deinem Gesicht, wie du dich gefühlt hast.',
      'Zeichne, wer oder was dir geholfen hat.',
      'Wie hast du dich danach gefühlt?',
    ],
    unseen: ['eine Erinnerung an einen mutigen Moment', 'wie sich das Kind gefühlt hat'],
  },
  'faces-of-feelings': {
    title: 'Gesichter der Gefühle',
    description:
      'Ihr Kind zeichnet sechs Gesichter mit verschiedenen Gefühlen und betrachtet dafür im Spiegel seinen eigenen Gesichtsausdruck. Augenbrauen, Augen und Münder verändern sich auf feine Weise.',
    instructions: [
      'Setz dich mit einem Spiegel hin und mach ein fröhliches Gesicht. Was machen deine Augenbrauen?',
      'Zeichne sechs Gesichtsumrisse auf das Blatt.',
      'Zeichne in jedes ein anderes Gefühl: fröhlich, traurig, wütend, überrascht, ängstlich, nachdenklich.',
      'Schau bei jedem in den Spiegel.',
      'Schreib das Gefühl unter jedes Gesicht.',
    ],
    unseen: ['ein anderes Gefühl in jedem Gesicht'],
  },
  'dance-party': {
    title: 'Tanzparty',
    description:
      'Ein Raum voller Tänzer, jeder in einer anderen Bewegung eingefangen. Körper, die sich drehen, strecken und springen, sind eine lustige Herausforderung für ältere Kinder.',
    instructions: [
      'Leg ein Lied auf und probier selbst ein paar Tanzschritte aus.',
      'Zeichne einen Tänzer mit erhobenen Armen und einem kickenden Bein.',
      'Füge weitere Tänzer hinzu, jeden in einer anderen Pose.',
      'Zeig die Bewegung mit gebogenen Linien und fliegenden Haaren.',
      'Füge die Musik hinzu: Noten, Lautsprecher oder eine Band.',
    ],
    unseen: ['Tanzen', 'eine andere Pose für jeden Tänzer'],
  },
  'design-your-own-emoji': {
    title: 'Entwirf dein eigenes Emoji',
    description: 'Ihr Kind erfindet neue Emojis für Gefühle, die noch keines haben. Einfache Kreise, große Gesichtsausdrücke und viel Gelächter.',
    instructions: [
      'Zeichne eine Reihe von Kreisen.',
      'Denk an Gefühle: stolz, gelangweilt, neugierig, frech.',
      'Gib jedem Kreis ein Gesicht für ein Gefühl.',
      'Füge Extras hinzu: Schweißtropfen, Herzen, Glitzer.',
      'Erfinde ein Gefühl, das noch kein Emoji hat, und zeichne es.',
    ],
    unseen: ['ein Gefühl, das noch kein Emoji hat'],
  },
  'the-grumpy-cloud': {
    title: 'Die grummelige Wolke',
    description:
      'Eine kleine Wolke ist grummelig und regnet, dann wird sie wieder fröhlich und lässt die Sonne heraus. Dieselbe Wolke mit zwei Gefühlen zu zeichnen hilft Ihrem Kind, über wechselnde Stimmungen zu sprechen.',
    instructions: [
      'Zeichne eine Wolke mit einem grummeligen Gesicht.',
      'Lass es unter der grummeligen Wolke regnen.',
      'Zeichne auf der anderen Seite des Blattes dieselbe Wolke lächelnd.',
      'Lass hinter der fröhlichen Wolke eine Sonne hervorgucken.',
      'Was hat der Wolke geholfen, sich besser zu fühlen?',
    ],
    unseen: ['eine grummelige Wolke, die wieder fröhlich wird', 'wechselnde Stimmungen'],
  },
};
