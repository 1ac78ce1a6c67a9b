import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import type { PersonItem } from '../../../../contracts/tasks';
import { Button } from '@/components/ui/button';
import { PersonChecklist } from '@/features/tasks';
import { TASK_NAMES, TASK_WHY } from '../lib/checkpoint-tasks';
import { TaskDisclosure } from './task-disclosure';
import { useT } from '@/i18n/use-t';

/**
 * Issue 21: the checkpoint's standard drawing, "a whole person", as an optional photo. The same
 * prompt at every checkpoint lets the drawings be compared like with like. Issue 33: the parent
 * can tick the parts they see in it, and the parts' published ages give the person drawing's own
 * estimate, sent with Evaluate.
 */
export function WholePersonDrawingField({
  checkpointNumber,
  file,
  onChange,
  personItems,
  onPersonItemsChange,
  disabled = false,
}: {
  checkpointNumber: number;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The parts ticked so far; null where the checklist is not offered (no birth date to score it against). */
  personItems: PersonItem[] | null;
  onPersonItemsChange: (items: PersonItem[]) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const preview = usePreviewUrl(file);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (chosen) onChange(chosen);
    event.target.value = '';
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2 border-t border-border pt-3">
      <p id={hintId} className="text-sm text-muted">
        {t('checkpoints.person.hint')}
      </p>
      {file && preview ? (
        <div className="flex items-center gap-3">
          <img src={preview} alt={t('checkpoints.person.alt', { number: checkpointNumber })} className="size-14 rounded-md bg-[#fbf6ea] object-contain p-1" />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold">{file.name}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('checkpoints.person.removeLabel', { number: checkpointNumber })}
          >
            <X aria-hidden="true" />
            {t('checkpoints.person.remove')}
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="justify-self-start"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={hintId}
          aria-label={t('checkpoints.person.addLabel', { number: checkpointNumber })}
        >
          <ImageUp aria-hidden="true" />
          {t('checkpoints.person.add')}
        </Button>
      )}
      <input ref={input} name={`checkpoint-${checkpointNumber}-drawing`} type="file" accept="image/*" hidden onChange={onPick} />
      {personItems ? (
        <TaskDisclosure
          title={t('checkpoints.task.optional', { task: t(TASK_NAMES.person) })}
          why={t(TASK_WHY.person)}
          label={
            personItems.length > 0 ? t('checkpoints.person.ticked', { count: personItems.length }) : t('checkpoints.person.tick', { number: checkpointNumber })
          }
        >
          <PersonChecklist ticked={personItems} onTickedChange={onPersonItemsChange} disabled={disabled} legend={t('checkpoints.person.legend')} />
          <p className="text-sm text-muted">{t('checkpoints.person.sentWith')}</p>
        </TaskDisclosure>
      ) : null}
    </div>
  );
}

/** The chosen photo's preview, released when it is replaced or the card goes away. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
