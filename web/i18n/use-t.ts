import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageKey } from '../../contracts/i18n/keys';
import { formattingLocale, type PageLocale } from '../../contracts/i18n/locales';
import type { MessageValues, Translator } from '../../contracts/i18n/translator';
import { i18nStore } from './i18n-store';

/** The page's language; re-renders the component when the parent switches. */
export function useLocale(): PageLocale {
  return useSyncExternalStore(i18nStore.subscribe, () => i18nStore.get().locale);
}

/**
 * The page's messages: `t('common.footer.contact')`, `t('plans.weeksLeft', { count })`. A key
 * missing from the English catalogue fails the type check.
 */
export function useT(): Translator {
  return useSyncExternalStore(i18nStore.subscribe, () => i18nStore.get().t);
}

/**
 * A message with markup: `<Rich k="legal.consent" values={{ link: (text) => <a href=…>{text}</a> }} />`
 * renders "Read our <link>privacy policy</link>" with the translator's words inside the link.
 */
export function Rich({ k, values }: { k: MessageKey; values: MessageValues<ReactNode> }): ReactNode {
  const t = useT();
  return createElement(Fragment, null, ...t.rich<ReactNode>(k, values).map((part, index) => createElement(Fragment, { key: index }, part)));
}

/** Dates, numbers and prices in the page's language ("3. März 2027", "1.234", "49,00 $"). */
export function useFormat() {
  const tag = formattingLocale(useLocale());
  return {
    locale: tag,
    date: (date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) => new Intl.DateTimeFormat(tag, options).format(new Date(date)),
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options).format(value),
    /** Prices stay in US dollars (the plan is sold in dollars), written the locale's way. */
    price: (cents: number) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100),
  };
}
