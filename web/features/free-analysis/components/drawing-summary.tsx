import type { AnalysisResult } from '../../../../contracts/analysis';
import { useT } from '@/i18n/use-t';
import { STAGE_WORDING } from '../lib/result-wording';

/**
 * Issue 32: a result opens with what the drawing shows — its stage in plain words and the list of
 * what was measured (`seen`, absent on results stored before it) — before any age is mentioned.
 */
export function DrawingSummary({ result }: { result: Pick<AnalysisResult, 'stage' | 'seen'> }) {
  const t = useT();
  const stage = STAGE_WORDING[result.stage];
  return (
    <div className="grid gap-5">
      <div>
        <h3 className="text-sm font-semibold text-muted">{t('freeAnalysis.summary.stage')}</h3>
        <p className="mt-1 text-lg font-semibold">{t(stage.name)}</p>
        <p className="text-muted">{t(stage.explanation)}</p>
      </div>
      {result.seen && result.seen.length > 0 ? (
        <div>
          <h3 className="text-lg font-bold">{t('freeAnalysis.summary.shows')}</h3>
          <ul className="mt-2 grid gap-2">
            {result.seen.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-sunflower" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
