import { Info } from 'lucide-react';
import { BRAND } from '../../../../contracts/brand';

/** docs/design.md: an estimate is an estimate; say so plainly, next to the numbers. */
export function EstimateNote() {
  return (
    <aside aria-label="About this result" className="flex gap-3 rounded-card border border-sky/40 bg-surface p-4 sm:p-5">
      <Info className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
      <p>
        <strong>This is an estimate from one drawing, not a diagnosis.</strong>{' '}
        <span className="text-muted">
          Children draw differently from day to day, and {BRAND.name} is not a diagnostic tool. If you have any worries about your child's development, your
          paediatrician is the right person to ask.
        </span>
      </p>
    </aside>
  );
}
