import { Plus } from 'lucide-react';
import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { useFormat, useT } from '@/i18n/use-t';

/** The first card of Active Plans: a new plan for another child (or the first). */
export function StartPlanCard({ onStart }: { onStart: () => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <button
      type="button"
      onClick={onStart}
      className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed border-input bg-surface/50 p-5 text-center transition-colors hover:border-coral hover:bg-surface"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-coral text-background">
        <Plus className="size-7" aria-hidden="true" />
      </span>
      <span className="font-heading text-xl font-bold">{t('plans.start.title')}</span>
      <span className="text-muted">{t('plans.start.price', { price: format.price(PLAN_PRICE_CENTS) })}</span>
    </button>
  );
}
