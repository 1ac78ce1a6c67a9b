/**
 * Issue 33: a standard task's range in the words a parent reads — "about 4 ½ to 5 ½ years on this
 * task" — with floors and ceilings said plainly: the task cannot tell ages past its easiest and
 * hardest items. Zod-free, shared by pages, the PDF and e-mails.
 */
import type { AgeRange } from './analysis.ts';
import { formatAboutAgeSpan, formatHalfYears } from './age-span-words.ts';
import type { Translator } from './i18n/translator.ts';

export type TaskRangeForWords = { range: AgeRange; floor: boolean; ceiling: boolean };

/**
 * "about 4 ½ to 5 ½ years on this task"; "at least 7 years on this task" at a ceiling; "under
 * 3 ½ years on this task" at a floor. A range at both ends (the task told nothing) is said as its
 * span, which is honest about how little it says.
 */
export function taskRangeWords({ range, floor, ceiling }: TaskRangeForWords): string {
  // Rounded outwards to the half year, so "at least" and "under" stay true of the range itself.
  if (ceiling && !floor) return `at least ${formatHalfYears(Math.floor(range.min / 6) * 6)} years on this task`;
  if (floor && !ceiling) return `under ${formatHalfYears(Math.ceil((range.max + 1) / 6) * 6)} years on this task`;
  return `${formatAboutAgeSpan(range)} years on this task`;
}

/** taskRangeWords in the translator's language, each case one whole message. */
export function taskRangeWordsIn(t: Translator, { range, floor, ceiling }: TaskRangeForWords): string {
  if (ceiling && !floor) return t('ages.task.atLeast', { age: formatHalfYears(Math.floor(range.min / 6) * 6) });
  if (floor && !ceiling) return t('ages.task.under', { age: formatHalfYears(Math.ceil((range.max + 1) / 6) * 6) });
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  const from = formatHalfYears(low);
  const to = formatHalfYears(high);
  return from === to ? t('ages.task.aboutAge', { age: from }) : t('ages.task.aboutSpan', { from, to });
}
