import type { AgeRange } from '../../contracts/analysis';
import { formatYearsMonths } from '../../contracts/child-age';

/**
 * How many children a calibrated range is right for, as a parent reads it (EstimatedAge: "Tested
 * on real children’s drawings, ranges like this are right for about 9 in 10 children"). Measured
 * out of fold by `npm run calibrate` on 1,660 children's drawings: 88.5 % with each child's age
 * spread through their year, 98 % at the year's middle (ADR 018). When it changes, change only this.
 */
export const ESTIMATE_RANGE_COVERAGE_TEXT = 'about 9 in 10 children';

// One wording for ages on the server and in the browser (checkpoint texts quote ranges too).
export { formatYearsMonths };

/** An age that a line break must not split ("4 years | 3 months" reads as two numbers). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * "between 4 years 2 months and 6 years 8 months": the lower end first, whatever order it came
 * in. Each age is joined with no-break spaces, so a narrow screen wraps between the two ages,
 * never inside one (text matchers in the tests and in Playwright read them as plain spaces).
 */
export function formatAgeRange(range: AgeRange): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return `between ${unbroken(formatYearsMonths(low))} and ${unbroken(formatYearsMonths(high))}`;
}

/** The estimate as the parent reads it, from the range the analyser gave: "Likely between … and …". */
export function formatEstimateRange(range: AgeRange): string {
  return `Likely ${formatAgeRange(range)}`;
}

export { drawingsLikeThisSentence, formatAboutAgeSpan, formatHalfYears } from '../../contracts/age-span-words';

/**
 * What one drawing can tell, in one sentence beside every range (ADR 018: on 1,660 drawings the
 * range held the child's age for 88.5–98 % of children; Spearman ρ 0.06 between estimate and age).
 */
export const ONE_DRAWING_SENTENCE =
  'One drawing says little about where a child of 4 to 8 stands: on 1,660 children’s drawings our estimate’s range held the child’s age for 9 in 10 children, but ranked children by age barely better than chance.';

/** The link to the page that explains it (ESTIMATE_EXPLAINER_PATH). */
export const ESTIMATE_EXPLAINER_LINK_TEXT = 'What one drawing can tell';
