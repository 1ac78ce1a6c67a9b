import type { AnalysisResult } from '../../../../contracts/analysis';
import { cn } from '@/lib/utils';
import { formatAgeRange, formatYearsMonths } from '@/lib/format-age';
import { STAGE_WORDING, STATUS_WORDING } from '../lib/result-wording';

const toneClasses = {
  leaf: 'border-leaf text-leaf',
  sky: 'border-sky text-sky',
  sunflower: 'border-sunflower text-sunflower',
} as const;

/** The estimate with its range, the child's age, the status and the drawing stage. */
export function CognitiveAgeSummary({ result }: { result: AnalysisResult }) {
  const status = STATUS_WORDING[result.developmentStatus];
  const stage = STAGE_WORDING[result.stage];
  return (
    <dl className="grid gap-5">
      <div>
        <dt className="text-sm font-semibold text-muted">Estimated cognitive age</dt>
        <dd className="mt-1">
          <span className="block font-heading text-3xl font-extrabold text-sunflower sm:text-4xl">
            {formatYearsMonths(result.cognitiveAge)}
          </span>
          <span className="mt-1 block text-muted">Likely {formatAgeRange(result.cognitiveAgeRange)}</span>
        </dd>
      </div>
      {result.actualAge !== undefined ? (
        <div>
          <dt className="text-sm font-semibold text-muted">Your child's age</dt>
          <dd className="mt-1 text-lg font-semibold">{formatYearsMonths(result.actualAge)}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-sm font-semibold text-muted">Development status</dt>
        <dd className={cn('mt-2 rounded-xl border-l-4 bg-surface-2 px-4 py-3 font-semibold', toneClasses[status.tone])}>
          {status.label}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">Drawing stage</dt>
        <dd className="mt-1">
          <span className="block text-lg font-semibold">{stage.name}</span>
          <span className="block text-muted">{stage.explanation}</span>
        </dd>
      </div>
    </dl>
  );
}
