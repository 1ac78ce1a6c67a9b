import { CheckCircle2, Lock, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CHECKPOINT_MESSAGES, WEEKS_PER_CHECKPOINT, type Checkpoint } from '../../../../contracts/checkpoints';
import { VOCABULARY } from '../../../../contracts/vocabulary';
import { Button } from '@/components/ui/button';
import { ToastAction } from '@/components/ui/toast';
import { Spinner } from '@/components/ui/spinner';
import { useCheckpoints, useEvaluateCheckpoint } from '@/features/checkpoints/api/checkpoints';
import { checkpointsQueryKey } from '@/lib/query-keys';
import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { ReportActions } from '@/features/reports';
import { PanelSection } from '@/components/panel-section';
import { checkpointDay, checkpointRows, settledCheckpoints, type CheckpointRow } from '../lib/checkpoint-rows';
import { CheckpointResultsDialog } from './checkpoint-results-dialog';
import { WholePersonDrawingField } from './whole-person-drawing-field';

/** The six drawing checkpoints: Evaluate when ready, poll while evaluating, View when done. */
export function CheckpointsList({ planId, completedWeeks }: { planId: string; completedWeeks: number }) {
  const checkpoints = useCheckpoints(planId, { poll: 5000 });
  const evaluate = useEvaluateCheckpoint();
  const [viewing, setViewing] = useState<Checkpoint | null>(null);
  // The optional "whole person" photo chosen for each ready checkpoint, sent with Evaluate.
  const [drawings, setDrawings] = useState<Record<number, File | null>>({});
  const rows = checkpointRows(completedWeeks, checkpoints.data);
  const watch = useCompletionToasts(planId, checkpoints.data, setViewing);

  function onEvaluate(checkpointNumber: number) {
    evaluate.mutate(
      { planId, checkpointNumber, wholePersonDrawing: drawings[checkpointNumber] ?? null },
      {
        // Watched from the answer on: a quick evaluation may finish before the next read.
        onSuccess: () => {
          setDrawings((chosen) => ({ ...chosen, [checkpointNumber]: null }));
          watch(checkpointNumber);
        },
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 429) {
            toast({ variant: 'destructive', title: CHECKPOINT_MESSAGES.tooManyTitle, description: errorMessage(error, CHECKPOINT_MESSAGES.tooMany) });
          } else {
            const message = errorMessage(error, CHECKPOINT_MESSAGES.failed);
            toast({ variant: 'destructive', title: status ? `Error ${status}` : 'Error', description: message });
          }
        },
      },
    );
  }

  return (
    <PanelSection
      titleId="checkpoints-title"
      title={VOCABULARY.checkpoints}
      intro={
        <>
          <p className="text-sm text-muted">
            A checkpoint opens after every {WEEKS_PER_CHECKPOINT} drawings with feedback (one a week) and looks again at your child’s drawing.
          </p>
          <p className="mt-1 text-sm text-muted">
            At each checkpoint, ask your child to draw a whole person and add a photo of it: the same drawing every time lets us compare like with like. Without
            one, we use the weeks' drawings.
          </p>
        </>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.number} className="grid gap-2">
            <CheckpointCard
              row={row}
              evaluating={evaluate.isPending && evaluate.variables?.checkpointNumber === row.number}
              onEvaluate={() => onEvaluate(row.number)}
              onView={() => setViewing(row.stored ?? null)}
              drawing={drawings[row.number] ?? null}
              onDrawingChange={(file) => setDrawings((chosen) => ({ ...chosen, [row.number]: file }))}
            />
            {row.state === 'completed' ? <ReportActions planId={planId} scope={{ kind: 'checkpoint', checkpointNumber: row.number }} /> : null}
          </li>
        ))}
      </ul>
      <CheckpointResultsDialog planId={planId} checkpoint={viewing} onClose={() => setViewing(null)} />
    </PanelSection>
  );
}

/**
 * When a checkpoint the parent is waiting for finishes: "Checkpoint Evaluated!" with View.
 * Waiting starts with the Evaluate answer, or on the first read for one still pending.
 */
