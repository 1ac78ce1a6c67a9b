import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';

/** GET /api/account/receipts: the parent's own payments and refunds, newest first. */
export const RECEIPTS_API = { list: '/api/account/receipts' } as const;

/** What a receipt is for: a charge, or money given back. */
export const ReceiptKind = z.enum(['payment', 'refund']);
export type ReceiptKind = z.infer<typeof ReceiptKind>;

/**
 * One line of the account page's receipts and one receipt e-mail. `id` names the payment or
 * refund (`plan-payment:<id>`, `plan-refund:<id>`, `order-payment:<id>`) and is the e-mail's
 * dedupe key, so each is sent once however often its payment is reported.
 */
export const Receipt = z.object({
  id: z.string(),
  kind: ReceiptKind,
  /** What was bought, in the reader's language ("Kritzel development plan (26 weeks)", "Digital Art Frame - Mia"). */
  what: z.string(),
  /** Smallest currency unit (cents). */
  amountCents: z.number().int(),
  currency: z.string(),
  /** ISO time of the payment or the refund. */
  date: z.string(),
  /** A payment given back later; its refund is a receipt of its own. */
  refunded: z.boolean(),
});
export type Receipt = z.infer<typeof Receipt>;

export const ReceiptList = z.object({ receipts: z.array(Receipt) });
export type ReceiptList = z.infer<typeof ReceiptList>;

/** What a plan is called on its receipt. */
export const PLAN_RECEIPT_NAME = messageKey('account.receipts.planName');

/**
 * The refund terms beside every Pay button, in the Refund Policy's own terms
 * (web/features/legal/content/refund-policy.tsx): one name per kind of purchase.
 */
export const REFUND_TERMS = {
  plan: 'You may withdraw within 14 days, and our 30-day money-back guarantee covers the weeks not yet used.',
  keepsake:
    'Keepsakes are made just for your child, so custom orders are final. If one arrives damaged, faulty or not as ordered, tell us within 30 days of delivery and we put it right.',
} as const;

/** Where the full terms are. */
export const REFUND_POLICY_PATH = '/refund-policy';
