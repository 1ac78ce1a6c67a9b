import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans.ts';
import { users } from './users.ts';

/** One payment attempt for a plan. The amount is decided on the server, never by the browser. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  providerPaymentId: text('provider_payment_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] }).notNull(),
  failureMessage: text('failure_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('payments_provider_payment_unique').on(t.provider, t.providerPaymentId), index('payments_plan_id_idx').on(t.planId)]);

/** Provider webhook events already processed: a replayed delivery is recognised and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
