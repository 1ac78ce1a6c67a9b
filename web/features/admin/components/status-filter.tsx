import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

export type FilterOption<V extends string> = { value: V; label: string };

/** A list's status filter and, beside it, how many items it shows (announced when it changes). */
export function StatusFilter<V extends string>({
  options,
  value,
  onChange,
  count,
}: {
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  count: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid w-full gap-1.5 sm:w-56">
        <label htmlFor={id} className="text-sm font-semibold">
          Filter by status
        </label>
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p aria-live="polite" className="text-muted">
        {count}
      </p>
    </div>
  );
}
