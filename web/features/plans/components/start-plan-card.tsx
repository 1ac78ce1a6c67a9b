import { Plus } from 'lucide-react';
import { formatShortPrice, PLAN_PRICE_CENTS } from '../../../../contracts/prices';

/** The first card of Active Plans: a new plan for another child (or the first). */
export function StartPlanCard({ onStart }: { onStart: () => void }) {
  return (
    <button
      type="button"
      onClick={onStart}
      className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed border-input bg-surface/50 p-5 text-center transition-colors hover:border-coral hover:bg-surface"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-coral text-background">
        <Plus className="size-7" aria-hidden="true" />
      </span>
      <span className="font-heading text-xl font-bold">Start New Plan</span>
      <span className="text-muted">{formatShortPrice(PLAN_PRICE_CENTS)} one-time payment</span>
    </button>
  );
}
