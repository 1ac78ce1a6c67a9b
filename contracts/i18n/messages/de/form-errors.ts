import type { Translation } from '../../keys.ts';
import type { formErrors as en } from '../en/form-errors.ts';

export const formErrors = {
  'formErrors.nameMissing': 'Bitte geben Sie Ihren Namen ein',
  'formErrors.emailMissing': 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  'formErrors.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'formErrors.messageMissing': 'Bitte geben Sie eine Nachricht ein',
  'formErrors.messageTooLong': 'Bitte halten Sie die Nachricht unter 5000 Zeichen',
  'formErrors.max200': 'Bitte verwenden Sie höchstens 200 Zeichen',
} satisfies Translation<typeof en>;
