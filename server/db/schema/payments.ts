import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans.ts';
import { users } from './users.ts';

/**
 * Statuses in which an intent can still be paid: a declined intent ('failed') may be paid with
 * another card, like Stripe's. A plan has at most one such payment per provider.
 */
export const OPEN_PAYMENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'failed'] as const;

/**
 * One payment attempt for a plan. The amount is decided on the server, never by the browser.
 * At most one open attempt per plan (reused, not duplicated) and at most one that paid for it
 * (`fulfilled_at`); a second success is refunded and keeps its reason for the admin.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'] }).notNull(),
    failureMessage: text('failure_message'),
    /** When this payment activated its plan: the one charge the plan keeps. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why it was given back, for the admin (e.g. the plan had already been paid). */
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('payments_plan_id_idx').on(t.planId),
    index('payments_user_id_idx').on(t.userId),
    // Two tabs asking at once cannot both open a payment for one plan: the second insert conflicts.
    uniqueIndex('payments_one_open_per_plan')
      .on(t.planId, t.provider)
      .where(sql`${t.status} in ('requires_payment_method', 'requires_action', 'processing', 'failed')`),
    uniqueIndex('payments_one_fulfilled_per_plan')
      .on(t.planId)
      .where(sql`${t.fulfilledAt} is not null`),
  ],
);

/** Provider webhook events already processed: a replayed delivery is recognised and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
