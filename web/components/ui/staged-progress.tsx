import { Progress } from '@/components/ui/progress';
import { useT } from '@/i18n/use-t';

export type ProgressStep = { message: string; percent: number };

/**
 * A progress bar with the spec's stage texts. The live region stays in the page even when
 * idle (visually hidden, adding no gap), so screen readers announce the first message too.
 */
export function StagedProgress({ stage, label }: { stage: ProgressStep | null; label: string }) {
  const t = useT();
  return (
    <div className={stage ? 'grid gap-2' : 'sr-only'}>
      <div className="flex items-baseline justify-between gap-3">
        <p role="status" aria-live="polite" className="font-semibold">
          {stage?.message ?? ''}
        </p>
        {stage ? (
          <span className="text-sm text-muted tabular-nums" aria-hidden="true">
            {t('components.progress.percent', { percent: stage.percent })}
          </span>
        ) : null}
      </div>
      {stage ? <Progress value={stage.percent} label={label} /> : null}
    </div>
  );
}
