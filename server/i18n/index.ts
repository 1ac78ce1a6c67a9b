import type { FastifyRequest } from 'fastify';
import { createTranslator, type Translator } from '../../contracts/i18n/translator.ts';
import type { Messages } from '../../contracts/i18n/keys.ts';
import { DEFAULT_LOCALE, isLocale, localeFromCookieHeader, matchLocale, PSEUDO_LOCALE, type Locale, type PageLocale } from '../../contracts/i18n/locales.ts';
import { pseudoMessages } from '../../contracts/i18n/pseudo.ts';
import { app as enApp } from '../../contracts/i18n/messages/en/app.ts';
import { core as enCore } from '../../contracts/i18n/messages/en/core.ts';
import { server as enServer } from '../../contracts/i18n/messages/en/server.ts';
import { app as deApp } from '../../contracts/i18n/messages/de/app.ts';
import { core as deCore } from '../../contracts/i18n/messages/de/core.ts';
import { server as deServer } from '../../contracts/i18n/messages/de/server.ts';
import { app as esApp } from '../../contracts/i18n/messages/es/app.ts';
import { core as esCore } from '../../contracts/i18n/messages/es/core.ts';
import { server as esServer } from '../../contracts/i18n/messages/es/server.ts';

/** Every message of every language, in memory: the server writes e-mails and PDFs in any of them. */
export const CATALOGUES: Record<Locale, Messages> = {
  en: { ...enCore, ...enApp, ...enServer },
  de: { ...deCore, ...deApp, ...deServer },
  es: { ...esCore, ...esApp, ...esServer },
};

const translators = new Map<PageLocale, Translator>();

/** A missing key cannot happen for a typed key; a key read from data (a stored message) may. */
function missing(key: string, locale: PageLocale): void {
  process.emitWarning(`Missing message "${key}" in ${locale}`, 'KritzelMissingMessage');
}

/** The messages of one language as a function (the pseudo-locale: test runs only). */
export function translator(locale: PageLocale): Translator {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, locale === PSEUDO_LOCALE ? pseudoMessages(CATALOGUES.en) : CATALOGUES[locale], missing);
    translators.set(locale, t);
  }
  return t;
}

/**
 * The language a request is answered in: the visitor's choice (the cookie the language switch
 * sets), else the browser's languages (Accept-Language), else English. The page does the same
 * with navigator.languages, so a page and its API calls agree.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): PageLocale {
  return localeFromCookieHeader(request.headers.cookie) ?? matchLocale(request.headers['accept-language']);
}

/** The language a parent's e-mails, reminders and PDFs are written in: the account's, else English. */
export function accountLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
