import type { Checkpoint } from '../../../../contracts/checkpoints';
import { VOCABULARY } from '../../../../contracts/vocabulary';
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
  const analysis = checkpoint?.analysis;
  const tasks = useTaskResults(planId);
  return (
    <ModalDialog
      open={checkpoint !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${VOCABULARY.checkpoint} ${checkpoint?.checkpointNumber ?? ''} Results`}
      description={`An estimate from the drawings of these weeks, not a diagnosis.${checkpoint?.evaluatedAt ? ` Evaluated on ${checkpointDay(checkpoint.evaluatedAt)}.` : ''}`}
      initialFocus="title"
      className="max-w-2xl"
    >
      {checkpoint ? (
        <div className="grid gap-5">
          {checkpoint.cognitiveAge !== null ? (
            <EstimatedAge
              months={checkpoint.cognitiveAge}
              range={checkpoint.cognitiveAgeRange}
              label={VOCABULARY.estimate}
              note="An estimate from this period’s drawings, not a diagnosis."
            />
          ) : null}
          {analysis ? (
            <>
              <p>{analysis.analysis}</p>
              <List title="Strengths" items={analysis.strengths} />
              <List title="Development Areas" items={analysis.developmentAreas} />
              <List title="Recommendations" items={analysis.recommendations} />
            </>
          ) : null}
          <CheckpointTaskResults
            checkpointNumber={checkpoint.checkpointNumber}
            results={tasks.data}
            failed={tasks.isError}
            onRetry={() => void tasks.refetch()}
          />
          <Button variant="secondary" className="justify-self-end" onClick={onClose}>
            Done
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
