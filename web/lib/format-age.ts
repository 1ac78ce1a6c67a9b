import type { AgeRange } from '../../contracts/analysis';
import { formatYearsMonths, formatYearsMonthsIn } from '../../contracts/child-age';
import { messageKey } from '../../contracts/i18n/keys';
import type { Translator } from '../../contracts/i18n/translator';

/**
 * How many children a calibrated range is right for, as a parent reads it (EstimatedAge: "Tested
 * on real children’s drawings, ranges like this are right for about 9 in 10 children"). Measured
 * out of fold by `npm run calibrate` on 1,660 children's drawings: 88.5 % with each child's age
 * spread through their year, 98 % at the year's middle (ADR 018). When it changes, change only this.
 */
export const ESTIMATE_RANGE_COVERAGE_TEXT = 'about 9 in 10 children';

// One wording for ages on the server and in the browser (checkpoint texts quote ranges too).
export { formatYearsMonths, formatYearsMonthsIn };

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

const unbrokenEnds = (t: Translator, range: AgeRange) => {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return { from: unbroken(formatYearsMonthsIn(t, low)), to: unbroken(formatYearsMonthsIn(t, high)) };
};

/** formatAgeRange in the translator's language: "zwischen 4 Jahre 2 Monate und …", "entre 4 años y 2 meses y …". */
export function formatAgeRangeIn(t: Translator, range: AgeRange): string {
  return t('ages.between', unbrokenEnds(t, range));
}

/** formatEstimateRange in the translator's language. */
export function formatEstimateRangeIn(t: Translator, range: AgeRange): string {
  return t('ages.likelyBetween', unbrokenEnds(t, range));
}

export {
  drawingsLikeThisSentence,
  drawingsLikeThisSentenceIn,
  formatAboutAgeSpan,
  formatAboutAgeSpanIn,
  formatHalfYears,
} from '../../contracts/age-span-words';

/**
 * What one drawing can tell, in one sentence beside every range (ADR 018: on 1,660 drawings the
 * range held the child's age for 88.5–98 % of children; Spearman ρ 0.06 between estimate and age).
 */
export const ONE_DRAWING_SENTENCE =
  'One drawing says little about where a child of 4 to 8 stands: on 1,660 children’s drawings our estimate’s range held the child’s age for 9 in 10 children, but ranked children by age barely better than chance.';

/** The link to the page that explains it (ESTIMATE_EXPLAINER_PATH). */
export const ESTIMATE_EXPLAINER_LINK_TEXT = 'What one drawing can tell';

/** The three texts above as message keys (issue 37): `t(ONE_DRAWING_KEY)` in the page's language. */
export const ESTIMATE_RANGE_COVERAGE_KEY = messageKey('ages.coverage');
export const ONE_DRAWING_KEY = messageKey('ages.oneDrawing');
export const ESTIMATE_EXPLAINER_LINK_KEY = messageKey('ages.explainerLink');
