import {
  CONSENT_STORAGE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  savedConfigurationKey,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_DAYS,
} from '../../../../contracts/browser-storage';
import type { Locale } from '../../../../contracts/i18n/locales';
import { PRODUCT_TYPES } from '../../../../contracts/shop-catalog';
import type { StoredItem } from '../components/cookie-lists';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

type Kind = 'cookie' | 'localStorage' | 'sessionStorage';
type Lifetime = { unit: 'day' | 'year'; count: number };

/**
 * What Kritzel stores in the browser today, the same in every language: names and lifetimes from
 * the code that stores them. Every entry is essential.
 */
const STORED_ITEMS = [
  // Both names: the second is the one a browser sees on the live site (https).
  { id: 'session', name: `${SESSION_COOKIE} / ${SECURE_SESSION_COOKIE}`, kind: 'cookie', lifetime: { unit: 'day', count: SESSION_DAYS } },
  { id: 'consent', name: CONSENT_STORAGE_KEY, kind: 'localStorage' },
  { id: 'keepsake', name: PRODUCT_TYPES.map(savedConfigurationKey).join(', '), kind: 'sessionStorage' },
  { id: 'language', name: LANGUAGE_COOKIE, kind: 'cookie', lifetime: { unit: 'year', count: LANGUAGE_COOKIE_MAX_AGE_SECONDS / YEAR_SECONDS } },
  // better-auth's short-lived cookie for the round trip of single sign-on: described rather than named.
  { id: 'sso', name: null, kind: 'cookie' },
] as const satisfies readonly { id: string; name: string | null; kind: Kind; lifetime?: Lifetime }[];

type Facts = (typeof STORED_ITEMS)[number];

/** One item's words: its purpose, how long it stays (around its lifetime, where it has one) and a name where it has none. */
type ItemWords<F extends Facts> = { purpose: string } & (F extends { lifetime: Lifetime } ? { lasts: (lifetime: string) => string } : { lasts: string }) &
  (F extends { name: null } ? { name: string } : unknown);

/** A language's words for the table: the kinds of storage and each item's. */
export type StoredItemWords = { kinds: Record<Kind, string>; items: { [F in Facts as F['id']]: ItemWords<F> } };

/** The table in one language, lifetimes written as that language writes them ("30 Tage", "1 año"). */
export function storedItems(locale: Locale, words: StoredItemWords): StoredItem[] {
  return STORED_ITEMS.map((facts) => {
    const said: { name?: string; purpose: string; lasts: string | ((lifetime: string) => string) } = words.items[facts.id];
    const lifetime =
      'lifetime' in facts ? new Intl.NumberFormat(locale, { style: 'unit', unit: facts.lifetime.unit, unitDisplay: 'long' }).format(facts.lifetime.count) : '';
    return {
      name: facts.name ?? said.name ?? '',
      kind: words.kinds[facts.kind],
      purpose: said.purpose,
      lasts: typeof said.lasts === 'function' ? said.lasts(lifetime) : said.lasts,
    };
  });
}
