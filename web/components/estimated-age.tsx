import { estimateRange, formatAgeRange, formatYearsMonths } from '@/lib/format-age';

/**
 * An estimated age as Kritzel shows every result about a child: the number, the range it
 * stands for, and that it is an estimate, not a diagnosis.
 */
export function EstimatedAge({ months, note }: { months: number; note: string }) {
  return (
    <section className="rounded-xl bg-surface-2 p-4" aria-label="Estimated cognitive age">
      <p className="text-sm text-muted">Estimated cognitive age</p>
      <p className="font-heading text-2xl font-extrabold text-sunflower">about {formatYearsMonths(months)}</p>
      <p className="text-sm">Likely {formatAgeRange(estimateRange(months))}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </section>
  );
}
