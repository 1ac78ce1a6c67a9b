import type { Translator } from '../../../../contracts/i18n/translator';

/** The browser's own time zone, which a reminder starts with when the parent turns it on. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, plus the ones already in play (a saved zone the list may spell differently). */
export function timeZoneChoices(...inPlay: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...inPlay, 'UTC'])].sort();
}

/** English writes the reminder's day the British way ("Saturday 6 June"), as the e-mails do. */
const dayLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/** "Saturday 6 June at 09:00" ("Samstag, 6. Juni um 09:00"), in the reminder's own zone. */
export function formatReminderTime(iso: string, timeZone: string, locale: string, t: Translator): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat(dayLocale(locale), { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(at);
  const time = new Intl.DateTimeFormat(dayLocale(locale), { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return t('account.email.reminderTime', { day, time });
}

/** The days of the week from Monday (the reminder's weekday 1) to Sunday (7), in the page's language. */
export function weekdayNames(locale: string): string[] {
  const names = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, day) => names.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
