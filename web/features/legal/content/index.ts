import type { Locale } from '../../../../contracts/i18n/locales';
import type { LegalPageId } from '../../../../contracts/legal';
import type { LegalContent } from './types';

type Loader = () => Promise<LegalContent>;

/**
 * Each page's text in each language, every one its own chunk (named one by one so the build
 * splits them): a page downloads its own text in the page's language only. German is the
 * binding version; English and Spanish are translations of it (ADR 033).
 */
const LOADERS: Record<LegalPageId, Record<Locale, Loader>> = {
  'legal-notice': {
    en: () => import('./en/legal-notice').then((m) => m.content),
    de: () => import('./de/legal-notice').then((m) => m.content),
    es: () => import('./es/legal-notice').then((m) => m.content),
  },
  'privacy-policy': {
    en: () => import('./en/privacy-policy').then((m) => m.content),
    de: () => import('./de/privacy-policy').then((m) => m.content),
    es: () => import('./es/privacy-policy').then((m) => m.content),
  },
  'terms-of-service': {
    en: () => import('./en/terms-of-service').then((m) => m.content),
    de: () => import('./de/terms-of-service').then((m) => m.content),
    es: () => import('./es/terms-of-service').then((m) => m.content),
  },
  'refund-policy': {
    en: () => import('./en/refund-policy').then((m) => m.content),
    de: () => import('./de/refund-policy').then((m) => m.content),
    es: () => import('./es/refund-policy').then((m) => m.content),
  },
  'cookie-policy': {
    en: () => import('./en/cookie-policy').then((m) => m.content),
    de: () => import('./de/cookie-policy').then((m) => m.content),
    es: () => import('./es/cookie-policy').then((m) => m.content),
  },
};

const loaded = new Map<string, LegalContent>();
const pending = new Map<string, Promise<LegalContent>>();
const idOf = (page: LegalPageId, locale: Locale) => `${locale}/${page}`;

/** The text already in, so a page opened again (or switched back) renders at once. */
export const loadedLegalContent = (page: LegalPageId, locale: Locale): LegalContent | undefined => loaded.get(idOf(page, locale));

/** Fetches a page's text in one language once; a failed download (a network blip) is tried again next time. */
export function loadLegalContent(page: LegalPageId, locale: Locale): Promise<LegalContent> {
  const id = idOf(page, locale);
  let promise = pending.get(id);
  if (!promise) {
    promise = LOADERS[page][locale]().then((content) => {
      loaded.set(id, content);
      return content;
    });
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

export type { LegalContent, LegalSection } from './types';
