import type { AgeComparison, AnalysisResult } from '../../../../contracts/analysis';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';
import { formatYearsMonthsIn } from '@/lib/format-age';
import { NO_AGE_STATUS, outsideCalibratedAgesText, STATUS_WORDING } from '../lib/result-wording';

const toneClasses = {
  leaf: 'border-leaf text-leaf',
  sky: 'border-sky text-sky',
  sunflower: 'border-sunflower text-sunflower',
} as const;

/** How a result compared with the child's age; results stored before issue 32 have no ageComparison. */
export function ageComparisonOf(result: Pick<AnalysisResult, 'ageComparison' | 'actualAge'>): AgeComparison {
  return result.ageComparison ?? (result.actualAge === undefined ? 'no-age' : 'compared');
}

/**
 * The status, said only where one drawing can say it (issue 32): for a child of the calibrated
 * ages. Outside them the page says why it cannot, and who can; without an age it asks for one.
 */
export function AgeStatus({ result }: { result: Pick<AnalysisResult, 'ageComparison' | 'actualAge' | 'developmentStatus'> }) {
  const t = useT();
  const comparison = ageComparisonOf(result);
  if (comparison === 'no-age' || result.actualAge === undefined) {
    return <p className={cn('rounded-xl border-l-4 bg-surface-2 px-4 py-3 font-semibold', toneClasses[NO_AGE_STATUS.tone])}>{t(NO_AGE_STATUS.label)}</p>;
  }
  const status = STATUS_WORDING[result.developmentStatus];
  return (
    <dl className="grid gap-5">
      <div>
        <dt className="text-sm font-semibold text-muted">{t('freeAnalysis.age.childAge')}</dt>
        <dd className="mt-1 text-lg font-semibold">{formatYearsMonthsIn(t, result.actualAge)}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">{t('freeAnalysis.age.compared')}</dt>
        {comparison === 'compared' ? (
          <dd className={cn('mt-2 rounded-xl border-l-4 bg-surface-2 px-4 py-3 font-semibold', toneClasses[status.tone])}>{t(status.label)}</dd>
        ) : (
          <dd className="mt-2 rounded-xl border-l-4 border-sky bg-surface-2 px-4 py-3">{outsideCalibratedAgesText(t, result.actualAge)}</dd>
        )}
      </div>
    </dl>
  );
}
