// How long something takes, as a parent reads it: pages and server texts alike (rate limits,
// recordings). Zod-free, like child-age.ts, so any page can use it without the schemas.
import type { Translator } from './i18n/translator.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Seconds in plain words: 2490 → "about 42 minutes", 75 → "about 1 minute", 20 → "less than a minute", 7200 → "about 2 hours". */
export function durationInWords(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${plural(minutes, 'minute')}`;
  return `about ${plural(Math.round(seconds / 3600), 'hour')}`;
}

/** durationInWords in the translator's language: "etwa 42 Minuten", "menos de un minuto". */
export function durationInWordsIn(t: Translator, seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 60) return t('ages.duration.lessThanAMinute');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('ages.duration.aboutMinutes', { count: minutes });
  return t('ages.duration.aboutHours', { count: Math.round(seconds / 3600) });
}
