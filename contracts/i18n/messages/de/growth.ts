import type { Translation } from '../../keys.ts';
import type { growth as en } from '../en/growth.ts';

export const growth = {
  'growth.loading': 'Entwicklungsdiagramm wird geladen',
  'growth.loadFailed': 'Wir konnten das Entwicklungsdiagramm nicht laden',
  'growth.checkConnection': 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  'growth.tryAgain': 'Erneut versuchen',
  'growth.empty': 'Noch keine Entwicklung zu sehen',
  'growth.emptyText':
    'Sobald die erste Woche von {name} ihre Rückmeldung hat, beginnt hier das Diagramm: das Zeichenalter jeder Woche mit seiner Spanne, neben dem tatsächlichen Alter von {name}.',
  'growth.title': 'Zeichenalter von {name}, Zeichnung für Zeichnung',
  'growth.intro':
    'Jeder Punkt ist eine Einschätzung aus einer Zeichnung, und sein Balken ist die Spanne. Die Punkte sind nicht verbunden: Jeder steht für sich. Eine Woche ohne neue Einschätzung hat keinen Punkt.',
  'growth.chartLabel':
    'Diagramm mit dem Zeichenalter von {name} aus jeder Zeichnung und dem tatsächlichen Alter über die Wochen. Dieselben Zahlen stehen in der Tabelle darunter.',

  'growth.start': 'Start',
  'growth.week': 'Woche {week}',
  'growth.checkpoint': 'Checkpoint {number}',
  'growth.checkpointShort': 'C{number}',
  'growth.checkpointSeries': 'Checkpoint',
  'growth.drawingAge': 'Zeichenalter',
  'growth.childAge': 'Alter von {name}',
  'growth.childAgeSeries': 'Alter von {name}',
  'growth.childWas': '{name} war {age} alt',
  'growth.axis.week': 'Woche',
  'growth.axis.age': 'Alter in Jahren',
  'growth.estimateNoRange': 'etwa {age} (ohne Spanne)',

  'growth.gap.notSubmitted': 'Nicht eingesendet',
  'growth.gap.pending': 'Rückmeldung ist unterwegs',
  'growth.gap.failed': 'Rückmeldung konnte nicht erstellt werden',
  'growth.gap.noEstimate': 'Rückmeldung ohne Alterseinschätzung',
  'growth.gap.carriedOver': 'Keine neue Einschätzung: Die vorige wurde übernommen',

  'growth.legend.label': 'Was das Diagramm zeigt',
  'growth.legend.estimate': 'Zeichenalter aus der Zeichnung einer Woche, mit seiner Spanne als Balken',
  'growth.legend.realAge': 'Tatsächliches Alter von {name}',
  'growth.legend.start': 'Start: die Zeichnung der Einrichtung',
  'growth.legend.checkpoint': 'Checkpoint, mit seiner Spanne als Balken; C1, C2 … unter der Woche, auf die er folgt',
  'growth.legend.noRange':
    'Punkt in gestricheltem Ring, ohne Balken: eine Einschätzung, die gespeichert wurde, bevor Einschätzungen eine Spanne hatten – es gibt also keine Spanne zu zeichnen',
  'growth.legend.noPoint': 'Kein Punkt: keine neue Einschätzung in dieser Woche (nicht eingesendet, noch nicht fertig oder die vorige übernommen)',

  'growth.table.hide': 'Tabelle ausblenden',
  'growth.table.show': 'Als Tabelle zeigen',
  'growth.table.label': 'Entwicklung von {name} als Tabelle',
  'growth.table.caption': 'Zeichenalter von {name} bei jedem Schritt, mit Spanne und Datum, neben dem tatsächlichen Alter',
  'growth.table.when': 'Wann',
  'growth.table.score': 'Punkte',

  'growth.reading.title': 'So lesen Sie das Diagramm',
  'growth.reading.estimates':
    '<strong>Das sind Einschätzungen mit Spannen, keine Diagnose.</strong> Eine Spanne gibt an, wo das Zeichenalter Ihres Kindes am wahrscheinlichsten liegt.',
  'growth.reading.wide':
    'Die Spannen sind breit, weil eine einzelne Zeichnung nur begrenzt etwas verrät. Deshalb verbindet das Diagramm die Punkte nicht zu einer Linie, und wo ein Punkt neben einem anderen liegt, sagt nichts über eine Veränderung. Wir sprechen nur dann von einer Veränderung, wenn sich das, was wir an einer Zeichnung gemessen haben (geschlossene Formen, Farben, wie viel vom Blatt genutzt ist), stärker verändert hat als das Rauschen eines Fotos und die beiden Zeichnungen mindestens {weeks, plural, one {# Woche} other {# Wochen}} auseinanderliegen. Was zählt, ist das wöchentliche Üben.',
  'growth.reading.notDiagnostic':
    '{brand} ist kein Diagnoseinstrument. Wenn Sie sich je Sorgen um die Entwicklung Ihres Kindes machen, ist Ihre Kinderärztin oder Ihr Kinderarzt die richtige Ansprechperson.',

  'growth.skills.title': 'Was wir gemessen haben, Fähigkeit für Fähigkeit',
  'growth.skills.intro':
    'Die Diagramme zu den Fähigkeiten zeigen nur, was auf dem Foto jeder Woche für diese Fähigkeit gemessen wurde, in den Wochen, die sie geübt haben. Fähigkeiten, die ein Foto nicht messen kann (etwa das Erzählen), haben kein Diagramm. Die Zählung einer einzelnen Zeichnung schwankt von Tag zu Tag stark, lesen Sie die Punkte also einzeln.',
  'growth.skills.pointDated': 'Woche {week} ({date}): {value}',
  'growth.skills.point': 'Woche {week}: {value}',
  'growth.skills.tooltip': 'Woche {week}, {date}: {value}',
  'growth.skills.percent': '{value, number} %',
  'growth.skills.count': '{value, number}',
  'growth.measure.closedShapes': 'Gezeichnete geschlossene Formen, pro Woche',
  'growth.measure.colours': 'Verwendete Farben, pro Woche',
  'growth.measure.shapesInsideShapes': 'Details in Formen (Formen innerhalb anderer Formen), pro Woche',
  'growth.measure.pageUsed': 'Genutzter Anteil des Blatts, pro Woche (%)',

  'growth.task.shapes': 'Formen abzeichnen',
  'growth.task.person': 'Menschenzeichnung',
  'growth.task.atCheckpoint': 'Checkpoint {number}: {task, select, shapes {Formen abzeichnen} other {Menschenzeichnung}}',
  'growth.tasks.title': 'Formen abzeichnen und Menschenzeichnung',
  'growth.tasks.intro':
    'Die beiden Aufgaben, die ein Checkpoint enthalten kann. Jede wird an Formen oder Teilen mit veröffentlichten Altersangaben bewertet und ergibt so eine eigene Einschätzung – in einem eigenen Diagramm, nie mit den Punkten zum Zeichenalter oben verbunden.',
  'growth.tasks.empty':
    'Noch keine Aufgabe. Beim nächsten Checkpoint von {name} können Sie das Formenblatt, die Menschenzeichnung oder beides hinzufügen; die Einschätzung jeder Aufgabe erscheint hier.',
  'growth.tasks.listLabel': 'Die Einschätzung jeder Aufgabe',
  'growth.tasks.when': '{when}:',
  'growth.tasks.dayAndAge': '{date} · {name} war {age} alt',
  'growth.tasks.note':
    'Die Spanne einer Aufgabe umfasst die Alter, in denen Kinder mit denselben Formen oder Teilen laut den veröffentlichten Normen am häufigsten zu finden sind; ein Pfeil bedeutet, dass die Spanne über das jüngste oder älteste Alter hinausgeht, das die Aufgabe unterscheiden kann. Es ist eine Einschätzung aus einem Blatt oder einer Zeichnung, keine Diagnose – {brand} ist kein Diagnoseinstrument.',
  'growth.tasks.legendLabel': 'Was das Aufgabendiagramm zeigt',
  'growth.tasks.withRange': '{task}, mit der Spanne als Balken',
  'growth.tasks.openEnd': 'Offenes Ende: jenseits dessen, was die Aufgabe unterscheiden kann',
  'growth.tasks.realAge': 'Tatsächliches Alter von {name} an diesem Tag',
} satisfies Translation<typeof en>;
