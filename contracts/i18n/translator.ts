import { IntlMessageFormat, type PrimitiveType, type FormatXMLElementFn } from 'intl-messageformat';
import { formattingLocale, type PageLocale } from './locales.ts';
import type { MessageKey, Messages } from './keys.ts';

/** A value a message's placeholder takes: text, a number, a date, or (rich text) a tag's renderer. */
export type MessageValues<T = never> = Record<string, PrimitiveType | Date | T | FormatXMLElementFn<T, T | string | (T | string)[]>>;

export interface Translator {
  readonly locale: PageLocale;
  /** The message in this language, its ICU placeholders, plurals and selects filled. */
  (key: MessageKey, values?: MessageValues): string;
  /** Whether a string is a message key (a contract's validation message is one). */
  has(key: string): key is MessageKey;
  /** A rich message: tags like <link>…</link> become what `values` renders them as. */
  rich<T>(key: MessageKey, values: MessageValues<T>): (T | string)[];
}

/**
 * Reports a key the loaded catalogues lack: the page shows the key itself rather than breaking,
 * and the route walk and unit tests fail on the console error it logs.
 */
export type MissingKey = (key: string, locale: PageLocale) => void;

/**
 * One language's messages as a function. Each message is parsed once (ICU MessageFormat, by
 * FormatJS's intl-messageformat) and kept; dates and numbers inside messages take the locale's
 * format ("{date, date, long}" → "3. März 2027").
 */
export function createTranslator(locale: PageLocale, messages: Partial<Messages>, onMissing: MissingKey): Translator {
  const parsed = new Map<string, IntlMessageFormat>();
  const tag = formattingLocale(locale);
  const format = (key: MessageKey): IntlMessageFormat | null => {
    let message = parsed.get(key);
    if (!message) {
      const source = messages[key];
      if (source === undefined) return null;
      message = new IntlMessageFormat(source, tag);
      parsed.set(key, message);
    }
    return message;
  };
  const t = ((key: MessageKey, values?: MessageValues) => {
    const message = format(key);
    if (!message) {
      onMissing(key, locale);
      return key;
    }
    return String(message.format(values as Record<string, PrimitiveType>));
  }) as Translator;
  Object.defineProperty(t, 'locale', { value: locale });
  t.has = (key: string): key is MessageKey => Object.hasOwn(messages, key);
  t.rich = <T>(key: MessageKey, values: MessageValues<T>) => {
    const message = format(key);
    if (!message) {
      onMissing(key, locale);
      return [key];
    }
    const out = message.format<T>(values as Record<string, PrimitiveType | T | FormatXMLElementFn<T>>);
    return Array.isArray(out) ? out : [out as T | string];
  };
  return t;
}
