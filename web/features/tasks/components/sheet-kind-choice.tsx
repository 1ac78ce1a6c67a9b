import { useId } from 'react';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { TaskResult } from '../../../../contracts/tasks';
import { useT } from '@/i18n/use-t';

export type SheetKind = NonNullable<TaskResult['sheet']>;

export const SHEET_KIND_LABELS: Record<SheetKind, MessageKey> = {
  printed: 'tasks.kind.printed',
  plain: 'tasks.kind.plain',
};

interface SheetKindChoiceProps {
  value: SheetKind;
  onChange: (value: SheetKind) => void;
  disabled?: boolean;
}

/**
 * How the shapes were copied: the scorer looks for the printed sheet's corner marks, or for copies
 * in rows on a plain page, and never guesses one from the other (a free drawing is not copies).
 */
export function SheetKindChoice({ value, onChange, disabled = false }: SheetKindChoiceProps) {
  // Unique per step: a plan's page may show more than one checkpoint's step.
  const t = useT();
  const name = useId();
  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-2">
      <legend className="mb-2 font-semibold">{t('tasks.kind.legend')}</legend>
      <div className="flex flex-wrap rounded-3xl border border-input p-0.5 sm:rounded-full">
        {(Object.entries(SHEET_KIND_LABELS) as [SheetKind, MessageKey][]).map(([kind, label]) => (
          <label
            key={kind}
            className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-full px-3 py-1 text-center text-sm font-semibold text-balance text-foreground transition-colors hover:bg-surface-2 has-checked:bg-sky has-checked:text-background has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sunflower has-disabled:cursor-wait has-disabled:opacity-60"
          >
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} className="sr-only" />
            {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
