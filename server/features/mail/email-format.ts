import { formattingLocale } from '../../../contracts/i18n/locales.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';

/** British English as the e-mails have always written it ("3 March 2027"); German and Spanish their own way. */
const DATE_TAGS = { en: 'en-GB', de: 'de-DE', es: 'es-ES' } as const;

/** A day in the reader's language: "28 November 2026", "28. November 2026", "28 de noviembre de 2026". */
export function emailDate(date: Date | string, t: Translator): string {
  return new Intl.DateTimeFormat(DATE_TAGS[formattingLocale(t.locale)], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  );
}

/** "Mia and Leo", "Mia, Leo and Ada"; "Mia und Leo"; "Mia, Leo y Ada". */
export function andList(items: readonly string[], t: Translator): string {
  return new Intl.ListFormat(DATE_TAGS[formattingLocale(t.locale)], { style: 'long', type: 'conjunction' }).format(items);
}
