import type { Translation } from '../../keys.ts';
import type { components as en } from '../en/components.ts';

export const components = {
  'components.backToHome': 'Zur Startseite',
  'components.cancel': 'Abbrechen',
  'components.close': 'Schließen',
  'components.closeNotification': 'Hinweis schließen',
  'components.tryAgain': 'Erneut versuchen',
  'components.loading': 'Wird geladen',
  'components.showPassword': 'Passwort anzeigen',
  'components.takePhoto': 'Foto aufnehmen',
  'components.newPassword.label': 'Neues Passwort',
  'components.newPassword.hint': 'Mindestens {min} Zeichen. Am besten ist ein langer Satz als Passwort.',
  'components.progress.percent': '{percent} %',
  'components.account.shop': 'Shop',
  'components.account.logOut': 'Abmelden',
  'components.aiProvider.withProvider':
    'Mit Ihrer Erlaubnis sendet Kritzel die Zeichnungen und Aufnahmen Ihres Kindes an einen externen KI-Anbieter, für eine ausführlichere, genauere Auswertung. Sie werden nur für diese Auswertung verwendet und nicht zum Trainieren von KI-Modellen.',
  'components.aiProvider.withoutProvider': 'Ohne diese Erlaubnis wertet die Zeichenanalyse von Kritzel alles aus, und nichts verlässt Kritzel.',
  'components.aiProvider.onlyLocal':
    'Die Zeichenanalyse von Kritzel wertet alles aus. Die Zeichnungen und Aufnahmen Ihres Kindes werden an keinen externen KI-Anbieter gesendet.',
  'components.aiProvider.changeLater': 'Sie können das jederzeit auf Ihrer Kontoseite ändern.',
  'components.aiProvider.saveFailed': 'Wir konnten Ihre Auswahl nicht speichern. Bitte versuchen Sie es erneut.',
  'components.aiProvider.question': 'Möchten Sie eine ausführlichere Auswertung?',
  'components.aiProvider.yes': 'Ja, den KI-Anbieter nutzen',
  'components.aiProvider.no': 'Nein, nur bei Kritzel',
  'components.aiProvider.saving': 'Ihre Auswahl wird gespeichert …',
  'components.aiProvider.visitorLabel': 'Den externen KI-Anbieter für eine ausführlichere Auswertung nutzen (freiwillig)',
  'components.aiProvider.visitorText':
    'Die Zeichnung Ihres Kindes wird nur für diese Auswertung dorthin gesendet und nicht zum Trainieren von KI-Modellen verwendet. Ohne diese Auswahl sieht sich die Zeichenanalyse von Kritzel die Zeichnung an.',
} satisfies Translation<typeof en>;
