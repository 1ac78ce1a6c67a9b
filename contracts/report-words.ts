// A report's table and header in the reader's language, zod-free: the PDF on the server and the
// shared page in the browser say the same words (issue 37). The English is contracts/short-age.ts's.
import type { AgeRange } from './analysis.ts';
import { formattingLocale } from './i18n/locales.ts';
import type { Translator } from './i18n/translator.ts';

/** "5 y 2 m" ("5 J. 2 M.", "5 a 2 m"): short enough for a table cell a paediatrician scans. */
export function shortAgeIn(t: Translator, months: number): string {
  const whole = Math.max(0, Math.round(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (years === 0) return t('reportPage.shortAge.months', { months: rest });
  return rest === 0 ? t('reportPage.shortAge.years', { years }) : t('reportPage.shortAge.yearsMonths', { years, months: rest });
}

/** "5 y 2 m (range 4 y 6 m – 5 y 10 m)", the lower end first; an older result without a range says so. */
export function estimateLineIn(t: Translator, months: number, range: AgeRange | null): string {
  const age = shortAgeIn(t, months);
  if (!range) return t('reportPage.estimate.noRange', { age });
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return t('reportPage.estimate.withRange', { age, low: shortAgeIn(t, low), high: shortAgeIn(t, high) });
}

/**
 * The day a report was made ("2027-03-06" as stored): English keeps the ISO day it always showed,
 * German and Spanish read it their way ("6. März 2027", "6 de marzo de 2027").
 */
export function reportDay(t: Translator, isoDay: string): string {
  const locale = formattingLocale(t.locale);
  if (locale === 'en') return isoDay;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The header's line of facts: "Age: 5 years 2 months · Weeks 1–4 · Made on 2027-03-06". */
export function reportFacts(
  t: Translator,
  report: { childAge: string | null; madeOn: string; weeks: { from: number; to: number } },
  weeksKey: 'reportPage.weeks' | 'report.pdf.wholePlan' = 'reportPage.weeks',
): string[] {
  return [
    ...(report.childAge ? [t('reportPage.age', { age: report.childAge })] : []),
    t(weeksKey, report.weeks),
    t('reportPage.madeOn', { date: reportDay(t, report.madeOn) }),
  ];
}
