import { SHAPE_ITEMS, type ItemResult, type ShapeItem, type TaskItem } from '../../../../contracts/tasks';
import { PERSON_RESULT_LABELS, SHAPE_RESULT_LABELS } from '../lib/task-wording';
import { PersonFigure } from './person-figure';
import { ResultChoice } from './result-choice';
import { ShapeModel } from './shape-model';

const isShape = (item: TaskItem['item']): item is ShapeItem => (SHAPE_ITEMS as readonly string[]).includes(item);

interface TaskItemRowProps {
  item: TaskItem;
  onCorrect: (result: ItemResult) => void;
  correcting: boolean;
}

/** One item: the model (or pictured part) beside the child's copy, what counts, and a way to correct it. */
export function TaskItemRow({ item, onCorrect, correcting }: TaskItemRowProps) {
  const part = item.item;
  const shape = isShape(part) ? part : null;
  const labels = shape ? SHAPE_RESULT_LABELS : PERSON_RESULT_LABELS;
  return (
    <li className="grid content-start gap-3 rounded-card border border-border bg-surface p-4">
      <h3 className="font-bold">{item.label}</h3>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1">
        <p className="text-xs font-semibold text-muted">{shape ? 'Model' : 'The part'}</p>
        <p className="text-xs font-semibold text-muted">{shape ? 'Your child’s copy' : 'In the drawing'}</p>
        {isShape(part) ? <ShapeModel shape={part} className="aspect-square w-full" /> : <PersonFigure highlight={part} className="aspect-square w-full" />}
        {item.crop ? (
          <img src={item.crop} alt={`Your child's copy: ${item.label}`} className="aspect-square w-full rounded-lg bg-[#fbf6ea] object-contain" />
        ) : (
          <p className="grid aspect-square place-items-center rounded-lg border border-dashed border-input p-2 text-center text-sm text-muted">
            {shape ? 'No copy in the photo' : 'Ticked on the checklist'}
          </p>
        )}
      </div>
      <ResultChoice
        name={`result-${item.item}`}
        legend={`What counts for ${item.label}`}
        options={labels}
        value={item.result}
        onChange={onCorrect}
        disabled={correcting}
      />
      {item.corrected ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-foreground">You corrected this.</span>
          {item.scored ? ` Kritzel saw: ${resultLabel(item.scored, labels)}.` : null}
        </p>
      ) : null}
    </li>
  );
}

function resultLabel(result: ItemResult, labels: Partial<Record<ItemResult, string>>): string {
  return labels[result] ?? SHAPE_RESULT_LABELS[result];
}
