import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drawings, files, payments, plans, webhookEvents } from '../../db/schema/index.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PaymentStatus = (typeof payments.$inferSelect)['status'];
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
    const [row] = await db.select().from(plans).where(and(eq(plans.id, planId), eq(plans.userId, userId)));
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

  /** Records an intent when it is created; the sandbox has stored it already. */
  async recordIntent(db: DbOrTx, record: PaymentRecord): Promise<void> {
    await db.insert(payments).values({ ...record, status: 'requires_payment_method' }).onConflictDoNothing();
  },

  async markSucceeded(db: DbOrTx, record: PaymentRecord): Promise<void> {
    await db
      .insert(payments)
      .values({ ...record, status: 'succeeded' })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerPaymentId],
        set: { status: 'succeeded', failureMessage: null, updatedAt: sql`now()` },
      });
  },

  /** Never downgrades a payment that has succeeded. */
  async markUnsuccessful(db: DbOrTx, provider: PaymentRecord['provider'], providerPaymentId: string, status: PaymentStatus, failureMessage: string | null): Promise<void> {
    await db
      .update(payments)
      .set({ status, failureMessage, updatedAt: sql`now()` })
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId), ne(payments.status, 'succeeded')));
  },

  /** Locks a free analysis the parent may buy from: their own or an anonymous one. */
  async lockClaimableDrawing(db: DbOrTx, drawingId: string, userId: string) {
    const [row] = await db
      .select({ id: drawings.id, userId: drawings.userId, fileId: drawings.fileId })
      .from(drawings)
      .where(and(eq(drawings.id, drawingId), or(eq(drawings.userId, userId), isNull(drawings.userId))))
      .for('update');
    return row ?? null;
  },

  /** An anonymous analysis becomes the parent's, with its file (it is then kept, not purged). */
  async claimDrawing(db: DbOrTx, drawing: { id: string; fileId: string }, userId: string): Promise<void> {
    await db.update(drawings).set({ userId }).where(and(eq(drawings.id, drawing.id), isNull(drawings.userId)));
    await db.update(files).set({ ownerId: userId }).where(and(eq(files.id, drawing.fileId), isNull(files.ownerId)));
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

  async insertPlan(db: DbOrTx, values: { userId: string; childName: string; drawingId: string }): Promise<PlanRow> {
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
