import type { Plan } from '../../../../contracts/plans';
import { TitledSection } from '@/components/titled-section';
import { LoadFailed } from '@/components/load-failed';
import { splitPlans } from '../lib/plan-status';
import { useT } from '@/i18n/use-t';
import { EmptyPlansDrawing } from './empty-plans-drawing';
import { PlanCard, type PlanCardActions } from './plan-card';
import { StartPlanCard } from './start-plan-card';

interface PlansSectionsProps extends PlanCardActions {
  plans: Plan[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onStart: () => void;
  /** Archived plans wait below: the empty state points to them instead of starting from nothing. */
  hasArchived: boolean;
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Active Plans (led by Start New Plan) and, when there are any, Completed Plans. */
export function PlansSections({ plans, isLoading, isError, onRetry, onStart, onPay, onEdit, onRemove, hasArchived }: PlansSectionsProps) {
  const t = useT();
  const { active, completed } = splitPlans(plans ?? []);
  const cardProps = { onPay, onEdit, onRemove };

  return (
    <>
      <section aria-labelledby="active-plans" aria-busy={isLoading} className="grid gap-4">
        <h2 id="active-plans" className="text-2xl font-bold">
          {t('plans.sections.active')}
        </h2>
        <div className={GRID}>
          <StartPlanCard onStart={onStart} />
          {isLoading
            ? [0, 1].map((i) => <div key={i} className="min-h-48 animate-pulse rounded-card bg-surface-2" />)
            : active.map((plan) => <PlanCard key={plan.id} plan={plan} {...cardProps} />)}
        </div>
        {isLoading ? (
          <p role="status" className="sr-only">
            {t('plans.sections.loading')}
          </p>
        ) : null}
        {isError ? <LoadFailed message={t('plans.sections.loadFailed')} onRetry={onRetry} className="rounded-card border border-destructive p-4" /> : null}
        {!isLoading && !isError && plans?.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-border p-6 text-center sm:flex-row sm:text-left">
            <EmptyPlansDrawing />
            <p className="max-w-prose text-muted">{hasArchived ? t('plans.sections.emptyWithArchived') : t('plans.sections.empty')}</p>
          </div>
        ) : null}
      </section>
      {completed.length > 0 ? (
        <TitledSection titleId="completed-plans" title={t('plans.sections.completed')} titleClassName="text-2xl font-bold" className="grid gap-4">
          <div className={GRID}>
            {completed.map((plan) => (
              <PlanCard key={plan.id} plan={plan} {...cardProps} />
            ))}
          </div>
        </TitledSection>
      ) : null}
    </>
  );
}
