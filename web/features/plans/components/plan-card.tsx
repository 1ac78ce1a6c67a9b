import { Archive, ArrowRight, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Plan } from '../../../../contracts/plans';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';
import {
  childDisplayName,
  PLAN_ACTION_KEYS,
  PLAN_BADGE_KEYS,
  planAction,
  planBadge,
  planDestination,
  planProgress,
  removalKind,
  type PlanBadge,
} from '../lib/plan-status';
import { PlanCardMenu } from './plan-card-menu';

const BADGE_STYLES: Record<PlanBadge, string> = {
  Completed: 'border-leaf/60 text-leaf',
  'Pending Payment': 'border-sunflower/60 text-sunflower',
  'Setup Incomplete': 'border-sky/60 text-sky',
  Active: 'border-leaf/60 text-leaf',
};

// The action covers the whole card (its ::after), so a tap anywhere opens the plan; the menu
// sits above it. No interactive element is nested in another.
const STRETCHED =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-coral after:absolute after:inset-0 after:rounded-card after:content-[""] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sunflower';

export interface PlanCardActions {
  onPay: (plan: Plan) => void;
  onEdit: (plan: Plan) => void;
  onRemove: (plan: Plan) => void;
}

export function PlanCard({ plan, onPay, onEdit, onRemove }: PlanCardActions & { plan: Plan }) {
  const t = useT();
  const name = childDisplayName(plan, t);
  const badge = planBadge(plan);
  const action = planAction(plan);
  const destination = planDestination(plan);
  const progress = planProgress(plan);
  const archive = removalKind(plan) === 'archive';
  const menuItems = [
    { label: t('plans.card.editDetails'), icon: Pencil, onSelect: () => onEdit(plan) },
    {
      label: archive ? t('plans.card.archivePlan') : t('plans.card.deletePlan'),
      icon: archive ? Archive : Trash2,
      onSelect: () => onRemove(plan),
      destructive: true,
    },
  ];
  const actionContent = (
    <>
      {t(PLAN_ACTION_KEYS[action])}
      <span className="sr-only"> {t('plans.card.forChild', { name })}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );

  return (
    <article className="relative flex min-h-48 flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-soft transition-colors hover:border-input">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-xl font-bold">{name}</h3>
          <p className="text-sm text-muted">{t('plans.card.program')}</p>
        </div>
        <div className="relative z-10 -mt-2 -mr-2">
          <PlanCardMenu childName={name} items={menuItems} />
        </div>
      </div>
      <span className={cn('self-start rounded-full border px-3 py-0.5 text-sm font-semibold', BADGE_STYLES[badge])}>{t(PLAN_BADGE_KEYS[badge])}</span>
      {progress ? (
        <div className="grid gap-1.5">
          <p className="flex justify-between text-sm">
            <span className="text-muted">{t('plans.card.progress')}</span>
            <span className="font-semibold tabular-nums">
              {progress.done} / {progress.total}
            </span>
          </p>
          <Progress value={progress.percent} label={t('plans.card.childProgress', { name })} className="h-2" />
        </div>
      ) : null}
      <div className="mt-auto">
        {destination.kind === 'payment' ? (
          <button type="button" className={STRETCHED} onClick={() => onPay(plan)}>
            {actionContent}
          </button>
        ) : (
          <Link href={destination.href} className={STRETCHED}>
            {actionContent}
          </Link>
        )}
      </div>
    </article>
  );
}
