import { formattingLocale, type PageLocale } from './locales.ts';

/** The English list as Kritzel has always written it: "a, b and c", no comma before "and". */
const englishList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

const formats = new Map<string, Intl.ListFormat>();

/** "a, b and c" in a language: English keeps its own wording, German and Spanish follow Intl.ListFormat. */
export function listWords(locale: PageLocale, items: readonly string[]): string {
  const lang = formattingLocale(locale);
  if (lang === 'en') return englishList(items);
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.ListFormat(lang, { type: 'conjunction' })));
  return format.format(items);
}
