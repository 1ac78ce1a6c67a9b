/**
 * The local analyser's sentences in one language: its messages (namespace `analyser`, server
 * bundle), lists (contracts/i18n/list-words.ts) and colour names.
 */
import { listWords } from '../../../../contracts/i18n/list-words.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../../../contracts/i18n/locales.ts';
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

const wordings = new Map<PageLocale, Wording>();

export function wording(locale: PageLocale = DEFAULT_LOCALE): Wording {
  let w = wordings.get(locale);
  if (!w) {
    const t = translator(locale);
    w = {
      locale,
      t,
      list: (items) => listWords(locale, items),
      colour: (name) => {
        const key = `analyser.colour.${name}`;
        return t.has(key) ? t(key as MessageKey) : name;
      },
    };
    wordings.set(locale, w);
  }
  return w;
}
