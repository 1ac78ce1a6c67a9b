import type { AgeRange } from '../../contracts/analysis';
import { cn } from '@/lib/utils';
import { ESTIMATE_RANGE_COVERAGE_TEXT, formatEstimateRange, formatYearsMonths } from '@/lib/format-age';

/** What a result made before calibrated ranges says instead of a range it never had. */
export const NO_RANGE_TEXT = 'Older results like this one come without a tested range, so please take it as a rough guide.';

/** The line under every calibrated range. */
export const RANGE_COVERAGE_SENTENCE = `Tested on real children’s drawings, ranges like this are right for ${ESTIMATE_RANGE_COVERAGE_TEXT}.`;

interface EstimatedAgeProps {
  /** The analyser's single number, in months: shown only for older results without a range. */
  months: number;
  /** The calibrated range the estimate stands for; null or absent on results made before ranges. */
  range: AgeRange | null | undefined;
  /** Where the estimate comes from and that it is not a diagnosis, in the words of the screen. */
  note?: string;
  label?: string;
  className?: string;
}

/**
 * An estimated age as Kritzel shows every result about a child, from the estimate's own range.
 *
 * The range leads, and the single number is not shown beside it. The range is the honest
 * answer: it is calibrated and often lopsided (the single number need not be its middle), and
 * the development status is decided from the whole range, not the number. A lone "5 years 3
 * months" next to the child's real age invites a month-by-month comparison that the estimate
 * cannot carry, and would make a parent worry about a gap the range says is nothing unusual.
 *
 * Results made before ranges existed show "about X" and say plainly that they have no range;
 * no range is made up for them.
 */
export function EstimatedAge({ months, range, note, label = 'Estimated cognitive age', className }: EstimatedAgeProps) {
  return (
    <section className={cn('rounded-xl bg-surface-2 p-4', className)} aria-label={label}>
      <p className="text-sm font-semibold text-muted">{label}</p>
      {range ? (
        <>
          <p className="font-heading text-xl font-extrabold text-balance text-sunflower sm:text-2xl">{formatEstimateRange(range)}</p>
          <p className="mt-1 text-sm">{RANGE_COVERAGE_SENTENCE}</p>
        </>
      ) : (
        <>
          <p className="font-heading text-2xl font-extrabold text-sunflower">about {formatYearsMonths(months)}</p>
          <p className="mt-1 text-sm">{NO_RANGE_TEXT}</p>
        </>
      )}
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
    </section>
  );
}
