import type { AdminUserDetail } from '../../../../contracts/admin';
import { TitledSection } from '@/components/titled-section';
import { formatDateTime, shortId } from '../lib/format';

type Refund = NonNullable<AdminUserDetail['refundedPayments']>[number];

/** Why the service refunded it, in the administrator's words. */
const REASONS: Record<string, string> = { duplicate: 'Second payment for a plan already paid' };

const money = (refund: Refund) => (refund.amount / 100).toLocaleString('en-US', { style: 'currency', currency: refund.currency.toUpperCase() });

/** Second charges the service gave back on its own; shown only when there are any. */
export function UserRefunds({ refunds }: { refunds: Refund[] | undefined }) {
  if (!refunds?.length) return null;
  return (
    <TitledSection titleId="user-refunds-heading" title="Refunded payments" level={3} titleClassName="font-bold" className="grid gap-3">
      <ul className="grid gap-2">
        {refunds.map((refund) => (
          <li key={`${refund.planId ?? ''}-${refund.refundedAt}`} className="grid gap-0.5 rounded-xl border border-border p-3">
            <span className="font-semibold">
              {money(refund)} refunded <time dateTime={refund.refundedAt}>{formatDateTime(refund.refundedAt)}</time>
            </span>
            <span className="text-sm text-muted">
              {(refund.reason && REASONS[refund.reason]) ?? refund.reason ?? 'Refunded'}
              {refund.planId ? ` · Plan ${shortId(refund.planId)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
