/**
 * The languages Kritzel speaks (issue 37, ADR 033). English is the spec's own wording; German is
 * the operator's (Hamburg) and the language its legal pages are written in; Spanish follows the
 * CDC's and ASQ-3's second language. URLs never change with the language: it travels in a cookie.
 */
export const LOCALES = ['en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * A test-only language: English with every letter accented and each message 40 % longer, so CI
 * sees cut-off text and strings that never went through the catalogue. Never offered to parents.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language named in itself, as the switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

/** The cookie that keeps a visitor's choice (a year; functional, so it needs no consent). */
export const LANGUAGE_COOKIE = 'kritzel_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isPageLocale(value: unknown): value is PageLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/**
 * The first of the visitor's languages that Kritzel speaks ("de-AT" → de), in the order given:
 * an Accept-Language header ("de-AT,de;q=0.9,en;q=0.8") or navigator.languages.
 */
export function matchLocale(preferred: string | readonly string[] | null | undefined): Locale {
  const tags = typeof preferred === 'string' ? parseAcceptLanguage(preferred) : (preferred ?? []);
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** The header's tags, highest quality first (ties keep their order); q=0 means "not this one". */
function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of the language cookie in a Cookie header, when it names a language Kritzel speaks. */
export function localeFromCookieHeader(cookieHeader: string | undefined): PageLocale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isPageLocale(value)) return value;
  }
  return null;
}

/** The BCP 47 tag dates and numbers are formatted with (the pseudo-locale formats as English). */
export const formattingLocale = (locale: PageLocale): Locale => (locale === PSEUDO_LOCALE ? 'en' : locale);
