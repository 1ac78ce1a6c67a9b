// Ages as a report's table writes them, zod-free: the PDF on the server and the shared page in the
// browser say the same words.
import type { AgeRange } from './analysis.ts';
import type { Translator } from './i18n/translator.ts';

/** "5 y 2 m": short enough for a table cell a paediatrician scans. */
export function shortAge(months: number): string {
  const whole = Math.max(0, Math.round(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (years === 0) return `${rest} m`;
  return rest === 0 ? `${years} y` : `${years} y ${rest} m`;
}

/** "4 y 6 m – 5 y 10 m", the lower end first whatever order it came in. */
export function shortRange(range: AgeRange): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return `${shortAge(low)} – ${shortAge(high)}`;
}

/** "5 y 2 m (range 4 y 6 m – 5 y 10 m)"; an older result without a range says so. */
export function estimateLine(months: number, range: AgeRange | null): string {
  return range ? `${shortAge(months)} (range ${shortRange(range)})` : `about ${shortAge(months)} (no tested range)`;
}

/** shortAge in the translator's language: "5 J. 2 M.", "5 a 2 m". */
export function shortAgeIn(t: Translator, months: number): string {
  const whole = Math.max(0, Math.round(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (years === 0) return t('ages.short.months', { months: rest });
  return rest === 0 ? t('ages.short.years', { years }) : t('ages.short.yearsAndMonths', { years, months: rest });
}

/** shortRange in the translator's language. */
export function shortRangeIn(t: Translator, range: AgeRange): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return t('ages.short.range', { from: shortAgeIn(t, low), to: shortAgeIn(t, high) });
}

/** estimateLine in the translator's language. */
export function estimateLineIn(t: Translator, months: number, range: AgeRange | null): string {
  const age = shortAgeIn(t, months);
  return range ? t('ages.short.estimateLine', { age, range: shortRangeIn(t, range) }) : t('ages.short.estimateLineNoRange', { age });
}
