import { Link } from 'wouter';
import type { AgeRange } from '../../contracts/analysis';
import { ESTIMATE_EXPLAINER_PATH, VOCABULARY_KEYS } from '../../contracts/vocabulary';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';
import { drawingsLikeThisSentenceIn, ESTIMATE_EXPLAINER_LINK_KEY, formatYearsMonthsIn, ONE_DRAWING_KEY, ONE_DRAWING_SENTENCE } from '@/lib/format-age';

/** What a result made before calibrated ranges says instead of a range it never had (English; the page says 'ages.noRange'). */
export const NO_RANGE_TEXT = 'Older results like this one come without a tested range, so please take it as a rough guide.';

/** The line under every calibrated range: what one drawing can and cannot tell (ADR 018; English, the page says ONE_DRAWING_KEY). */
export const RANGE_COVERAGE_SENTENCE = ONE_DRAWING_SENTENCE;

interface EstimatedAgeProps {
  /** The analyser's single number, in months: shown only for older results without a range. */
  months: number;
  /** The calibrated range the estimate stands for; null or absent on results made before ranges. */
  range: AgeRange | null | undefined;
  /** Where the estimate comes from and that it is not a diagnosis, in the words of the screen. */
  note?: string;
  /** The region's name and visible label, in the page's language; "Drawing age" (VOCABULARY_KEYS.estimate) unless a screen needs its own. */
  label?: string;
  className?: string;
}

/**
 * A drawing age as Kritzel shows every result about a child, from the estimate's own range.
 *
 * The range is said as what it is — the ages of the children who make drawings like this one,
 * to the half year — never as a measure of this child: one drawing of a child between 4 and 8
 * barely tells their age (ADR 018), and the sentence beneath says so, with a link to the page
 * that explains it. The single number is not shown beside the range: the range is calibrated and
 * often lopsided, and a lone "5 years 3 months" invites a month-by-month comparison the estimate
 * cannot carry.
 *
 * Results made before ranges existed show "about X" and say plainly that they have no range;
 * no range is made up for them.
 */
export function EstimatedAge({ months, range, note, label: givenLabel, className }: EstimatedAgeProps) {
  const t = useT();
  const label = givenLabel ?? t(VOCABULARY_KEYS.estimate);
  return (
    <section className={cn('rounded-xl bg-surface-2 p-4', className)} aria-label={label}>
      <p className="text-sm font-semibold text-muted">{label}</p>
      {range ? (
        <>
          <p className="mt-1 font-heading text-lg font-extrabold text-balance text-sunflower sm:text-xl">{drawingsLikeThisSentenceIn(t, range)}</p>
          <p className="mt-2 text-sm">{t(ONE_DRAWING_KEY)}</p>
        </>
      ) : (
        <>
          <p className="font-heading text-2xl font-extrabold text-sunflower">{t('ages.aboutAge', { age: formatYearsMonthsIn(t, months) })}</p>
          <p className="mt-1 text-sm">{t('ages.noRange')}</p>
        </>
      )}
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      <p className="mt-2 text-sm">
        <Link href={ESTIMATE_EXPLAINER_PATH} className="inline-flex min-h-11 items-center font-semibold text-sky underline underline-offset-4">
          {t(ESTIMATE_EXPLAINER_LINK_KEY)}
        </Link>
      </p>
    </section>
  );
}
