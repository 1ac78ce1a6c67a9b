import type { Translation } from '../../keys.ts';
import type { answers as en } from '../en/answers.ts';

export const answers = {
  'answers.auth.resetRequested': 'Wenn diese E-Mail-Adresse bei uns registriert ist, finden Sie den Link zum Zurücksetzen in Ihrem Postfach',
  'answers.account.deleted': 'Ihr Konto und Ihre Daten wurden gelöscht.',
  'answers.submission.retryStarted': 'Analyse neu gestartet',
  'answers.checkpoint.started': 'Checkpoint {number} wird ausgewertet. Das dauert meist nur einen Moment.',
  'answers.checkpoint.noThenAndNow': 'Damals und heute erscheint, sobald der erste Checkpoint ausgewertet ist: die erste Zeichnung neben der des Checkpoints.',
  'answers.contact.sent': 'Nachricht gesendet',
  'answers.adaptation.easierFeltVeryHard': 'Etwas leichter gemacht: Die letzte Woche war „Sehr schwer“',
  'answers.adaptation.easierAfterFeedback': 'Etwas leichter gemacht nach der Rückmeldung der letzten Woche',
  'answers.adaptation.harderFeltVeryEasy': 'Etwas anspruchsvoller: Die letzte Woche war „Sehr leicht“',
  'answers.adaptation.harderFeltEasy': 'Etwas anspruchsvoller: Die letzte Woche war „Leicht“',
} satisfies Translation<typeof en>;
