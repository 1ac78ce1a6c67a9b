import type { ProductType } from './shop-catalog.ts';

export { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './i18n/locales.ts';

/*
 * The names Kritzel stores things under in a visitor's browser, and how long they stay. The code
 * that stores each one takes its name from here, and so does the cookie policy, which must list
 * exactly what is stored (§ 25 TDDDG; ADR 033). It imports no code but the language cookie's
 * names: the cookie banner's store loads it with every page.
 */

/** better-auth names its cookies `<prefix>.<name>`: the session is `kritzel.session_token`. */
export const AUTH_COOKIE_PREFIX = 'kritzel';
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;
/** The same cookie's name when Kritzel is served over https: better-auth then adds the `__Secure-` prefix. */
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
/** A session ends after this many days without use. */
export const SESSION_DAYS = 30;

/** The cookie banner's choice (localStorage). */
export const CONSENT_STORAGE_KEY = 'kritzel.cookie-consent';

/** A keepsake being designed, per product (sessionStorage): a cancelled checkout comes back to it. */
export const savedConfigurationKey = (product: ProductType) => `kritzel.shop.${product}`;
