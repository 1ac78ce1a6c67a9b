import { createTranslator, type Translator } from '../../contracts/i18n/translator';
import type { Messages } from '../../contracts/i18n/keys';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  PSEUDO_LOCALE,
  isPageLocale,
  localeFromCookieHeader,
  matchLocale,
  type PageLocale,
} from '../../contracts/i18n/locales';
import { CATALOGUE_LOADERS, type WebBundle } from './catalogue-loaders';

/**
 * The page's language and its loaded messages, outside React so that a page's chunk loader can
 * wait for its bundle before it renders (routes.ts) and the language switch can change it. React
 * reads it through useSyncExternalStore (use-t.ts), so a switch re-renders without remounting:
 * nothing typed into a form is lost.
 */
interface State {
  locale: PageLocale;
  t: Translator;
}

const loaded = new Map<string, Promise<Partial<Messages>>>();
const messages: Partial<Messages> = {};
const listeners = new Set<() => void>();
let wanted = new Set<WebBundle>(['core']);

function reportMissing(key: string, locale: PageLocale): void {
  // The route walk and unit tests fail on console errors: a missing message is a bug, not a gap.
  // eslint-disable-next-line no-console -- the one place a missing message is reported
  console.error(`Missing message "${key}" in ${locale}`);
}

let state: State = { locale: 'en', t: createTranslator('en', messages, reportMissing) };

/** The language a visit starts in: the cookie (a choice made before), else the browser's languages. */
export function startLocale(): PageLocale {
  const fromCookie = localeFromCookieHeader(document.cookie);
  if (fromCookie) return fromCookie;
  return matchLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

async function bundleMessages(locale: PageLocale, bundle: WebBundle): Promise<Partial<Messages>> {
  const id = `${locale}/${bundle}`;
  let pending = loaded.get(id);
  if (!pending) {
    pending =
      locale === PSEUDO_LOCALE
        ? Promise.all([CATALOGUE_LOADERS.en[bundle](), import('../../contracts/i18n/pseudo')]).then(([english, { pseudoMessages }]) =>
            pseudoMessages(english as Record<string, string>),
          )
        : CATALOGUE_LOADERS[locale][bundle]();
    // A failed download (a network blip) is tried again next time.
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

function publish(locale: PageLocale, merged: Partial<Messages>): void {
  Object.assign(messages, merged);
  state = { locale, t: createTranslator(locale, { ...messages }, reportMissing) };
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Makes sure a bundle of the current language is in before a page that needs it renders. */
export async function loadBundle(bundle: WebBundle): Promise<void> {
  wanted.add(bundle);
  const locale = state.locale;
  const added = await bundleMessages(locale, bundle);
  if (state.locale === locale && !Object.keys(added).every((key) => key in messages)) publish(locale, added);
}

/**
 * The first language, loaded before the first render (main.tsx). The language is set at once,
 * so a page chunk that starts loading meanwhile (preloadRoute) fetches the same language's bundle.
 */
export async function startI18n(locale: PageLocale = startLocale()): Promise<void> {
  state = { locale, t: createTranslator(locale, messages, reportMissing) };
  const core = await bundleMessages(locale, 'core');
  publish(locale, core);
}

/**
 * Switches every mounted page to another language: its bundles load first, then one render.
 * The choice is kept in a cookie for a year (functional: it does what the visitor asked).
 */
export async function switchLanguage(locale: PageLocale): Promise<void> {
  if (!isPageLocale(locale)) return;
  const bundles = await Promise.all([...wanted].map((bundle) => bundleMessages(locale, bundle)));
  for (const key of Object.keys(messages)) delete messages[key as keyof Messages];
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  publish(locale, Object.assign({}, ...bundles) as Partial<Messages>);
}

/** Whether the visitor chose a language on this device (the cookie), as against the browser's default. */
export const languageChosenHere = (): boolean => localeFromCookieHeader(document.cookie) !== null;

export const i18nStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): State => state,
};

/** For unit tests: every web message of one language, in at once (web/test-setup). */
export function setMessagesForTests(locale: PageLocale, all: Partial<Messages>): void {
  for (const key of Object.keys(messages)) delete messages[key as keyof Messages];
  wanted = new Set(['core', 'app']);
  publish(locale, all);
}
