import { useId } from 'react';
import { useT } from '@/i18n/use-t';

type ConsentSwitchProps = {
  name: string;
  description: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Essential cookies: shown switched on, not changeable. */
  locked?: boolean;
};

/**
 * One category as a switch. The whole row is the label, so the touch target is the row; the
 * real checkbox sits invisibly over the drawn track, keeping native keyboard and screen reader
 * behaviour.
 */
export function ConsentSwitch({ name, description, checked, onCheckedChange, locked = false }: ConsentSwitchProps) {
  const t = useT();
  const nameId = useId();
  const descriptionId = useId();
  return (
    <label className={`flex items-start gap-4 rounded-xl border border-border bg-surface-2 p-4 ${locked ? '' : 'cursor-pointer'}`}>
      <span className="grid flex-1 gap-1">
        <span id={nameId} className="font-semibold">
          {name}
          {locked ? <span className="ml-2 text-sm font-normal text-leaf">{t('cookies.settings.alwaysOn')}</span> : null}
        </span>
        <span id={descriptionId} className="text-sm text-muted">
          {description}
        </span>
      </span>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          aria-labelledby={nameId}
          aria-describedby={descriptionId}
          checked={checked}
          disabled={locked}
          onChange={(event) => onCheckedChange?.(event.target.checked)}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="flex h-7 w-12 items-center rounded-full border-2 border-input bg-background transition-colors peer-checked:border-leaf peer-checked:bg-leaf peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sunflower peer-checked:[&>span]:translate-x-6 peer-checked:[&>span]:bg-background"
        >
          <span className="ml-0.5 block size-5 rounded-full bg-muted transition-transform" />
        </span>
      </span>
    </label>
  );
}
