import { and, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Translator } from '../../../../contracts/i18n/translator.ts';
import { orderTitleIn, type OrderConfiguration, type ProductType } from '../../../../contracts/shop.ts';
import { PLAN_RECEIPT_NAME, type Receipt } from '../../../../contracts/receipts.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { PaidWith } from '../../../providers/payments/payment-provider.ts';
import { orders, outboxEmails, payments, users } from '../../../db/schema/index.ts';
import { PARENT_LIST_LIMIT } from '../../../db/list-limits.ts';

/** Orders the parent has paid for: every status after pending. */
const PAID_ORDER_STATUSES = ['paid', 'fulfilled', 'shipped'] as const;
/** Plan payments that took money: the one a plan keeps, and second charges given back. */
const CHARGED_PAYMENT_STATUSES = ['succeeded', 'refunded'] as const;

/** What a receipt is for: the plan, or a keepsake as the parent configured it. */
export type ReceiptItem = { kind: 'plan' } | { kind: 'order'; productType: ProductType; configuration: OrderConfiguration };

/** `item` is worded when read (receiptWhatIn); `paidWith`: where the provider can tell the card's digits. */
export type ReceiptFacts = Omit<Receipt, 'what'> & { item: ReceiptItem; userId: string; provider: 'sandbox' | 'stripe'; paidWith: PaidWith | null };

/** What the receipt is for, in the reader's language: the page's, or the account's for the e-mail. */
export const receiptWhatIn = (t: Translator, item: ReceiptItem): string => (item.kind === 'plan' ? t(PLAN_RECEIPT_NAME) : orderTitleIn(t, item));

const iso = (value: Date | null, fallback: Date) => (value ?? fallback).toISOString();

function planPayment(row: typeof payments.$inferSelect): ReceiptFacts[] {
  if (!row.userId) return [];
  const base = {
    item: { kind: 'plan' } as const,
    amountCents: row.amount,
    currency: row.currency,
    userId: row.userId,
    provider: row.provider,
    paidWith: { paymentIntentId: row.providerPaymentId },
  };
  const paid: ReceiptFacts = {
    ...base,
    id: `plan-payment:${row.id}`,
    kind: 'payment',
    date: iso(row.fulfilledAt, row.createdAt),
    refunded: row.status === 'refunded',
  };
  if (row.status !== 'refunded') return [paid];
  return [paid, { ...base, id: `plan-refund:${row.id}`, kind: 'refund', date: iso(row.refundedAt, row.updatedAt), refunded: true }];
}

function orderPayment(row: typeof orders.$inferSelect): ReceiptFacts[] {
  if (!row.userId) return [];
  return [
    {
      id: `order-payment:${row.id}`,
      kind: 'payment',
      item: { kind: 'order', productType: row.productType, configuration: row.configuration },
      amountCents: row.priceCents,
      currency: row.currency,
      date: iso(row.paidAt, row.updatedAt),
      refunded: false,
      userId: row.userId,
      provider: row.provider,
      paidWith: row.providerSessionId ? { checkoutSessionId: row.providerSessionId } : null,
    },
  ];
}

const newestFirst = (a: Pick<Receipt, 'date' | 'id'>, b: Pick<Receipt, 'date' | 'id'>) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id);

/**
 * Receipts are read from the payment and order rows themselves, so the list and the e-mails
 * can never disagree with what was charged, and no path that pays or refunds can forget one.
 */
export const receiptRecords = {
  async listForParent(db: DbOrTx, userId: string): Promise<ReceiptFacts[]> {
    const paymentRows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), inArray(payments.status, [...CHARGED_PAYMENT_STATUSES])))
      .orderBy(desc(payments.createdAt))
      .limit(PARENT_LIST_LIMIT);
    const orderRows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...PAID_ORDER_STATUSES])))
      .orderBy(desc(orders.createdAt))
      .limit(PARENT_LIST_LIMIT);
    return [...paymentRows.flatMap(planPayment), ...orderRows.flatMap(orderPayment)].sort(newestFirst).slice(0, PARENT_LIST_LIMIT);
  },

  /** One receipt by its id, or null when its payment or its parent is gone. */
  async find(db: DbOrTx, receiptId: string): Promise<ReceiptFacts | null> {
    const [kind, id] = receiptId.split(':');
    if (!id) return null;
    if (kind === 'order-payment') {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return (row && PAID_ORDER_STATUSES.some((s) => s === row.status) && orderPayment(row).find((r) => r.id === receiptId)) || null;
    }
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return (row && CHARGED_PAYMENT_STATUSES.some((s) => s === row.status) && planPayment(row).find((r) => r.id === receiptId)) || null;
  },

  /**
   * Receipts since `since` whose e-mail is not in the outbox yet. Bounded in time so that a
   * first deployment does not mail every parent about purchases from long ago.
   */
  async unsent(db: DbOrTx, since: Date): Promise<ReceiptFacts[]> {
    const paymentRows = await db
      .select()
      .from(payments)
      .where(and(isNotNull(payments.userId), inArray(payments.status, [...CHARGED_PAYMENT_STATUSES]), gt(payments.updatedAt, since)));
    const orderRows = await db
      .select()
      .from(orders)
      .where(and(isNotNull(orders.userId), inArray(orders.status, [...PAID_ORDER_STATUSES]), gt(orders.paidAt, since)));
    const due = [...paymentRows.flatMap(planPayment), ...orderRows.flatMap(orderPayment)];
    if (due.length === 0) return [];
    const sent = await db
      .select({ key: outboxEmails.dedupeKey })
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.dedupeKey,
          due.map((r) => receiptDedupeKey(r.id)),
        ),
      );
    const done = new Set(sent.map((s) => s.key));
    return due.filter((r) => !done.has(receiptDedupeKey(r.id)));
  },

  async recipient(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ email: users.email, name: users.name, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },
};

/** The outbox key of a receipt's e-mail: one e-mail per payment or refund, ever. */
export const receiptDedupeKey = (receiptId: string) => `receipt:${receiptId}`;
