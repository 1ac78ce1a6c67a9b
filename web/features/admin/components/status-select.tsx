import { useId } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/use-toast';

type StatusUpdate<S extends string> = UseMutationResult<unknown, Error, { id: string; status: S }>;

/**
 * Any status can be set from any other (spec 001 §4 shows no restriction); the select shows
 * the saved status until the server agrees, then the spec's toast says how it went.
 */
export function StatusSelect<S extends string>({
  itemId,
  status,
  labels,
  update,
  toasts,
}: {
  itemId: string;
  status: S;
  labels: Record<S, { label: string }>;
  update: StatusUpdate<S>;
  toasts: { successTitle: string; success: string; failed: string };
}) {
  const id = useId();
  function change(next: S) {
    update.mutate(
      { id: itemId, status: next },
      {
        onSuccess: () => toast({ title: toasts.successTitle, description: toasts.success }),
        onError: () => toast({ variant: 'destructive', title: toasts.failed }),
      },
    );
  }
  return (
    <div className="grid gap-1.5 sm:w-48">
      <label htmlFor={id} className="text-sm font-semibold">
        Change status
      </label>
      <NativeSelect id={id} value={status} disabled={update.isPending} onChange={(e) => change(e.target.value as S)}>
        {(Object.entries(labels) as [S, { label: string }][]).map(([value, look]) => (
          <option key={value} value={value}>
            {look.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
