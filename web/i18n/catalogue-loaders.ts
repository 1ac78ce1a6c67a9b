import type { Bundle, Messages } from '../../contracts/i18n/keys';
import type { Locale } from '../../contracts/i18n/locales';

type WebBundle = Exclude<Bundle, 'server'>;
type Loader = () => Promise<Partial<Messages>>;

/**
 * Each language's bundles as their own chunks, named one by one so the build splits them: a
 * page downloads only its own language, and the landing page only `core` (issue 37: its
 * JavaScript budget, ADR 021).
 */
export const CATALOGUE_LOADERS: Record<Locale, Record<WebBundle, Loader>> = {
  en: {
    core: () => import('../../contracts/i18n/messages/en/core').then((m) => m.core),
    app: () => import('../../contracts/i18n/messages/en/app').then((m) => m.app),
  },
  de: {
    core: () => import('../../contracts/i18n/messages/de/core').then((m) => m.core),
    app: () => import('../../contracts/i18n/messages/de/app').then((m) => m.app),
  },
  es: {
    core: () => import('../../contracts/i18n/messages/es/core').then((m) => m.core),
    app: () => import('../../contracts/i18n/messages/es/app').then((m) => m.app),
  },
};

export type { WebBundle };
