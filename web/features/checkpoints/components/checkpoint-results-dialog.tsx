import type { Checkpoint } from '../../../../contracts/checkpoints';
import { useLocale, useT } from '@/i18n/use-t';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/modal-dialog';
import { EstimatedAge } from '@/components/estimated-age';
import { useTaskResults } from '@/features/tasks';
import { checkpointDay } from '../lib/checkpoint-rows';
import { CheckpointTaskResults } from './checkpoint-task-results';

/**
 * "Checkpoint N Results" (issue 32's words for the spec's dialog): the checkpoint's estimate, its
 * date, what it found and (issue 33) its standard tasks.
 */
export function CheckpointResultsDialog({ planId, checkpoint, onClose }: { planId: string; checkpoint: Checkpoint | null; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const analysis = checkpoint?.analysis;
  const tasks = useTaskResults(planId);
  return (
    <ModalDialog
      open={checkpoint !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('checkpoints.results.title', { number: checkpoint?.checkpointNumber ?? '' })}
      description={
        checkpoint?.evaluatedAt
          ? t('checkpoints.results.descriptionDated', { date: checkpointDay(checkpoint.evaluatedAt, locale) })
          : t('checkpoints.results.description')
      }
      initialFocus="title"
      className="max-w-2xl"
    >
      {checkpoint ? (
        <div className="grid gap-5">
          {checkpoint.cognitiveAge !== null ? (
            <EstimatedAge
              months={checkpoint.cognitiveAge}
              range={checkpoint.cognitiveAgeRange}
              label={t('checkpoints.results.estimate')}
              note={t('checkpoints.results.note')}
            />
          ) : null}
          {analysis ? (
            <>
              <p>{analysis.analysis}</p>
              <List title={t('checkpoints.results.strengths')} items={analysis.strengths} />
              <List title={t('checkpoints.results.developmentAreas')} items={analysis.developmentAreas} />
              <List title={t('checkpoints.results.recommendations')} items={analysis.recommendations} />
            </>
          ) : null}
          <CheckpointTaskResults
            checkpointNumber={checkpoint.checkpointNumber}
            results={tasks.data}
            failed={tasks.isError}
            onRetry={() => void tasks.refetch()}
          />
          <Button variant="secondary" className="justify-self-end" onClick={onClose}>
            {t('checkpoints.results.done')}
          </Button>
        </div>
      ) : null}
    </ModalDialog>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="text-lg font-bold">{title}</h3>
      <ul className="mt-1 grid list-disc gap-1 pl-5">
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
