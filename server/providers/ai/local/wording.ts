/**
 * The local analyser's sentences in one language: its messages (namespace `analyser`, server
 * bundle), lists and colour names. English keeps its own list wording ("a, b and c", no comma
 * before "and"), so every English sentence stays as it was; German and Spanish lists follow
 * Intl.ListFormat.
 */
import { DEFAULT_LOCALE, formattingLocale, type PageLocale } from '../../../../contracts/i18n/locales.ts';
import type { MessageKey } from '../../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../../contracts/i18n/translator.ts';
import { translator } from '../../../i18n/index.ts';

export type Wording = {
  readonly locale: PageLocale;
  readonly t: Translator;
  /** "a, b and c" in the language. */
  list(items: readonly string[]): string;
  /** A measured colour's name ("red") in the language; an unknown name stays as it is. */
  colour(name: string): string;
};

/** The English list, as the analyser always wrote it. */
export const listOf = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

const wordings = new Map<PageLocale, Wording>();

export function wording(locale: PageLocale = DEFAULT_LOCALE): Wording {
  let w = wordings.get(locale);
  if (!w) {
    const t = translator(locale);
    const lang = formattingLocale(locale);
    const format = lang === 'en' ? null : new Intl.ListFormat(lang, { type: 'conjunction' });
    w = {
      locale,
      t,
      list: (items) => (format ? format.format(items) : listOf(items)),
      colour: (name) => {
        const key = `analyser.colour.${name}`;
        return t.has(key) ? t(key as MessageKey) : name;
      },
    };
    wordings.set(locale, w);
  }
  return w;
}
