import type { ReactNode } from 'react';
import type { AdminUserDetail } from '../../../../contracts/admin';
import { TitledSection } from '@/components/titled-section';
import { formatDate } from '../lib/format';
import { purchaseStatus, userName } from '../lib/user-labels';
import { UserRecentPlans } from './user-recent-plans';
import { UserRefunds } from './user-refunds';

function Field({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'wrap-anywhere'}>{children}</dd>
    </div>
  );
}

/** Everything spec 001 §2 lists for one user: account, purchase, statistics and recent plans. */
export function UserDetail({ user }: { user: AdminUserDetail }) {
  const stats = [
    ['Total plans', user.stats.totalPlans],
    ['Active', user.stats.activePlans],
    ['Completed', user.stats.completedPlans],
    ['Submissions', user.stats.totalSubmissions],
    ['Free challenges', user.stats.totalFreeChallenges],
  ] as const;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label="Email">{user.email}</Field>
        <Field label="Name">{userName(user)}</Field>
        <Field label="User ID" mono>
          {user.id}
        </Field>
        <Field label="Joined">
          <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </Field>
        <Field label="Purchase status">
          <span className={user.hasPurchasedPlan ? 'font-semibold text-sunflower' : undefined}>{purchaseStatus(user.hasPurchasedPlan)}</span>
        </Field>
        <Field label="Payment customer ID" mono={Boolean(user.stripeCustomerId)}>
          {user.stripeCustomerId || 'None'}
        </Field>
      </dl>
      <TitledSection titleId="user-stats-heading" title="Statistics" level={3} titleClassName="font-bold" className="grid gap-3">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {stats.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 rounded-xl bg-surface-2 p-3 text-center">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-heading text-2xl font-extrabold">{value}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      <UserRecentPlans plans={user.recentPlans} />
      <UserRefunds refunds={user.refundedPayments} />
    </div>
  );
}
