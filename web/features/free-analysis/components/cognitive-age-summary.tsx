import type { AnalysisResult } from '../../../../contracts/analysis';
import { EstimatedAge } from '@/components/estimated-age';
import { cn } from '@/lib/utils';
import { formatYearsMonths } from '@/lib/format-age';
import { NO_AGE_STATUS, STAGE_WORDING, STATUS_WORDING } from '../lib/result-wording';

const toneClasses = {
  leaf: 'border-leaf text-leaf',
  sky: 'border-sky text-sky',
  sunflower: 'border-sunflower text-sunflower',
} as const;

/**
 * The estimate from its range, the child's age, the status and the drawing stage. "From one
 * drawing, not a diagnosis" is said right below this card, by EstimateNote.
 */
export function CognitiveAgeSummary({ result }: { result: AnalysisResult }) {
  // Without an age to compare with, the analyser's 'typical' says nothing about the child.
  const status = result.actualAge === undefined && result.developmentStatus === 'typical' ? NO_AGE_STATUS : STATUS_WORDING[result.developmentStatus];
  const stage = STAGE_WORDING[result.stage];
  return (
    <div className="grid gap-5">
      <EstimatedAge months={result.cognitiveAge} range={result.cognitiveAgeRange} className="bg-transparent p-0" />
      <dl className="grid gap-5">
        {result.actualAge !== undefined ? (
          <div>
            <dt className="text-sm font-semibold text-muted">Your child's age</dt>
            <dd className="mt-1 text-lg font-semibold">{formatYearsMonths(result.actualAge)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm font-semibold text-muted">Development status</dt>
          <dd className={cn('mt-2 rounded-xl border-l-4 bg-surface-2 px-4 py-3 font-semibold', toneClasses[status.tone])}>{status.label}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Drawing stage</dt>
          <dd className="mt-1">
            <span className="block text-lg font-semibold">{stage.name}</span>
            <span className="block text-muted">{stage.explanation}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
