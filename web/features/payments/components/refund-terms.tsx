import { Link } from 'wouter';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { REFUND_POLICY_PATH, type REFUND_TERMS } from '../../../../contracts/receipts';
import { useT } from '@/i18n/use-t';

/** REFUND_TERMS (the receipts' and e-mails' English) in the page's language. */
const REFUND_TERM_KEYS: Record<keyof typeof REFUND_TERMS, MessageKey> = { plan: 'pay.refund.plan', keepsake: 'pay.refund.keepsake' };

/**
 * The refund terms of what is being bought, beside its Pay button: read before paying, in the
 * Refund Policy's terms, with the policy one tap away.
 */
export function RefundTerms({ kind, className }: { kind: keyof typeof REFUND_TERMS; className?: string }) {
  const t = useT();
  return (
    <p className={className ?? 'text-sm text-muted'} data-refund-terms={kind}>
      {t(REFUND_TERM_KEYS[kind])}{' '}
      <Link href={REFUND_POLICY_PATH} className="text-sky underline underline-offset-4">
        {t('pay.refund.policy')}
      </Link>
    </p>
  );
}
