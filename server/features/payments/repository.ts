import { and, asc, count, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drawings, files, payments, plans, webhookEvents } from '../../db/schema/index.ts';
import { OPEN_PAYMENT_STATUSES } from '../../db/schema/payments.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];
export type PaymentRecord = {
  provider: 'sandbox' | 'stripe';
  providerPaymentId: string;
  planId: string;
  userId: string;
  amount: number;
  currency: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from the browser; a malformed one must read as "not found", not as a SQL error. */
export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

export const paymentRepository = {
  /** Authorisation is part of the query: another parent's plan is not found. */
  async findOwnedPlan(db: DbOrTx, planId: string | undefined, userId: string): Promise<PlanRow | null> {
    if (!isUuid(planId)) return null;
    const [row] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)));
    return row ?? null;
  },

  /** The plan row, locked for the transaction: activations and voucher redemptions queue on it. */
  async lockPlan(db: DbOrTx, planId: string): Promise<PlanRow | null> {
    const [row] = await db.select().from(plans).where(eq(plans.id, planId)).for('update');
    return row ?? null;
  },

  /** The plans table's one-way switch to paid; false when it was paid already. */
  async markPlanPaid(db: DbOrTx, planId: string): Promise<boolean> {
    const rows = await db
      .update(plans)
      .set({ isPaid: true, paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(plans.id, planId), eq(plans.isPaid, false)))
      .returning({ id: plans.id });
    return rows.length > 0;
  },

  /**
   * Records an intent when it is created; false when nothing was stored because the row exists
   * already (the sandbox stores its own) or because the plan has another open payment (the
   * partial unique index payments_one_open_per_plan refuses a second one).
   */
  async recordIntent(db: DbOrTx, record: PaymentRecord): Promise<boolean> {
    const rows = await db
      .insert(payments)
      .values({ ...record, status: 'requires_payment_method' })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    return rows.length > 0;
  },

  async findPayment(db: DbOrTx, provider: PaymentRecord['provider'], providerPaymentId: string): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
    return row ?? null;
  },

  /**
   * The plan's payments not settled yet: those that can still be paid (at most one per
   * provider, by the index), and those paid whose confirmation has not arrived (neither
   * activating the plan nor refunded yet).
   */
  async listOpenPayments(db: DbOrTx, planId: string, provider: PaymentRecord['provider']): Promise<PaymentRow[]> {
    const unsettled = or(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), and(eq(payments.status, 'succeeded'), isNull(payments.fulfilledAt)));
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.planId, planId), eq(payments.provider, provider), unsettled))
      .orderBy(asc(payments.createdAt));
  },

  /**
   * How many of the plan's intents at this provider can no longer be paid: the next intent's
   * idempotency key counts on from them. An open one is not counted, so a request that lost the
   * race to open the plan's payment asks the provider with the winner's key and gets the
   * winner's intent back instead of opening (and cancelling) a second one.
   */
  async countClosedPayments(db: DbOrTx, planId: string, provider: PaymentRecord['provider']): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.planId, planId), eq(payments.provider, provider), notInArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
    return row?.n ?? 0;
  },

  /** The payment that paid for its plan: succeeded, and the one charge the plan keeps. */
  async markFulfilled(db: DbOrTx, record: PaymentRecord): Promise<void> {
    await db
      .insert(payments)
      .values({ ...record, status: 'succeeded', fulfilledAt: sql`now()` })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerPaymentId],
        set: { status: 'succeeded', failureMessage: null, fulfilledAt: sql`now()`, updatedAt: sql`now()` },
      });
  },

  /** A success the plan does not keep (it is refunded next); a refund already recorded stays. */
  async markSucceeded(db: DbOrTx, record: PaymentRecord): Promise<void> {
    await db
      .insert(payments)
      .values({ ...record, status: 'succeeded' })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerPaymentId],
        set: { status: 'succeeded', failureMessage: null, updatedAt: sql`now()` },
        setWhere: ne(payments.status, 'refunded'),
      });
  },

  async markCanceled(db: DbOrTx, provider: PaymentRecord['provider'], providerPaymentId: string): Promise<void> {
    await db
      .update(payments)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
  },

  /** The record the admin sees: refunded, when, and why. */
  async markRefunded(db: DbOrTx, provider: PaymentRecord['provider'], providerPaymentId: string, reason: string): Promise<void> {
    await db
      .update(payments)
      .set({ status: 'refunded', refundedAt: sql`coalesce(${payments.refundedAt}, now())`, refundReason: reason, updatedAt: sql`now()` })
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  },

  /** Never changes a payment that has succeeded, been refunded or been canceled. */
  async markUnsuccessful(
    db: DbOrTx,
    provider: PaymentRecord['provider'],
    providerPaymentId: string,
    status: PaymentStatus,
    failureMessage: string | null,
  ): Promise<void> {
    await db
      .update(payments)
      .set({ status, failureMessage, updatedAt: sql`now()` })
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
  },

  /** Locks a free analysis the parent may buy from: their own or an anonymous one. */
  async lockClaimableDrawing(db: DbOrTx, drawingId: string, userId: string) {
    const [row] = await db
      .select({ id: drawings.id, userId: drawings.userId, fileId: drawings.fileId, childAgeMonths: drawings.childAgeMonths, createdAt: drawings.createdAt })
      .from(drawings)
      .where(and(eq(drawings.id, drawingId), or(eq(drawings.userId, userId), isNull(drawings.userId))))
      .for('update');
    return row ?? null;
  },

  /** An anonymous analysis becomes the parent's, with its file (it is then kept, not purged). */
  async claimDrawing(db: DbOrTx, drawing: { id: string; fileId: string }, userId: string): Promise<void> {
    await db
      .update(drawings)
      .set({ userId })
      .where(and(eq(drawings.id, drawing.id), isNull(drawings.userId)));
    await db
      .update(files)
      .set({ ownerId: userId })
      .where(and(eq(files.id, drawing.fileId), isNull(files.ownerId)));
  },

  async findPlanForDrawing(db: DbOrTx, drawingId: string, userId: string): Promise<PlanRow | null> {
    const [row] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.drawingId, drawingId), eq(plans.userId, userId)))
      .orderBy(asc(plans.createdAt))
      .limit(1);
    return row ?? null;
  },

  async insertPlan(db: DbOrTx, values: { userId: string; childName: string; drawingId: string; birthMonth?: number; birthYear?: number }): Promise<PlanRow> {
    const [row] = await db.insert(plans).values(values).returning();
    if (!row) throw new Error('plan insert returned nothing');
    return row;
  },

  /** False when the event id was seen before: a replay, or a concurrent delivery of it. */
  async recordWebhookEvent(db: DbOrTx, event: { id: string; provider: string; type: string }): Promise<boolean> {
    const rows = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning({ id: webhookEvents.id });
    return rows.length > 0;
  },

  /** Processing failed: forget the event so the provider's retry is processed. */
  async forgetWebhookEvent(db: DbOrTx, id: string): Promise<void> {
    await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
  },
};
