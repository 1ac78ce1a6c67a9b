import { CheckCircle2, Lock, Sparkles } from 'lucide-react';
import type { Checkpoint } from '../../../../contracts/checkpoints';
import type { PersonItem, TaskResult } from '../../../../contracts/tasks';
import { useLocale, useT } from '@/i18n/use-t';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { checkpointDay, type CheckpointRow } from '../lib/checkpoint-rows';
import { ShapeSheetField } from './shape-sheet-field';
import { WholePersonDrawingField } from './whole-person-drawing-field';

/** What the parent has chosen for a ready checkpoint before Evaluate: the "whole person" photo and the parts ticked in it. */
export type CheckpointChoices = { drawing: File | null; personItems: PersonItem[] };
export const NO_CHOICES: CheckpointChoices = { drawing: null, personItems: [] };

type CheckpointCardProps = {
  planId: string;
  row: CheckpointRow;
  /** The child's age in months today, which the tasks are scored against; null when the plan has no birth date. */
  childAge: number | null;
  /** This checkpoint's standard tasks already scored. */
  tasks: readonly TaskResult[];
  /** A completed checkpoint that still takes its shape sheet: the latest, while no other is ready (see lateSheetCheckpoint). */
  sheetAfterEvaluation: boolean;
  evaluating: boolean;
  onEvaluate: () => void;
  onView: (checkpoint: Checkpoint) => void;
  choices: CheckpointChoices;
  onChoicesChange: (choices: CheckpointChoices) => void;
};

/**
 * One checkpoint: its state, Evaluate or View, and while it is ready the two optional standard
 * tasks (issue 33) — the person drawing's photo and checklist, sent with Evaluate, and the shape
 * sheet, sent on its own.
 */
export function CheckpointCard({
  planId,
  row,
  childAge,
  tasks,
  sheetAfterEvaluation,
  evaluating,
  onEvaluate,
  onView,
  choices,
  onChoicesChange,
}: CheckpointCardProps) {
  const t = useT();
  const locale = useLocale();
  const failed = row.stored?.status === 'failed';
  const stored = row.stored;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-border bg-surface-2 p-3">
      <div className="flex min-h-14 items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <CheckpointIcon state={row.state} />
          <div>
            <h3 className="font-bold">{t('checkpoints.name', { number: row.number })}</h3>
            <p className="text-sm text-muted">
              {row.state === 'locked' && t('checkpoints.opensAfter', { needed: row.drawingsNeeded, done: Math.min(row.drawingsDone, row.drawingsNeeded) })}
              {row.state === 'ready' && (failed ? t('checkpoints.lastTryFailed') : t('checkpoints.ready'))}
              {row.state === 'pending' && t('checkpoints.evaluatingEllipsis')}
              {row.state === 'completed' && t('checkpoints.resultsReady')}
            </p>
            {row.state === 'completed' && stored?.evaluatedAt ? (
              <p className="text-xs text-muted">
                <time dateTime={stored.evaluatedAt}>{checkpointDay(stored.evaluatedAt, locale)}</time>
              </p>
            ) : null}
          </div>
        </div>
        {row.state === 'ready' ? (
          <Button size="sm" onClick={onEvaluate} disabled={evaluating} aria-label={t('checkpoints.evaluateLabel', { number: row.number })}>
            {evaluating ? t('checkpoints.starting') : t('checkpoints.evaluate')}
          </Button>
        ) : null}
        {row.state === 'completed' && stored ? (
          <Button size="sm" variant="secondary" onClick={() => onView(stored)} aria-label={t('checkpoints.viewLabel', { number: row.number })}>
            {t('checkpoints.view')}
          </Button>
        ) : null}
      </div>
      {row.state === 'ready' ? (
        <>
          <WholePersonDrawingField
            checkpointNumber={row.number}
            file={choices.drawing}
            onChange={(drawing) => onChoicesChange({ ...choices, drawing })}
            personItems={childAge === null ? null : choices.personItems}
            onPersonItemsChange={(personItems) => onChoicesChange({ ...choices, personItems })}
            disabled={evaluating}
          />
          {childAge === null ? null : (
            <ShapeSheetField planId={planId} checkpointNumber={row.number} childAge={childAge} done={tasks.find((t) => t.task === 'shapes') ?? null} />
          )}
        </>
      ) : null}
      {/* The sheet takes printing and a willing child: it may come after the parent has pressed Evaluate. */}
      {row.state === 'completed' && sheetAfterEvaluation && childAge !== null ? (
        <ShapeSheetField planId={planId} checkpointNumber={row.number} childAge={childAge} done={tasks.find((t) => t.task === 'shapes') ?? null} />
      ) : null}
    </div>
  );
}

function CheckpointIcon({ state }: { state: CheckpointRow['state'] }) {
  const t = useT();
  if (state === 'pending') return <Spinner label={t('checkpoints.evaluating')} className="[&_svg]:size-7" />;
  const Icon = state === 'completed' ? CheckCircle2 : state === 'locked' ? Lock : Sparkles;
  const color = state === 'completed' ? 'text-leaf' : state === 'locked' ? 'text-muted' : 'text-sunflower';
  return <Icon className={`size-7 shrink-0 ${color}`} aria-hidden="true" />;
}
