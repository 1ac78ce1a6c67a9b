import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { WEEKS_PER_CHECKPOINT, type Checkpoint } from '../../../../contracts/checkpoints';
import type { Translator } from '../../../../contracts/i18n/translator';
import { ToastAction } from '@/components/ui/toast';
import { useCheckpoints, useEvaluateCheckpoint } from '@/features/checkpoints/api/checkpoints';
import { useScorePerson, useTaskResults } from '@/features/tasks';
import { checkpointsQueryKey } from '@/lib/query-keys';
import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { ReportActions } from '@/features/reports';
import { PanelSection } from '@/components/panel-section';
import { useT } from '@/i18n/use-t';
import { checkpointRows, lateSheetCheckpoint, settledCheckpoints } from '../lib/checkpoint-rows';
import { checkpointTasks } from '../lib/checkpoint-tasks';
import { CheckpointCard, NO_CHOICES, type CheckpointChoices } from './checkpoint-card';
import { CheckpointResultsDialog } from './checkpoint-results-dialog';

/**
 * The six drawing checkpoints: Evaluate when ready, poll while evaluating, View when done. The
 * person drawing's ticked parts (issue 33) are scored beside the evaluation, on their own: one
 * failing never holds the other back.
 */
export function CheckpointsList({ planId, completedWeeks, childAge }: { planId: string; completedWeeks: number; childAge: number | null }) {
  const t = useT();
  const checkpoints = useCheckpoints(planId, { poll: 5000 });
  const tasks = useTaskResults(planId);
  const evaluate = useEvaluateCheckpoint();
  const scorePerson = useScorePerson();
  const [viewing, setViewing] = useState<Checkpoint | null>(null);
  // The optional "whole person" photo and the parts ticked in it, for each ready checkpoint, sent with Evaluate.
  const [choices, setChoices] = useState<Record<number, CheckpointChoices>>({});
  const rows = checkpointRows(completedWeeks, checkpoints.data);
  const lateSheet = lateSheetCheckpoint(rows);
  const watch = useCompletionToasts(planId, checkpoints.data, setViewing);

  function onEvaluate(checkpointNumber: number) {
    const chosen = choices[checkpointNumber] ?? NO_CHOICES;
    if (childAge !== null && chosen.personItems.length > 0) {
      scorePerson.mutate(
        { planId, checkpointNumber, childAge, items: chosen.personItems, photo: chosen.drawing },
        {
          onError: (error) =>
            toast({ variant: 'destructive', title: t('checkpoints.personNotSent'), description: errorMessage(error, t('checkpoints.pleaseTryAgain')) }),
        },
      );
    }
    evaluate.mutate(
      { planId, checkpointNumber, wholePersonDrawing: chosen.drawing },
      {
        // Watched from the answer on: a quick evaluation may finish before the next read.
        onSuccess: () => {
          setChoices((all) => ({ ...all, [checkpointNumber]: NO_CHOICES }));
          watch(checkpointNumber);
        },
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 429) {
            toast({ variant: 'destructive', title: t('checkpoints.tooManyTitle'), description: errorMessage(error, t('checkpoints.tooMany')) });
          } else {
            const message = errorMessage(error, t('checkpoints.failed'));
            toast({ variant: 'destructive', title: status ? t('checkpoints.errorStatus', { status }) : t('checkpoints.error'), description: message });
          }
        },
      },
    );
  }

  return (
    <PanelSection
      titleId="checkpoints-title"
      title={t('checkpoints.title')}
      intro={
        <>
          <p className="text-sm text-muted">{t('checkpoints.intro', { count: WEEKS_PER_CHECKPOINT })}</p>
          <p className="mt-1 text-sm text-muted">{t('checkpoints.introPerson')}</p>
          <p className="mt-1 text-sm text-muted">{t('checkpoints.introTasks')}</p>
        </>
      }
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          // A ready checkpoint spans the row on a wide screen: its tasks (a checklist, the sheet) need the room.
          <li key={row.number} className={cn('grid min-w-0 grid-cols-1 gap-2', row.state === 'ready' && 'sm:col-span-2')}>
            <CheckpointCard
              planId={planId}
              row={row}
              childAge={childAge}
              tasks={checkpointTasks(tasks.data ?? [], row.number)}
              sheetAfterEvaluation={row.number === lateSheet}
              evaluating={evaluate.isPending && evaluate.variables?.checkpointNumber === row.number}
              onEvaluate={() => onEvaluate(row.number)}
              onView={setViewing}
              choices={choices[row.number] ?? NO_CHOICES}
              onChoicesChange={(next) => setChoices((all) => ({ ...all, [row.number]: next }))}
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
  const t = useT();
  const queryClient = useQueryClient();
  const awaiting = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!checkpoints) return;
    awaiting.current ??= new Set(checkpoints.filter((c) => c.status === 'pending').map((c) => c.checkpointNumber));
    announce(awaiting.current, checkpoints, view, t);
  }, [checkpoints, view, t]);
  return (checkpointNumber: number) => {
    awaiting.current = new Set([...(awaiting.current ?? []), checkpointNumber]);
    // The evaluation may already have finished by the time its answer arrives.
    const latest = queryClient.getQueryData<Checkpoint[]>(checkpointsQueryKey(planId));
    if (latest) announce(awaiting.current, latest, view, t);
  };
}

function announce(waiting: Set<number>, list: readonly Checkpoint[], view: (checkpoint: Checkpoint) => void, t: Translator) {
  for (const done of settledCheckpoints(waiting, list)) {
    waiting.delete(done.checkpointNumber);
    if (done.status === 'completed') {
      toast({
        title: t('checkpoints.evaluated'),
        description: t('checkpoints.evaluatedText', { number: done.checkpointNumber }),
        action: (
          <ToastAction altText={t('checkpoints.viewLabel', { number: done.checkpointNumber })} onClick={() => view(done)}>
            {t('checkpoints.view')}
          </ToastAction>
        ),
      });
    } else {
      toast({ variant: 'destructive', title: t('checkpoints.failed'), description: t('checkpoints.nothingLost') });
    }
  }
}
