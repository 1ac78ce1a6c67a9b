import type { Translation } from '../../keys.ts';
import type { validation as en } from '../en/validation.ts';

export const validation = {
  'validation.servedAge': 'Das Kind muss zwischen 3 und 10 Jahre alt sein',
  'validation.oneLine': 'Bitte schreiben Sie dies in eine Zeile, ohne Zeilenumbrüche, Tabulatoren oder Steuerzeichen',
  'validation.enterName': 'Bitte geben Sie Ihren Namen ein',
  'validation.validEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'validation.passwordTooShort': 'Verwenden Sie mindestens 8 Zeichen',
  'validation.passwordTooLong': 'Verwenden Sie höchstens 128 Zeichen',
  'validation.enterPassword': 'Bitte geben Sie Ihr Passwort ein',
  'validation.passwordsDiffer': 'Die beiden Passwörter stimmen nicht überein',
  'validation.invalidDate': 'Ungültiges Datum',
} satisfies Translation<typeof en>;
