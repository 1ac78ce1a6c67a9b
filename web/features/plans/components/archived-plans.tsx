import { ChevronRight, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import type { Plan } from '../../../../contracts/plans';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { Rich, useFormat, useT } from '@/i18n/use-t';
import { toast } from '@/lib/use-toast';
import { LoadFailed } from '@/components/load-failed';
import { useArchivedPlans, useRestorePlan } from '../api/archived-plans';
import { handleLoggedOut } from '../../../lib/logged-out';
import { childDisplayName, planProgress } from '../lib/plan-status';

/**
 * Archived Plans, below the others and folded away: each with its child, when it started and
 * when it was archived, and Restore, which makes it active again. Shown only when there is one.
 */
export function ArchivedPlans() {
  const t = useT();
  const archived = useArchivedPlans();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const plans = archived.data ?? [];

  if (archived.isError) {
    return (
      <LoadFailed message={t('plans.archived.loadFailed')} onRetry={() => void archived.refetch()} className="rounded-card border border-destructive p-4" />
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
          {t('plans.archived.title')}
          <span className="rounded-full border border-border px-2.5 text-base font-semibold text-muted tabular-nums">{plans.length}</span>
        </button>
      </h2>
      <div id={listId} hidden={!open} className="grid gap-3">
        <p className="max-w-prose text-muted">{t('plans.archived.intro')}</p>
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
  const t = useT();
  const format = useFormat();
  const restore = useRestorePlan();
  const name = childDisplayName(plan, t);
  const progress = planProgress(plan);
  const day = (iso: string) => format.date(iso, { dateStyle: 'medium' });

  function onRestore() {
    restore.mutate(plan.id, {
      onSuccess: () => toast({ title: t('plans.archived.restored'), description: t('plans.archived.restoredText', { name }) }),
      onError: (failure) => {
        if (!handleLoggedOut(failure))
          toast({ variant: 'destructive', title: t('plans.archived.restoreFailed'), description: errorMessage(failure, t('plans.pleaseTryAgain')) });
      },
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4">
      <div className="min-w-0">
        <h3 className="truncate text-lg font-bold">{name}</h3>
        <p className="text-sm text-muted">
          <Rich k="plans.archived.started" values={{ date: day(plan.createdAt), time: (chunks) => <time dateTime={plan.createdAt}>{chunks}</time> }} />
          {plan.archivedAt ? (
            <>
              {' · '}
              <Rich
                k="plans.archived.archivedOn"
                values={{ date: day(plan.archivedAt), time: (chunks) => <time dateTime={plan.archivedAt ?? undefined}>{chunks}</time> }}
              />
            </>
          ) : null}
          {progress ? ` · ${t('plans.archived.weeks', { done: progress.done, total: progress.total })}` : null}
        </p>
      </div>
      <Button variant="secondary" onClick={onRestore} disabled={restore.isPending}>
        <RotateCcw aria-hidden="true" />
        {restore.isPending ? t('plans.archived.restoring') : t('plans.archived.restore')} <span className="sr-only">{t('plans.childPlan', { name })}</span>
      </Button>
    </li>
  );
}
