import type { ItemResult } from '../../../../contracts/tasks';

interface ResultChoiceProps {
  /** Unique on the page: the radio group's name. */
  name: string;
  legend: string;
  options: Partial<Record<ItemResult, string>>;
  value: ItemResult;
  onChange: (value: ItemResult) => void;
  disabled?: boolean;
}

/** A small segmented choice of an item's result: real radio buttons under pills, 44 px tall. */
export function ResultChoice({ name, legend, options, value, onChange, disabled = false }: ResultChoiceProps) {
  const entries = Object.entries(options) as [ItemResult, string][];
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="flex rounded-full border border-input p-0.5">
        {entries.map(([result, label]) => (
          <label
            key={result}
            className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-semibold text-foreground transition-colors hover:bg-surface-2 has-checked:bg-sky has-checked:text-background has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sunflower has-disabled:cursor-wait has-disabled:opacity-60"
          >
            <input type="radio" name={name} value={result} checked={value === result} onChange={() => onChange(result)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
