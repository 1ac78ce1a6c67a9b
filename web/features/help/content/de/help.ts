import type { Translation } from '../../../../../contracts/i18n/keys';
import type { help as en } from '../en/help';

/** The help pages' words in German (see ../en/help.ts). */
export const help = {
  'help.center.metaTitle': 'Hilfe-Center',
  'help.center.metaDescription':
    'Antworten zu den {weeks}-wöchigen Zeichenplänen von {brand}: Alter, wöchentliche Aufgaben, Versuche, Checkpoints und Übungszeit.',
  'help.center.title': 'Hilfe-<underline>Center</underline>',
  'help.center.intro': 'Schnelle Antworten zu Plänen, wöchentlichen Aufgaben und Checkpoints. Ihre Frage ist nicht dabei? Schreiben Sie uns einfach.',
  'help.center.faqTitle': 'Häufige Fragen',
  'help.center.moreTitle': 'Noch eine Frage?',
  'help.center.moreText': 'Schreiben Sie uns, und wir melden uns innerhalb von 24 Stunden, oder lesen Sie unseren Ratgeber für Eltern.',
  'help.center.contact': 'Kontakt aufnehmen',
  'help.center.readGuide': 'Elternratgeber lesen',
  'help.faq.ages.question': 'Für welches Alter ist {brand} gedacht?',
  'help.faq.ages.answer':
    'Für Kinder zwischen 3 und 10 Jahren. Jeder Plan richtet sich nach dem Alter Ihres Kindes und nach der Zeichnung, die Sie beim Einrichten teilen. So bekommen ein vierjähriges und ein neunjähriges Kind ganz unterschiedliche Aufgaben.',
  'help.faq.planLength.question': 'Wie lange dauert ein Plan?',
  'help.faq.planLength.answer':
    '{weeks} Wochen, also etwa 6 Monate. Sie zahlen einmal, es ist kein Abo, und Sie bestimmen das Tempo: Eine ausgelassene Woche wartet einfach auf Sie.',
  'help.faq.weekly.question': 'Wie oft gibt es eine neue Aufgabe?',
  'help.faq.weekly.answer':
    'Eine Aufgabe pro Woche. Zu jeder gibt es eine kurze Erklärung für Sie, Ideen für den Einstieg Ihres Kindes und, sobald eine Zeichnung eingereicht ist, Feedback dazu, was gut gelungen ist und was als Nächstes ausprobiert werden kann.',
  'help.faq.time.question': 'Wie viel Zeit braucht es pro Woche?',
  'help.faq.time.answer':
    'Wir empfehlen 20 bis 30 Minuten Zeichnen pro Woche. Kürzere, fröhliche Einheiten sind mehr wert als eine lange. Teilen Sie die Zeit gern auf und hören Sie auf, solange es noch Spaß macht.',
  'help.faq.attempts.question': 'Kann mein Kind eine Aufgabe noch einmal versuchen?',
  'help.faq.attempts.answer':
    'Ja. Ihr Kind kann bis zu {attempts} Zeichnungen pro Aufgabe einreichen. Jeder Versuch bekommt ein eigenes Feedback, so sehen Sie, wie ein zweiter oder dritter Versuch auf dem ersten aufbaut.',
  'help.faq.checkpoints.question': 'Was ist ein Checkpoint?',
  'help.faq.checkpoints.answer':
    'Alle {everyWeeks} Wochen blickt ein Checkpoint auf die bisherigen Zeichnungen zurück und schätzt die Zeichenphase Ihres Kindes neu ein. Ein Plan hat {checkpoints} davon. Jedes Ergebnis ist eine Schätzung aus wenigen Zeichnungen, keine Diagnose.',
  'help.faq.checkpoints.more':
    'Unser <guide>Elternratgeber</guide> erklärt die Zeichenphasen, und wenn Sie etwas beunruhigt, <contact>schreiben Sie uns</contact>.',

  'help.guide.metaTitle': 'Elternratgeber',
  'help.guide.metaDescription':
    'Wie sich das Zeichnen von Kindern zwischen 3 und 10 Jahren entwickelt, wie Sie über eine Zeichnung sprechen, ohne sie zu bewerten, welches Material hilft und wie Sie eine Zeichnung gut fotografieren.',
  'help.guide.title': '<underline>Eltern</underline>ratgeber',
  'help.guide.intro':
    '{tagline} In diesem Ratgeber geht es darum, was danach kommt: wie das Zeichnen wächst, wie Sie es fördern und wie Sie die wöchentlichen Aufgaben gut nutzen.',
  'help.guide.contents': 'Auf dieser Seite',
  'help.guide.stages.title': 'Zeichenphasen nach Alter',
  'help.guide.talking.title': 'Über eine Zeichnung sprechen',
  'help.guide.materials.title': 'Material, das hilft',
  'help.guide.photos.title': 'Eine Zeichnung gut fotografieren',
  'help.guide.weekly.title': 'Die wöchentlichen Aufgaben von {brand} nutzen',
  'help.guide.results.title': 'Was die Ergebnisse bedeuten',

  'help.stages.intro':
    'Kinderzeichnungen verändern sich in einer ziemlich vorhersehbaren Reihenfolge. Der Kunstpädagoge Viktor Lowenfeld hat vier Phasen beschrieben, die für das Alter von 3 bis 10 Jahren wichtig sind. Die Altersangaben schwanken stark: Viele Kinder stehen zwischen zwei Phasen oder wechseln hin und her, und das ist völlig normal.',
  'help.stages.whatYouSee': 'Was Sie vielleicht sehen:',
  'help.stages.howToHelp': 'Wie Sie helfen können:',
  'help.stages.scribbling.name': 'Kritzelphase',
  'help.stages.scribbling.ages': 'etwa 2 bis 4 Jahre',
  'help.stages.scribbling.see':
    'Linien, Schleifen und Punkte aus Freude an der Bewegung des Stifts. Später tauchen Kreise auf, und Ihr Kind fängt an, das Gekritzel zu benennen („das ist Papa“) – oft erst, nachdem es gezeichnet ist.',
  'help.stages.scribbling.help': 'Großes Papier, dicke Wachsmalstifte und keine Erwartungen. Es geht um die Bewegung, und ums Benennen.',
  'help.stages.preSchematic.name': 'Vorschematische Phase',
  'help.stages.preSchematic.ages': 'etwa 4 bis 7 Jahre',
  'help.stages.preSchematic.see':
    'Die ersten Menschen: ein großer Kopf, aus dem Arme und Beine direkt herauswachsen („Kopffüßler“). Dinge schweben über das Blatt, die Größe folgt der Wichtigkeit, und Farben folgen eher Gefühlen als der Wirklichkeit.',
  'help.stages.preSchematic.help': 'Fragen Sie nach der Geschichte im Bild. Ein lila Hund ist eine Entscheidung, kein Fehler.',
  'help.stages.schematic.name': 'Schematische Phase',
  'help.stages.schematic.ages': 'etwa 7 bis 9 Jahre',
  'help.stages.schematic.see':
    'Eine feste Art, Dinge zu zeichnen – jedes Mal dasselbe Haus, derselbe Baum, derselbe Mensch –, eine Standlinie unten, ein Himmelsstreifen oben und manchmal das Innere und Äußere eines Hauses zugleich.',
  'help.stages.schematic.help': 'Bieten Sie neue Motive und Blickwinkel an: „Wie sähe das aus der Vogelperspektive aus?“',
  'help.stages.realism.name': 'Beginnender Realismus',
  'help.stages.realism.ages': 'etwa 9 bis 11 Jahre',
  'help.stages.realism.see':
    'Mehr Details, sich überlappende Formen und erste Versuche mit räumlicher Tiefe. Kinder werden selbstkritisch und sagen vielleicht, sie „können nicht zeichnen“.',
  'help.stages.realism.help':
    'Legen Sie den Schwerpunkt auf Hinschauen und Ausprobieren. Comics, Landkarten und Entwürfe sind gute Wege zurück für ein zweifelndes Kind.',

  'help.talking.intro': 'Was wir über eine Zeichnung sagen, entscheidet mit, ob ein Kind die nächste zeichnen möchte. Ein paar Gewohnheiten bewirken viel.',
  'help.talking.tip1.lead': 'Beginnen Sie mit „Erzähl mir von deinem Bild.“',
  'help.talking.tip1.text': 'Das lädt zu einer Geschichte ein statt zu einer Prüfung. „Was ist das?“ kann klingen, als müsste man es erkennen können.',
  'help.talking.tip2.lead': 'Beschreiben Sie, was Sie sehen.',
  'help.talking.tip2.text':
    '„Hier hast du viel Rot genommen.“ „Diese Linien gehen rundherum.“ Das zeigt, dass Sie wirklich hingeschaut haben, ohne zu bewerten.',
  'help.talking.tip3.lead': 'Loben Sie die Mühe, nicht das Talent.',
  'help.talking.tip3.text':
    '„Daran hast du lange gearbeitet“ oder „Du hast eine neue Farbe ausprobiert“ hilft einem Kind dranzubleiben. „Du bist ein geborener Künstler“ macht die nächste Zeichnung zum Risiko.',
  'help.talking.tip4.lead': 'Korrigieren Sie nie.',
  'help.talking.tip4.text':
    'Eine Hand mit sieben Fingern oder eine grüne Sonne ist die Entscheidung Ihres Kindes. Korrigieren lehrt es, für Sie zu zeichnen, nicht für sich selbst.',
  'help.talking.tip5.lead': 'Fragen Sie, bevor Sie etwas daraufschreiben.',
  'help.talking.tip5.text': 'Wenn Sie einen Titel oder ein Datum ergänzen möchten, fragen Sie, wo es hin soll, oder schreiben Sie es auf die Rückseite.',

  'help.materials.intro': 'Sie brauchen nichts Besonderes. Einfaches Material, das leicht zu benutzen ist, hält den Blick auf dem Zeichnen.',
  'help.materials.tip1.lead': 'Dicke Wachsmalstifte für kleine Hände.',
  'help.materials.tip1.text': 'Dicke Wachsmalstifte und Dreikantstifte liegen Kindern von 3 bis 5 Jahren besser in der Hand und brechen nicht so leicht ab.',
  'help.materials.tip2.lead': 'Abwaschbare Filzstifte.',
  'help.materials.tip2.text': 'Kräftige Farbe im Handumdrehen, ohne Sorge um Tisch oder Ärmel. Die Kappen wieder aufzustecken gehört zum Aufräumen dazu.',
  'help.materials.tip3.lead': 'Dickes Papier, und reichlich davon.',
  'help.materials.tip3.text':
    'Schwereres Papier (etwa 120 g/m²) hält Filzstifte und Radiergummis aus. A4 passt gut zu unseren Aufgaben; größere Bögen sind toll für die Kleinen.',
  'help.materials.tip4.lead': 'Wenige Farben, in Reichweite.',
  'help.materials.tip4.text': 'Acht bis zwölf Farben in einer offenen Schachtel sind besser als eine geschlossene Dose mit vierundsechzig.',
  'help.materials.tip5.lead': 'Lassen Sie Ihr Kind wählen.',
  'help.materials.tip5.text':
    'Papier, Farben und sogar das Motiv selbst auszuwählen gehört zur kreativen Arbeit, und bei einer selbst gewählten Zeichnung bleiben Kinder dran.',

  'help.photos.intro':
    'Unsere Auswertung betrachtet Linien, Formen, Farben und Details auf dem Foto. Ein klares, gerades, gleichmäßig beleuchtetes Foto bringt deshalb das hilfreichste Feedback. Und es ist ein schönes Andenken.',
  'help.photos.tip1.lead': 'Nutzen Sie Tageslicht.',
  'help.photos.tip1.text': 'Tagsüber in Fensternähe stimmen die Farben. Abendliches Lampenlicht färbt das Papier gelb.',
  'help.photos.tip2.lead': 'Legen Sie die Zeichnung flach hin.',
  'help.photos.tip2.text': 'Auf einen Tisch oder den Boden, glatt gestrichen, ohne dass etwas die Ränder verdeckt.',
  'help.photos.tip3.lead': 'Halten Sie das Handy gerade darüber.',
  'help.photos.tip3.text': 'Parallel zum Papier, nicht schräg, damit Kreise rund und Linien gerade bleiben.',
  'help.photos.tip4.lead': 'Füllen Sie das Bild aus.',
  'help.photos.tip4.text': 'Das ganze Blatt, mit nur einem schmalen Rand Tisch drumherum. Eine Zeichnung pro Foto.',
  'help.photos.tip5.lead': 'Achten Sie auf Schatten.',
  'help.photos.tip5.text': 'Ihr eigener Kopf und das Handy können welche werfen. Stellen Sie sich seitlich zum Licht, nicht zwischen Licht und Papier.',
  'help.photos.tip6.lead': 'Schalten Sie den Blitz aus.',
  'help.photos.tip6.text': 'Der Blitz erzeugt auf Wachsmalstift und Filzstift einen hellen Glanz, der die Linien darunter verdeckt.',

  'help.weekly.intro': 'Der Plan von {brand} baut auf kleine, regelmäßige Übung. So holen Sie das Meiste heraus, ohne dass Zeichnen zur Hausaufgabe wird.',
  'help.weekly.tip1.lead': 'Eine Aufgabe pro Woche.',
  'help.weekly.tip1.text': 'Der Plan hat {weeks}, eine für jede Woche. Wählen Sie einen festen, ruhigen Moment – für viele Familien passt ein Wochenendmorgen.',
  'help.weekly.tip2.lead': '20 bis 30 Minuten reichen völlig.',
  'help.weekly.tip2.text':
    'Lesen Sie zuerst die Aufgabe, legen Sie das Material bereit und hören Sie auf, solange es noch Spaß macht. Zwei kurze Einheiten sind auch in Ordnung.',
  'help.weekly.tip3.lead': 'Gemeinsam vorbereiten.',
  'help.weekly.tip3.text':
    'Zu jeder Aufgabe gibt es eine Vorbereitungshilfe mit Ideen zum Aufwärmen und Fragen zum Stellen. Das dauert eine Minute und erleichtert den Einstieg.',
  'help.weekly.tip4.lead': 'Bis zu {attempts} Versuche.',
  'help.weekly.tip4.text':
    'Wenn Ihr Kind es noch einmal versuchen möchte, senden Sie die neue Zeichnung auch ein. Niemand muss das; der erste Versuch zählt genauso.',
  'help.weekly.tip5.lead': 'Lesen Sie das Feedback gemeinsam.',
  'help.weekly.tip5.text':
    'Erzählen Sie mit Ihren eigenen Worten, was gut gelungen ist. Die Ideen für das nächste Mal sind für Sie, um sie im Laufe der Woche ins Spiel einzubauen.',
  'help.weekly.tip6.lead': 'Alle {everyWeeks} Wochen ein Checkpoint.',
  'help.weekly.tip6.text':
    'Nach jeweils {everyWeeks} abgeschlossenen Wochen können Sie einen Checkpoint starten, insgesamt {checkpoints}, um zu sehen, wie sich die Zeichnungen verändert haben.',

  'help.results.p1':
    'Jedes Ergebnis, das {brand} zeigt – die geschätzte Zeichenphase, die Altersspanne, die Stärken und die Übungsideen –, ist eine <strong>Schätzung</strong>. Sie beruht auf wenigen Zeichnungen, jede eine Momentaufnahme eines einzigen Tages. Ein müder Nachmittag, ein neuer Stift oder eine verrückte Idee können eine Zeichnung stark verändern.',
  'help.results.p2':
    '{brand} ist kein diagnostisches Werkzeug und kann Ihnen nicht sagen, ob die Entwicklung Ihres Kindes im Plan liegt. Kinder wachsen in Schüben und Pausen, und das Zeichnen ist nur ein kleines Fenster darauf.',
  'help.results.worry':
    '<strong>Wenn Sie etwas beunruhigt,</strong> ob beim Zeichnen oder bei etwas anderem, ist Ihre Kinderärztin oder Ihr Kinderarzt die richtige Ansprechperson. Sie kennen Ihr Kind und können das ganze Bild betrachten. Und wenn Sie ein Ergebnis hier verwundert, <contact>schreiben Sie uns</contact> – wir erklären es gern.',

  'help.about.metaTitle': 'Über uns',
  'help.about.metaDescription':
    '{brand} hilft Eltern von Kindern zwischen 3 und 10 Jahren, das Zeichnen ihres Kindes zu verstehen und zu fördern, mit wöchentlichen Aufgaben und ehrlichem, privatem Feedback.',
  'help.about.title': 'Über <underline>{brand}</underline>',
  'help.about.missionTitle': 'Unsere Mission',
  'help.about.mission':
    'Allen Eltern zu zeigen, was die Zeichnungen ihres Kindes darüber erzählen, wie es denkt, fühlt und wächst, und gemeinsames Zeichnen zu einer kleinen, fröhlichen Gewohnheit zu machen statt zu einer Prüfung.',
  'help.about.storyTitle': 'Unsere Geschichte',
  'help.about.story1':
    '„Kritzel“ ist ein anderes Wort für Gekritzel. {brand} begann in Hamburg mit einem Kühlschrank voller Kinderzeichnungen und einer einfachen Frage: Was erzählt uns diese Zeichnung, und wie können wir der nächsten auf die Sprünge helfen?',
  'help.about.story2':
    'Die Entwicklungsforschung weiß viel über das Zeichnen von Kindern, aber wenig davon erreicht Eltern. Also haben wir daraus wöchentliche Aufgaben für den Küchentisch gemacht, Feedback in einfachen Worten und Schätzungen, die ehrlich sagen, was eine einzelne Zeichnung zeigen kann und was nicht.',
  'help.about.valuesTitle': 'Woran wir glauben',
  'help.about.value1.title': 'Das Kind im Mittelpunkt',
  'help.about.value1.text':
    'Jedes Kind ist anders. Die Aufgaben folgen Alter, Entwicklungsphase und Interessen Ihres Kindes, und das Feedback würdigt Mühe und Neugier, nie eine Rangfolge.',
  'help.about.value2.title': 'Auf Forschung gestützt',
  'help.about.value2.text':
    'Unsere Aufgaben und Checkpoints bauen auf jahrzehntelanger Forschung dazu auf, wie sich das Zeichnen von Kindern entwickelt. Wir sagen, was wir messen, und wir geben Spannen an, keine Urteile.',
  'help.about.value3.title': 'Datenschutz zuerst',
  'help.about.value3.text':
    'Die Zeichnungen Ihres Kindes gehören Ihnen. Foto-Metadaten wie der Aufnahmeort werden beim Hochladen entfernt, und {brand} nutzt Daten von Kindern nie zum Trainieren von Modellen.',
  'help.about.value4.title': 'Lernen für alle',
  'help.about.value4.text':
    'Papier, ein paar Stifte und 20 bis 30 Minuten pro Woche – mehr braucht es nicht. Die Website funktioniert auf jedem Handy, mit Tastatur und mit Screenreader.',
  'help.about.whoTitle': 'Wem {brand} hilft',
  'help.about.parents.title': 'Eltern',
  'help.about.parents.text':
    'Jede Woche eine kurze, spielerische Zeichenaufgabe, Feedback, das für Sie geschrieben ist, und über {weeks} Wochen ein Bild davon, wie das Zeichnen Ihres Kindes wächst.',
  'help.about.educators.title': 'Pädagoginnen und Pädagogen',
  'help.about.educators.text':
    'Altersgerechte Zeichenaktivitäten auf Grundlage der Entwicklungsforschung, bereit für zu Hause, den Kindergarten oder das Klassenzimmer.',
  'help.about.families.title': 'Familien',
  'help.about.families.text': 'Gemeinsame Zeit am Küchentisch und Andenken aus den Zeichnungen, zum Teilen mit Großeltern in der Nähe und in der Ferne.',
  'help.about.contactTitle': 'Kontakt',
  'help.about.contactText':
    'Fragen, Ideen oder eine Zeichengeschichte zum Teilen? Schreiben Sie uns, wir melden uns innerhalb von 24 Stunden. Unsere Unternehmensangaben und unsere Anschrift stehen im <link>Impressum</link>.',
  'help.about.contact': 'Kontakt aufnehmen',

  'help.age.metaTitle': 'Was eine Zeichnung verraten kann',
  'help.age.metaDescription':
    'Was das Zeichenalter von {brand} bedeutet, wie es an 1.660 Kinderzeichnungen getestet wurde und warum eine einzelne Zeichnung nicht sagen kann, ob ein Kind voraus oder zurück ist.',
  'help.age.title': 'Was eine Zeichnung <underline>verraten kann</underline>',
  'help.age.intro':
    '{brand} sieht sich eine Zeichnung an und sagt, was sie zeigt. Das Zeichenalter ist ein Wegweiser zur Zeichnung, kein Maßstab für Ihr Kind.',
  'help.age.whatTitle': 'Was das Zeichenalter ist',
  'help.age.what':
    'Das Zeichenalter ist das Alter der Kinder, die solche Zeichnungen machen. „Zeichnungen wie diese machen Kinder von etwa 4 ½ bis 9 Jahren“ sagt etwas über die Zeichnung: Kinder vieler Altersstufen zeichnen so. Es sagt nicht, wie alt der Geist Ihres Kindes ist, und es ist kein IQ-Wert und kein Wert für Schulreife.',
  'help.age.testedTitle': 'Wie wir es getestet haben',
  'help.age.tested':
    'Wir haben die Zeichenanalyse von Kritzel an 1.660 Zeichnungen von Kindern zwischen 4 und 8 Jahren getestet, veröffentlicht von Long und Kollegen in <cite>Nature Communications</cite> (2024). Jedes Kind zeichnete einen Gegenstand – einen Fisch, eine Tasse, ein Kaninchen – auf einem Tablet. Wir haben das Alter jedes Kindes verborgen, es aus der Zeichnung geschätzt und verglichen.',
  'help.age.figure1.lead': 'Die Spanne enthält meist das Alter des Kindes.',
  'help.age.figure1.text': 'Bei 88,5 bis 98 von 100 Kindern lag das tatsächliche Alter innerhalb der Spanne, die wir gezeigt haben.',
  'help.age.figure2.lead': 'Die Spanne ist breit.',
  'help.age.figure2.text': 'Die Hälfte der Spannen war breiter als 53 Monate – etwa viereinhalb Jahre.',
  'help.age.figure3.lead': 'Sie unterscheidet kaum ältere von jüngeren Kindern.',
  'help.age.figure3.text':
    'Nach ihrem Zeichenalter sortiert, standen die Kinder kaum in der Reihenfolge ihres tatsächlichen Alters: Die Übereinstimmung (Spearmans ρ) lag bei 0,06, wobei 1 perfekt wäre und 0 Zufall ist.',
  'help.age.testedAfter':
    'Eine einzelne Zeichnung sagt also wenig darüber, wo ein Kind zwischen 4 und 8 Jahren steht. Kinder mit 4 und mit 8 bringen etwa gleich viele Linien, Formen und Details aufs Blatt; was sich mit dem Alter ändert, ist an einer Zeichnung schwerer zu messen.',
  'help.age.aheadTitle': 'Wann wir „voraus“ oder „zurück“ sagen',
  'help.age.aheadOnly': 'Nur wenn beides zutrifft:',
  'help.age.aheadAges':
    'Ihr Kind ist zwischen 4 Jahren 6 Monaten und 8 Jahren 6 Monaten alt – das Alter, an dem die Analyse getestet wurde, so wie sie es kennt (ihre Zeichnungen tragen ganze Jahre, jeweils in deren Mitte genommen), und',
  'help.age.aheadRange': 'die ganze Spanne liegt über dem Alter Ihres Kindes (voraus) oder darunter (zurück).',
  'help.age.aheadOutside':
    'Für ein jüngeres oder älteres Kind hat die Analyse keine Zeichnungen zum Vergleich – nahe 4 und nahe 9 Jahren endet ihre Spanne einfach dort, wo ihre Zeichnungen enden. Sie kann Ihr Kind daher nicht als voraus oder zurück einordnen, und wir versuchen es auch nicht. Selbst innerhalb dieses Alters ist „voraus“ oder „zurück“ nach einer Zeichnung ein Anlass, mehr gemeinsam zu zeichnen, kein Befund über Ihr Kind.',
  'help.age.goodTitle': 'Wofür es gut ist',
  'help.age.good1.lead': 'Sehen, was die Zeichnung zeigt.',
  'help.age.good1.text': 'Formen, Linien, Details in Formen, Farben, eine Standlinie – klar benannt, damit Sie gemeinsam darüber sprechen können.',
  'help.age.good2.lead': 'Übung verfolgen.',
  'help.age.good2.text':
    'Die wöchentlichen Aufgaben geben Ihrem Kind Neues zum Ausprobieren, und Sie können über die Wochen beobachten, was in seinen Zeichnungen auftaucht.',
  'help.age.realTitle': 'Wie die Zeichenentwicklung wirklich geprüft wird',
  'help.age.real1':
    'Standardisierte Zeichenaufgaben – Formen wie einen Kreis, ein Kreuz oder ein Quadrat abzeichnen und einen Menschen zeichnen –, bei vielen Kindern auf dieselbe Weise durchgeführt, sind der Weg, auf dem Fachleute die Zeichenentwicklung prüfen. Ihre Kinderärztin oder Ihr Kinderarzt kann sie mit Ihrem Kind machen.',
  'help.age.real2':
    '{brand} ist kein diagnostisches Werkzeug. Wenn Sie sich Sorgen um die Entwicklung Ihres Kindes machen, ist Ihre Kinderärztin oder Ihr Kinderarzt die richtige Ansprechperson. Lesen Sie auch unseren <guide>Elternratgeber</guide> dazu, wie das Zeichnen von 3 bis 10 Jahren wächst.',
} satisfies Translation<typeof en>;
