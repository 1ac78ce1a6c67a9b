import type { Translation } from '../../keys.ts';
import type { answers as en } from '../en/answers.ts';

export const answers = {
  'answers.auth.resetRequested': 'Wenn diese E-Mail-Adresse bei uns registriert ist, finden Sie den Link zum Zurücksetzen in Ihrem Postfach',
  'answers.account.deleted': 'Ihr Konto und Ihre Daten wurden gelöscht.',
  'answers.submission.retryStarted': 'Analyse neu gestartet',
  'answers.checkpoint.started': 'Checkpoint {number} wird ausgewertet. Das dauert meist nur einen Moment.',
  'answers.checkpoint.noThenAndNow': 'Damals und heute erscheint, sobald der erste Checkpoint ausgewertet ist: die erste Zeichnung neben der des Checkpoints.',
  'answers.contact.sent': 'Nachricht gesendet',
} satisfies Translation<typeof en>;
