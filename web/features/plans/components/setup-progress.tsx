import { Progress } from '@/components/ui/progress';
import type { SetupStage } from '../lib/setup-stages';

/** The stage texts while the plan is generated; the live region stays so the first is read too. */
export function SetupProgress({ stage }: { stage: SetupStage | null }) {
  return (
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
      {stage ? <Progress value={stage.percent} label="Plan setup progress" /> : null}
    </div>
  );
}
