import type { MessageKey } from '../../../../contracts/i18n/keys';
import { PERSON_LABEL_KEYS, SHAPE_ITEMS, SHAPE_LABEL_KEYS, type ItemResult, type ShapeItem, type TaskItem } from '../../../../contracts/tasks';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  const part = item.item;
  const shape = isShape(part) ? part : null;
  const labelKeys: Partial<Record<ItemResult, MessageKey>> = shape ? SHAPE_RESULT_LABELS : PERSON_RESULT_LABELS;
  const labels = Object.fromEntries(Object.entries(labelKeys).map(([result, key]) => [result, t(key)])) as Partial<Record<ItemResult, string>>;
  // The item's name in the page's language (the server's label is English).
  const name = t(isShape(part) ? SHAPE_LABEL_KEYS[part] : PERSON_LABEL_KEYS[part].label);
  return (
    <li className="grid content-start gap-3 rounded-card border border-border bg-surface p-4">
      <h3 className="font-bold">{name}</h3>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1">
        <p className="text-xs font-semibold text-muted">{shape ? t('tasks.item.model') : t('tasks.item.part')}</p>
        <p className="text-xs font-semibold text-muted">{shape ? t('tasks.item.copy') : t('tasks.item.inDrawing')}</p>
        {isShape(part) ? <ShapeModel shape={part} className="aspect-square w-full" /> : <PersonFigure highlight={part} className="aspect-square w-full" />}
        {item.crop ? (
          <img src={item.crop} alt={t('tasks.item.copyAlt', { label: name })} className="aspect-square w-full rounded-lg bg-[#fbf6ea] object-contain" />
        ) : (
          <p className="grid aspect-square place-items-center rounded-lg border border-dashed border-input p-2 text-center text-sm text-muted">
            {shape ? t('tasks.item.noCopy') : t('tasks.item.ticked')}
          </p>
        )}
      </div>
      <ResultChoice
        name={`result-${item.item}`}
        legend={t('tasks.item.whatCounts', { label: name })}
        options={labels}
        value={item.result}
        onChange={onCorrect}
        disabled={correcting}
      />
      {item.corrected ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-foreground">{t('tasks.item.corrected')}</span>
          {item.scored ? ` ${t('tasks.item.kritzelSaw', { result: labels[item.scored] ?? t(SHAPE_RESULT_LABELS[item.scored]) })}` : null}
        </p>
      ) : null}
    </li>
  );
}
