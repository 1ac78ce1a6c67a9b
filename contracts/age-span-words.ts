/**
 * Issue 32: a drawing age's range in the words a parent reads — "children aged about 4 ½ to 9" —
 * rounded to half years, because a range four and a half years wide (ADR 018) is not read to the
 * month. Zod-free, so pages, e-mails and PDFs can share it.
 */
import type { AgeRange } from './analysis.ts';
import type { Translator } from './i18n/translator.ts';

const NO_BREAK_SPACE = '\u00a0';

/** Months to the nearest half year: 54 → "4 ½", 108 → "9", 30 → "2 ½", 3 → "½". */
export function formatHalfYears(months: number): string {
  const halves = Math.round(Math.max(0, months) / 6);
  const years = Math.floor(halves / 2);
  if (halves % 2 === 0) return String(years);
  return years === 0 ? '½' : `${years}${NO_BREAK_SPACE}½`;
}

/** "about 4 ½ to 9" (the lower end first); "about 5" when both ends round alike. */
export function formatAboutAgeSpan(range: AgeRange): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  const from = formatHalfYears(low);
  const to = formatHalfYears(high);
  return from === to ? `about ${from}` : `about ${from} to ${to}`;
}

/** What the range is: the ages of the children who make drawings like this one. */
export function drawingsLikeThisSentence(range: AgeRange): string {
  return `Drawings like this one are made by children aged ${formatAboutAgeSpan(range)}`;
}

/** The range's two ends in half years, the lower first; one value when both round alike. */
function halfYearEnds(range: AgeRange): { from: string; to: string } {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return { from: formatHalfYears(low), to: formatHalfYears(high) };
}

/** formatAboutAgeSpan in the translator's language: "etwa 4 ½ bis 9", "unos 4 ½ a 9". */
export function formatAboutAgeSpanIn(t: Translator, range: AgeRange): string {
  const { from, to } = halfYearEnds(range);
  return from === to ? t('ages.aboutAge', { age: from }) : t('ages.aboutSpan', { from, to });
}

/** drawingsLikeThisSentence in the translator's language (one whole sentence, so word order can differ). */
export function drawingsLikeThisSentenceIn(t: Translator, range: AgeRange): string {
  const { from, to } = halfYearEnds(range);
  return from === to ? t('ages.drawingsLikeThisAge', { age: from }) : t('ages.drawingsLikeThisSpan', { from, to });
}
