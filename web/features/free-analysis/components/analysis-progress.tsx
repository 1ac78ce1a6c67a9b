import { Progress } from '@/components/ui/progress';
import type { ProgressStage } from '../lib/progress-stages';

/**
 * The waiting messages. The live region stays in the page even when idle, so screen readers
 * announce the first message as well as each change.
 */
export function AnalysisProgress({ stage }: { stage: ProgressStage | null }) {
  return (
    // Idle, it is taken out of the layout (sr-only) so it adds no gap below the button.
    <div className={stage ? 'grid gap-2' : 'sr-only'}>
      <div className="flex items-baseline justify-between gap-3">
        <p role="status" aria-live="polite" className="font-semibold">
          {stage?.message ?? ''}
        </p>
        {stage ? (
          <span className="text-sm text-muted tabular-nums" aria-hidden="true">
            {stage.percent}%
          </span>
        ) : null}
      </div>
      {stage ? <Progress value={stage.percent} label="Analysis progress" /> : null}
    </div>
  );
}
