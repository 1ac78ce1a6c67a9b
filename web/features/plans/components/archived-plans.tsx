import { ChevronRight, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import type { Plan } from '../../../../contracts/plans';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { toast } from '@/lib/use-toast';
import { LoadFailed } from '@/components/load-failed';
import { useArchivedPlans, useRestorePlan } from '../api/archived-plans';
import { handleLoggedOut } from '../../../lib/logged-out';
import { planDate } from '../lib/child-details';
import { childDisplayName, planProgress } from '../lib/plan-status';

/**
 * Archived Plans, below the others and folded away: each with its child, when it started and
 * when it was archived, and Restore, which makes it active again. Shown only when there is one.
 */
export function ArchivedPlans() {
  const archived = useArchivedPlans();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const plans = archived.data ?? [];

  if (archived.isError) {
    return (
      <LoadFailed
        message="We couldn’t load your archived plans just now."
        onRetry={() => void archived.refetch()}
        className="rounded-card border border-destructive p-4"
      />
    );
  }
  if (plans.length === 0) return null;

  return (
    <section aria-labelledby={`${listId}-heading`} className="grid gap-3">
      <h2 id={`${listId}-heading`} className="text-2xl font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-surface-2"
        >
          <ChevronRight aria-hidden="true" className={cn('size-6 transition-transform motion-reduce:transition-none', open && 'rotate-90')} />
          Archived Plans
          <span className="rounded-full border border-border px-2.5 text-base font-semibold text-muted tabular-nums">{plans.length}</span>
        </button>
      </h2>
      <div id={listId} hidden={!open} className="grid gap-3">
        <p className="max-w-prose text-muted">Archived plans keep every drawing and all their feedback. Restore one to carry on where you left off.</p>
        <ul className="grid gap-3">
          {plans.map((plan) => (
            <ArchivedPlan key={plan.id} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function ArchivedPlan({ plan }: { plan: Plan }) {
  const restore = useRestorePlan();
  const name = childDisplayName(plan);
  const progress = planProgress(plan);

  function onRestore() {
    restore.mutate(plan.id, {
      onSuccess: () => toast({ title: 'Plan restored', description: `${name}'s plan is back with your active plans.` }),
      onError: (failure) => {
        if (!handleLoggedOut(failure))
          toast({ variant: 'destructive', title: 'Failed to restore plan', description: errorMessage(failure, 'Please try again.') });
      },
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4">
      <div className="min-w-0">
        <h3 className="truncate text-lg font-bold">{name}</h3>
        <p className="text-sm text-muted">
          Started <time dateTime={plan.createdAt}>{planDate(plan.createdAt)}</time>
          {plan.archivedAt ? (
            <>
              {' · '}Archived <time dateTime={plan.archivedAt}>{planDate(plan.archivedAt)}</time>
            </>
          ) : null}
          {progress ? ` · ${progress.done} of ${progress.total} weeks` : null}
        </p>
      </div>
      <Button variant="secondary" onClick={onRestore} disabled={restore.isPending}>
        <RotateCcw aria-hidden="true" />
        {restore.isPending ? 'Restoring…' : 'Restore'} <span className="sr-only">{name}&apos;s plan</span>
      </Button>
    </li>
  );
}
