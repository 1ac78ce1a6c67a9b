import { createElement, Fragment, use, type ReactNode } from 'react';
import type { Messages } from '../../../../contracts/i18n/keys';
import { PSEUDO_LOCALE, type Locale, type PageLocale } from '../../../../contracts/i18n/locales';
import { createTranslator, type MessageValues } from '../../../../contracts/i18n/translator';
import { BRAND } from '../../../../contracts/brand';
import { CHECKPOINT_COUNT, MAX_ATTEMPTS_PER_WEEK, TOTAL_CHALLENGES, WEEKS_PER_CHECKPOINT } from '../../../../contracts/program';
import { useLocale } from '@/i18n/use-t';
import type { help as english } from './en/help';

/** A message of the help pages (help center, parent guide, about us, what one drawing can tell). */
export type HelpKey = keyof typeof english;
type HelpMessages = Readonly<Record<HelpKey, string>>;

/**
 * Each language's help words as their own chunk: long prose that the landing page and the rest
 * of the app never need, so it stays out of the `core` catalogue (issue 37: the landing page's
 * budget) and a help page downloads only its own language.
 */
const LOADERS: Record<Locale, () => Promise<HelpMessages>> = {
  en: () => import('./en/help').then((m) => m.help),
  de: () => import('./de/help').then((m) => m.help),
  es: () => import('./es/help').then((m) => m.help),
};

/** The plan's numbers and the brand, which any help message may name. */
const SHARED_VALUES = {
  brand: BRAND.name,
  weeks: TOTAL_CHALLENGES,
  attempts: MAX_ATTEMPTS_PER_WEEK,
  everyWeeks: WEEKS_PER_CHECKPOINT,
  checkpoints: CHECKPOINT_COUNT,
};

export interface HelpTranslator {
  (key: HelpKey, values?: MessageValues): string;
  /** A message with tags (<link>…</link>), each rendered by `values`. */
  rich(key: HelpKey, values?: MessageValues<ReactNode>): ReactNode;
}

function reportMissing(key: string, locale: PageLocale): void {
  // Like the catalogue's: the route walk and unit tests fail on it.
  // eslint-disable-next-line no-console -- a missing help message is a bug, reported where it shows
  console.error(`Missing help message "${key}" in ${locale}`);
}

function helpTranslator(locale: PageLocale, messages: HelpMessages): HelpTranslator {
  const t = createTranslator(locale, messages as unknown as Partial<Messages>, reportMissing);
  // The help keys are not MessageKeys: the help modules are their own small catalogue.
  const translate = t as unknown as (key: string, values?: MessageValues) => string;
  const rich = t.rich as unknown as <T>(key: string, values: MessageValues<T>) => (T | string)[];
  const help = ((key: HelpKey, values?: MessageValues) => translate(key, { ...SHARED_VALUES, ...values })) as HelpTranslator;
  help.rich = (key, values) =>
    createElement(Fragment, null, ...rich<ReactNode>(key, { ...SHARED_VALUES, ...values }).map((part, index) => createElement(Fragment, { key: index }, part)));
  return help;
}

/** A promise React's `use` reads at once once it has settled (it looks at `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loaded = new Map<PageLocale, Tracked<HelpTranslator>>();

/** Starts (or reuses) the download of one language's help words. */
export function loadHelpMessages(locale: PageLocale): Promise<HelpTranslator> {
  let pending = loaded.get(locale);
  if (!pending) {
    const messages =
      locale === PSEUDO_LOCALE
        ? Promise.all([LOADERS.en(), import('../../../../contracts/i18n/pseudo')]).then(([en, { pseudoMessages }]) => pseudoMessages(en))
        : LOADERS[locale]();
    const promise: Tracked<HelpTranslator> = messages.then((m) => helpTranslator(locale, m));
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      // A failed download (a network blip) is tried again next time.
      () => loaded.delete(locale),
    );
    loaded.set(locale, promise);
    pending = promise;
  }
  return pending;
}

/** The help words in the page's language; suspends while they download (HelpContent shows the spinner). */
export function useHelpT(): HelpTranslator {
  return use(loadHelpMessages(useLocale()));
}
