import type { Translation } from '../../keys.ts';
import type { email as en } from '../en/email.ts';

export const email = {
  'email.hello': 'Hallo {name},',
  'email.signOff': '— Ihr {brand}-Team',
  'email.confirmAddress': 'Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört: {link}',
  'email.confirmThreeDays': 'Der Link ist drei Tage lang gültig.',
  'email.ignore': 'Wenn Sie das nicht angefordert haben, können Sie diese Nachricht einfach ignorieren.',

  'email.linkRemoved': '(Link aus dieser Kopie entfernt, nachdem die E-Mail verschickt wurde)',

  'email.welcome.subject': 'Willkommen bei {brand}',
  'email.welcome.thanks':
    'Schön, dass Sie bei {brand} dabei sind. Jedes Kind fängt mit einem Kritzel an, und wir freuen uns, die Zeichnungen Ihres Kindes gemeinsam mit Ihnen zu begleiten.',
  'email.welcome.dashboard': 'Wann immer Sie so weit sind, beginnen Sie auf Ihrer Übersicht: {link}',

  'email.verify.subject': 'Bitte bestätigen Sie Ihre E-Mail-Adresse für {brand}',

  'email.reset.subject': 'Ihr {brand}-Passwort zurücksetzen',
  'email.reset.asked': 'Jemand hat darum gebeten, das Passwort Ihres {brand}-Kontos zurückzusetzen. Um ein neues zu wählen, öffnen Sie: {link}',
  'email.reset.once': 'Der Link ist eine Stunde lang und nur einmal gültig. Mit einem neuen Passwort werden Sie auf allen Geräten abgemeldet.',
  'email.reset.notYou': 'Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren: Ihr Passwort bleibt, wie es ist.',

  'email.admin.subject': 'Wählen Sie Ihr {brand}-Administratorpasswort',
  'email.admin.listed': 'Diese Adresse ist als Administrator von {brand} eingetragen. Um die Rolle zu übernehmen, wählen Sie hier Ihr Passwort: {link}',
  'email.admin.once':
    'Der Link ist eine Stunde lang und nur einmal gültig. Mit dem Passwort wird dieses Konto auf allen Geräten abgemeldet, sodass nur Sie die Rolle innehaben.',
  'email.admin.expired': 'Ist er abgelaufen, schickt „Passwort vergessen?“ auf der Anmeldeseite einen neuen: {link}',
  'email.admin.notExpected': 'Wenn Sie diese Nachricht nicht erwartet haben, können Sie sie ignorieren: Nichts ändert sich, solange kein Passwort gewählt ist.',

  'email.passwordChanged.subject': 'Ihr {brand}-Passwort wurde geändert',
  'email.passwordChanged.changed': 'Das Passwort Ihres {brand}-Kontos wurde gerade geändert. Wenn Sie das waren, ist nichts weiter zu tun.',
  'email.passwordChanged.notYou': 'Wenn Sie das nicht waren, wählen Sie jetzt ein neues Passwort: {link}',
  'email.passwordChanged.signsOut': 'Damit wird das Konto auf allen Geräten abgemeldet.',
  'email.passwordChanged.writeToUs': 'Schreiben Sie uns dann, und wir helfen Ihnen, Ihr Konto zu überprüfen: {link}',

  'email.signUpAttempt.subject': 'Jemand wollte mit Ihrer E-Mail-Adresse ein {brand}-Konto anlegen',
  'email.signUpAttempt.tried':
    'Jemand hat gerade versucht, mit dieser E-Mail-Adresse ein neues {brand}-Konto anzulegen. Sie haben bereits eines, daher wurde nichts geändert.',
  'email.signUpAttempt.signIn': 'Wenn Sie das waren, melden Sie sich einfach an: {link}',
  'email.signUpAttempt.forgot': 'Wenn Sie Ihr Passwort vergessen haben, wählen Sie ein neues: {link}',
  'email.signUpAttempt.notYou': 'Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren.',

  'email.receipt.subject': 'Ihre Quittung von {brand}: {amount}',
  'email.receipt.refundSubject': 'Ihre Erstattung von {brand}: {amount}',
  'email.receipt.thanks': 'Vielen Dank für Ihren Kauf. Hier ist Ihre Quittung.',
  'email.receipt.refunded': 'Wir haben Ihnen eine Zahlung erstattet. Das Geld ist in der Regel innerhalb von 5 bis 10 Werktagen wieder auf Ihrer Karte.',
  'email.receipt.item': 'Artikel: {what}',
  'email.receipt.refundFor': 'Erstattung für: {what}',
  'email.receipt.amount': 'Betrag: {amount}',
  'email.receipt.amountRefunded': 'Erstatteter Betrag: {amount}',
  'email.receipt.date': 'Datum: {date}',
  'email.receipt.testMode': 'Im Testmodus bezahlt: Es wurde nichts wirklich abgebucht.',
  'email.receipt.paidWithCard': 'Bezahlt mit der Karte mit der Endung {last4}',
  'email.receipt.refundedToCard': 'Erstattet auf die Karte mit der Endung {last4}',
  'email.receipt.reference': 'Referenz: {reference}',
  'email.receipt.soldBy': 'Verkäufer: {name}',
  'email.receipt.vatId': 'USt-IdNr.: {vatId}',
  'email.receipt.questions': 'Fragen zu dieser Zahlung? Schreiben Sie an {email} oder nutzen Sie {link}, und nennen Sie die Referenz oben.',
  'email.receipt.refundQuestions': 'Fragen zu dieser Erstattung? Schreiben Sie an {email} oder nutzen Sie {link}, und nennen Sie die Referenz oben.',
  'email.receipt.refundTerms': 'Unsere Widerrufs- und Erstattungsbedingungen: {link}',
  'email.receipt.allReceipts': 'Alle Ihre Quittungen finden Sie auf Ihrer Kontoseite: {link}',

  'email.notice.because': 'Sie erhalten diese E-Mail, weil {notice} eingeschaltet ist. Mit einem Klick abbestellen: {link}',
  'email.notice.settings': 'Alle Ihre E-Mail-Einstellungen: {link}',
  'email.notice.notADiagnosis':
    '{brand} gibt Schätzungen anhand von Zeichnungen; das ist keine Diagnose. Wenn Sie sich einmal Sorgen um die Entwicklung Ihres Kindes machen, ist Ihre Kinderärztin oder Ihr Kinderarzt die richtige Ansprechperson.',

  'email.reminder.subjectOne': 'Zeit zum Zeichnen: Woche {week} ist bereit für {child}',
  'email.reminder.subjectMany': 'Zeit zum Zeichnen: Die Aufgaben dieser Woche sind bereit',
  'email.reminder.gentle': 'Eine freundliche Erinnerung, wie gewünscht: Die Zeichenaufgabe dieser Woche wartet.',
  'email.reminder.week': '• {child}, Woche {week} — {link}',
  'email.reminder.weekTitled': '• {child}, Woche {week}: „{title}“ — {link}',
  'email.reminder.relaxed': 'Zehn entspannte Minuten reichen völlig. Es gibt keine falsche Zeichnung.',

  'email.feedback.subjectOneChild': 'Die Rückmeldung für {child} zu {weeks} ist fertig',
  'email.feedback.subjectChildren': 'Die Rückmeldung für {children} ist fertig',
  'email.feedback.lookedAtOne': 'Wir haben uns die Zeichnung von {child} für Woche {week} („{title}“) angesehen. Die Rückmeldung ist fertig:',
  'email.feedback.lookedAtMany': 'Wir haben uns diese Zeichnungen angesehen. Die Rückmeldung ist fertig:',
  'email.feedback.item': '• {child}, Woche {week} („{title}“) — {link}',
  'email.weeks.one': 'Woche {week}',
  'email.weeks.run': 'den Wochen {from}–{to}',
  'email.weeks.list': 'den Wochen {list}',

  'email.checkpoint.subject': 'Checkpoint {number} für {child} ist fertig',
  'email.checkpoint.compares': 'Checkpoint {number} vergleicht die neuesten Zeichnungen von {child} mit dem Anfang. Sie finden ihn auf der Seite des Plans:',
  'email.checkpoint.attached':
    'Der Bericht ist als PDF angehängt, zum Aufbewahren oder um ihn einer Kinderärztin, einem Kinderarzt oder einer Lehrkraft zu zeigen. Er gibt Schätzungen als Spannen an, aus einer Handvoll Zeichnungen.',
  'email.checkpoint.notAttached': 'Der PDF-Bericht konnte diesmal nicht angehängt werden; Sie können ihn auf der Seite des Plans herunterladen.',
  'email.checkpoint.filenameChild': 'Kind',
  'email.checkpoint.filename': '{brand}-{child}-Checkpoint-{number}.pdf',
} satisfies Translation<typeof en>;
