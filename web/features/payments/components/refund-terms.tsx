import { Link } from 'wouter';
import { REFUND_POLICY_PATH, REFUND_TERMS } from '../../../../contracts/receipts';

/**
 * The refund terms of what is being bought, beside its Pay button: read before paying, in the
 * Refund Policy's terms, with the policy one tap away.
 */
export function RefundTerms({ kind, className }: { kind: keyof typeof REFUND_TERMS; className?: string }) {
  return (
    <p className={className ?? 'text-sm text-muted'} data-refund-terms={kind}>
      {REFUND_TERMS[kind]}{' '}
      <Link href={REFUND_POLICY_PATH} className="text-sky underline underline-offset-4">
        Refund Policy
      </Link>
    </p>
  );
}
