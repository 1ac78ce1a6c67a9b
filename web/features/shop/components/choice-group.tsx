import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  detail?: ReactNode;
  /** Something drawn before the label, such as a colour swatch. */
  adornment?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Why the choices cannot be used yet, read with the group. */
  disabledHint?: string;
  className?: string;
}

/** Native radio buttons dressed as tappable cards: keyboard arrows and screen readers just work. */
export function ChoiceGroup<T extends string>({ legend, name, choices, value, onChange, disabled = false, disabledHint, className }: ChoiceGroupProps<T>) {
  const hintId = `${name}-hint`;
  return (
    <fieldset disabled={disabled} aria-describedby={disabled && disabledHint ? hintId : undefined} className="grid gap-3">
      <legend className="mb-3 font-semibold">{legend}</legend>
      {disabled && disabledHint ? (
        <p id={hintId} className="-mt-1 text-sm text-muted">
          {disabledHint}
        </p>
      ) : null}
      <div className={cn('grid gap-3', className)}>
        {choices.map((choice) => (
          <label key={choice.value} className={cn('relative block', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 items-center gap-3 rounded-xl border-2 border-input bg-surface-2 px-4 py-2.5 transition-colors peer-checked:border-coral peer-checked:bg-[#2a2347] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sunflower peer-disabled:opacity-70">
              {choice.adornment}
              <span className="grid flex-1 gap-0.5">
                <span className="font-semibold">{choice.label}</span>
                {/* A space, so a screen reader says "XS US 32-34", not "XSUS 32-34". */}
                {choice.detail ? ' ' : null}
                {choice.detail ? <span className="text-sm text-muted">{choice.detail}</span> : null}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
