import type { Translation } from '../../keys.ts';
import type { report as en } from '../en/report.ts';

export const report = {
  'report.title.checkpoint': 'Bericht zu Checkpoint {number}',
  'report.title.final': 'Abschlussbericht',
  'report.label.baseline': 'Erste Zeichnung',
  'report.label.start': 'Start',
  'report.label.week': 'Woche {week}',
  'report.label.checkpoint': 'Checkpoint {number}',
  'report.childAge.years': '{years, plural, one {# Jahr} other {# Jahre}}',
  'report.childAge.months': '{months, plural, one {# Monat} other {# Monate}}',
  'report.childAge.yearsMonths': '{years, plural, one {# Jahr} other {# Jahre}} {months, plural, one {# Monat} other {# Monate}}',

  'report.status.advanced': 'Weiter, als für das damalige Alter von {name} erwartet — jedes Kind geht seinen eigenen Weg',
  'report.status.typical': 'Im Bereich, der für das damalige Alter von {name} erwartet wird',
  'report.status.behind':
    'Unter dem Bereich, der für das damalige Alter von {name} erwartet wird — eine Zeichnung ist eine Momentaufnahme; {brand} schaut bei jedem Checkpoint erneut hin',
  'report.status.notPlaced':
    'Eine Zeichnung kann ein Kind dieses Alters nicht als voraus oder zurück einordnen: Das Analyseverfahren wurde an Zeichnungen von Kindern zwischen 4 und 8 Jahren getestet, deren Alter nur in ganzen Jahren bekannt war; sie vergleicht daher nur zwischen etwa 4 ½ und 8 ½ Jahren',

  'report.measured.shapes': '{closed, plural, one {# geschlossene Form} other {# geschlossene Formen}}, davon {nested} innerhalb einer anderen Form',
  'report.measured.shapesNamed':
    '{closed, plural, one {# geschlossene Form} other {# geschlossene Formen}} ({named}), davon {nested} innerhalb einer anderen Form',
  'report.measured.circles': '{count, plural, one {# Kreis} other {# Kreise}}',
  'report.measured.rectangles': '{count, plural, one {# Rechteck} other {# Rechtecke}}',
  'report.measured.triangles': '{count, plural, one {# Dreieck} other {# Dreiecke}}',
  'report.measured.lines':
    '{marks, plural, one {# einzelner Strich} other {# einzelne Striche}}, {junctions, plural, one {# Stelle} other {# Stellen}}, an denen sich drei oder mehr Linien treffen, {ends, plural, one {# freies Linienende} other {# freie Linienenden}}',
  'report.measured.page': 'Nutzt {page} % des Blatts; die Farbe bedeckt {ink} % davon',
  'report.measured.colours': '{colours, plural, one {# Farbe} other {# Farben}}; {straight} % der Linien sind gerade; Links-rechts-Symmetrie {symmetry} %',
  'report.measured.groundAndSky': 'Hat eine Bodenlinie und einen Himmelsstreifen',
  'report.measured.ground': 'Hat eine Bodenlinie',
  'report.measured.sky': 'Hat einen Himmelsstreifen',
  'report.measured.neither': 'Keine Bodenlinie und kein Himmelsstreifen',

  'report.changes.moreParts': 'Mehr Teile in der Figur: Die Zeichnung hat mehr geschlossene Formen als die erste.',
  'report.changes.fewerParts': 'Diesmal weniger einzelne Teile — eine Zeichnung schwankt von Tag zu Tag stark.',
  'report.changes.wholePage': 'Nutzt jetzt das ganze Blatt.',
  'report.changes.lessPage': 'Diesmal ein kleinerer Teil des Blatts — Kinder wählen oft eine Ecke oder die Mitte.',
  'report.changes.closedShapes': 'Geschlossene Formen, wo vorher Schlaufen waren: Die Linien treffen sich jetzt zu Formen.',
  'report.changes.moreColours': 'Mehr Farben.',
  'report.changes.fewerColours': 'Diesmal weniger Farben — oft einfach die Stifte, die gerade zur Hand waren.',
  'report.changes.groundLine': 'Eine Bodenlinie taucht auf.',
  'report.changes.aboutTheSame': 'Ungefähr wie die erste Zeichnung — Fähigkeiten festigen sich oft, bevor der nächste Schritt sichtbar wird.',
  'report.changes.snapshot':
    'Jede Zeichnung ist die Momentaufnahme eines Tages, und diese Veränderungen sind das, was wir an den beiden Zeichnungen gemessen haben — keine Diagnose.',
  'report.changes.differentSubjects':
    'Zu diesem Checkpoint gab es keine Zeichnung „ganzer Mensch“, daher haben wir eine Zeichnung aus seinen Wochen verwendet; unterschiedliche Motive erklären einen Teil der Veränderungen.',
  'report.changes.notMeasured':
    'Wir können diese beiden Zeichnungen nicht vergleichen: Eine von ihnen wurde nicht vermessen (Pläne und Checkpoints aus der Zeit vor dieser Funktion).',
  'report.changes.tooClose':
    'Diese Zeichnungen entstanden weniger als {weeks, plural, one {# Woche} other {# Wochen}} nacheinander; das ist zu kurz, um eine Veränderung zu zeigen, daher vergleichen wir sie nicht.',

  'report.limits.notADiagnosis': 'Dieser Bericht ist eine Schätzung anhand von Kinderzeichnungen, keine Diagnose. {brand} ist kein Diagnoseinstrument.',
  'report.limits.oneDrawing': 'Eine Zeichnung ist eine Momentaufnahme: Dasselbe Kind zeichnet von Tag zu Tag anders, je nach Stimmung, Zeit und Material.',
  'report.limits.coverage':
    'Getestet an 1.660 zurückgehaltenen Zeichnungen von Kindern im Alter von 4–8 Jahren mit typischer Entwicklung: Bei 88,5 % von ihnen lag das Alter des Kindes in der angegebenen Spanne (98,1 %, wenn das Alter jeweils zur Mitte des Lebensjahres angesetzt wird).',
  'report.limits.ranking':
    'In diesen Daten folgten die einzelnen Schätzwerte dem Alter der Kinder nur schwach (Rangkorrelation 0,06): Lesen Sie die Spanne, nicht die einzelne Zahl, und vergleichen Sie nie Monat für Monat.',
  'report.limits.askADoctor':
    'Ob die Entwicklung eines Kindes genauer angesehen werden sollte, beurteilt eine Kinderärztin oder ein Kinderarzt, nicht eine Zeichnung.',

  'report.task.title': 'Checkpoint {number}: {task}',
  'report.task.shapes': 'das Formenblatt',
  'report.task.person': 'einen Menschen zeichnen',
  'report.task.passed': '{passed} von {count} bestanden: {items}',
  'report.task.passedNone': 'Diesmal keine der {count} Aufgaben bestanden',
  'report.task.estimate': 'Schätzung nach den veröffentlichten Normen: {words}',
  'report.task.sources': 'Quellen: {sources}',

  'report.browser.on': '{browser} auf {system}',
  'report.browser.any': 'Ein Browser auf {system}',
  'report.browser.unknown': 'Unbekannter Browser',
  'report.browser.iPhoneOrIPad': 'iPhone oder iPad',
  'report.browser.downloaded': '{opening}, PDF heruntergeladen',

  'report.pdf.wholePlan': 'Wochen {from}–{to}, der ganze Plan',
  'report.pdf.footer': '{brand} · {name} · {title} · eine Schätzung, keine Diagnose · Seite {page} von {pages}',
  'report.pdf.subject': 'Geschätztes Zeichenalter, keine Diagnose',

  'report.errors.planNotFinished': 'Der Abschlussbericht ist fertig, sobald alle 26 Wochen eine Rückmeldung haben.',
  'report.errors.planNotSetUp': 'Dieser Plan hat noch keine erste Zeichnung, daher gibt es nichts zu berichten.',
  'report.errors.shareNotFound': 'Dieser Link führt zu keinem Bericht. Bitte prüfen Sie ihn mit der Person, die ihn geschickt hat.',
  'report.errors.shareExpired': 'Dieser Link ist abgelaufen. Bitte fragen Sie die Eltern nach einem neuen.',
  'report.errors.shareRevoked': 'Dieser Link wurde von den Eltern abgeschaltet.',
  'report.errors.shareListNotFound': 'Dieser Link zum Teilen wurde nicht gefunden.',
  'report.errors.badCheckpoint': 'Bitte nennen Sie einen Checkpoint von 1 bis 6.',
} satisfies Translation<typeof en>;
