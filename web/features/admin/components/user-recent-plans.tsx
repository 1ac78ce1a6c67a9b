import type { AdminPlanSummary } from '../../../../contracts/admin';
import { TitledSection } from '@/components/titled-section';
import { formatDate } from '../lib/format';
import { planStateLook, planType, planWeek } from '../lib/user-labels';
import { UserBadge } from './user-badge';

/** Recent plans with the spec's defaults (type Drawing, week 1) and display state (spec 001 §4). */
export function UserRecentPlans({ plans }: { plans: AdminPlanSummary[] }) {
  return (
    <TitledSection titleId="user-plans-heading" title="Recent plans" level={3} titleClassName="font-bold" className="grid gap-3">
      {plans.length === 0 ? (
        <p className="text-muted">No plans yet.</p>
      ) : (
        <ul className="grid gap-2">
          {plans.map((plan) => {
            const state = planStateLook(plan);
            return (
              <li key={plan.id} className="flex items-center justify-between gap-3 rounded-xl border border-border p-3">
                <span className="grid gap-0.5">
                  <span className="font-semibold">{planType(plan)}</span>
                  <span className="text-sm text-muted">
                    Created <time dateTime={plan.createdAt}>{formatDate(plan.createdAt)}</time> · Week {planWeek(plan)}
                  </span>
                </span>
                <UserBadge kind="Plan state" className={state.className}>
                  {state.label}
                </UserBadge>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