function useCompletionToasts(planId: string, checkpoints: Checkpoint[] | undefined, view: (checkpoint: Checkpoint) => void) {
  const queryClient = useQueryClient();
  const awaiting = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!checkpoints) return;
    awaiting.current ??= new Set(checkpoints.filter((c) => c.status === 'pending').map((c) => c.checkpointNumber));
    announce(awaiting.current, checkpoints, view);
  }, [checkpoints, view]);
  return (checkpointNumber: number) => {
    awaiting.current = new Set([...(awaiting.current ?? []), checkpointNumber]);
    // The evaluation may already have finished by the time its answer arrives.
    const latest = queryClient.getQueryData<Checkpoint[]>(checkpointsQueryKey(planId));
    if (latest) announce(awaiting.current, latest, view);
  };
}

function announce(waiting: Set<number>, list: readonly Checkpoint[], view: (checkpoint: Checkpoint) => void) {
  for (const done of settledCheckpoints(waiting, list)) {
    waiting.delete(done.checkpointNumber);
    if (done.status === 'completed') {
      toast({
        title: CHECKPOINT_MESSAGES.evaluated,
        description: `Checkpoint ${done.checkpointNumber} results are ready.`,
        action: (
          <ToastAction altText={`View checkpoint ${done.checkpointNumber} results`} onClick={() => view(done)}>
            View
          </ToastAction>
        ),
      });
    } else {
      toast({ variant: 'destructive', title: CHECKPOINT_MESSAGES.failed, description: 'Nothing was lost — you can try again.' });
    }
  }
}

type CheckpointCardProps = {
  row: CheckpointRow;
  evaluating: boolean;
  onEvaluate: () => void;
  onView: () => void;
  drawing: File | null;
  onDrawingChange: (file: File | null) => void;
};

function CheckpointCard({ row, evaluating, onEvaluate, onView, drawing, onDrawingChange }: CheckpointCardProps) {
  const failed = row.stored?.status === 'failed';
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-surface-2 p-3">
      <div className="flex min-h-14 items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <CheckpointIcon state={row.state} />
          <div>
            <h3 className="font-bold">
              {VOCABULARY.checkpoint} {row.number}
            </h3>
            <p className="text-sm text-muted">
              {row.state === 'locked' && CHECKPOINT_MESSAGES.opensAfter(row.drawingsNeeded, row.drawingsDone)}
              {row.state === 'ready' && (failed ? 'Last try did not finish — try again' : 'Ready to evaluate')}
              {row.state === 'pending' && 'Evaluating…'}
              {row.state === 'completed' && 'Results ready'}
            </p>
            {row.state === 'completed' && row.stored?.evaluatedAt ? (
              <p className="text-xs text-muted">
                <time dateTime={row.stored.evaluatedAt}>{checkpointDay(row.stored.evaluatedAt)}</time>
              </p>
            ) : null}
          </div>
        </div>
        {row.state === 'ready' ? (
          <Button size="sm" onClick={onEvaluate} disabled={evaluating} aria-label={`Evaluate checkpoint ${row.number}`}>
            {evaluating ? 'Starting…' : 'Evaluate'}
          </Button>
        ) : null}
        {row.state === 'completed' ? (
          <Button size="sm" variant="secondary" onClick={onView} aria-label={`View checkpoint ${row.number} results`}>
            View
          </Button>
        ) : null}
      </div>
      {row.state === 'ready' ? <WholePersonDrawingField checkpointNumber={row.number} file={drawing} onChange={onDrawingChange} disabled={evaluating} /> : null}
    </div>
  );
}

function CheckpointIcon({ state }: { state: CheckpointRow['state'] }) {
  if (state === 'pending') return <Spinner label="Evaluating" className="[&_svg]:size-7" />;
  const Icon = state === 'completed' ? CheckCircle2 : state === 'locked' ? Lock : Sparkles;
  const color = state === 'completed' ? 'text-leaf' : state === 'locked' ? 'text-muted' : 'text-sunflower';
  return <Icon className={`size-7 shrink-0 ${color}`} aria-hidden="true" />;
}
