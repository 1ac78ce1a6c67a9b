import type { Translation } from '../../keys.ts';
import type { notices as en } from '../en/notices.ts';

export const notices = {
  'notices.name.weeklyReminder': 'die wöchentliche Erinnerung ans Zeichnen',
  'notices.name.feedbackReady': 'die Nachricht „Rückmeldung fertig“',
  'notices.name.checkpointReady': 'die Nachricht „Checkpoint fertig“',
  'notices.unsubscribed': 'Sie erhalten {notice} nicht mehr.',
  'notices.resubscribed': 'Sie erhalten {notice} wieder.',
  'notices.badToken':
    'Dieser Abmeldelink ist ungültig. Vielleicht wurde er nur teilweise kopiert. Alle E-Mail-Einstellungen können Sie auf Ihrer Kontoseite ändern.',
  'notices.accountGone': 'Zu diesem Link gibt es kein Konto mehr, daher werden keine E-Mails mehr dorthin geschickt.',
  'notices.page.title': 'Abmelden',
  'notices.page.description': 'Eine E-Mail von {brand} abbestellen.',
  'notices.page.back': 'Startseite',
  'notices.page.heading': 'Ihre <underline>E-Mails</underline>',
  'notices.page.turningOff': 'Die E-Mail wird abbestellt',
  'notices.page.changedMind': 'Doch anders entschieden? Mit einem Klick ist sie wieder da.',
  'notices.page.turnBackOn': 'Wieder einschalten',
  'notices.page.turningBackOn': 'Wird wieder eingeschaltet…',
  'notices.page.turnBackOnFailed': 'Das Wiedereinschalten hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.',
  'notices.page.allSettings': 'Alle Ihre E-Mail-Einstellungen',
} satisfies Translation<typeof en>;
