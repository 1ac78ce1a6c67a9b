import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { files, payments, plans, vouchers } from '../server/db/schema/index.ts';
import { TEST_ORIGIN, type TestContext } from './api-harness.ts';
import { insertFreeAnalysis } from './free-analysis-factories.ts';

type Ctx = Pick<TestContext, 'app' | 'database'>;

/** A plan row as the plans feature leaves it (unpaid unless asked). */
export async function insertPlan(ctx: Ctx, userId: string, values: { paid?: boolean; drawingId?: string; childName?: string } = {}) {
  const [plan] = await ctx.database.db
    .insert(plans)
    .values({
      userId,
      childName: values.childName ?? 'Mia',
      isPaid: values.paid ?? false,
      paidAt: values.paid ? new Date() : null,
      drawingId: values.drawingId ?? null,
    })
    .returning();
  if (!plan) throw new Error('plan insert returned nothing');
  return plan;
}

export async function getPlan(ctx: Ctx, planId: string) {
  const [plan] = await ctx.database.db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw new Error(`no plan ${planId}`);
  return plan;
}

/** A free analysis as the drawings feature stores it; anonymous unless a user id is given. */
export async function insertDrawing(ctx: Ctx, userId: string | null = null) {
  const [file] = await ctx.database.db
    .insert(files)
    .values({
      ownerId: userId,
      kind: 'drawing',
      mimeType: 'image/jpeg',
      byteSize: 1,
      sha256: crypto.randomBytes(32).toString('hex'),
      storageKey: `test/${crypto.randomUUID()}.jpg`,
    })
    .returning();
  if (!file) throw new Error('file insert returned nothing');
  const drawing = await insertFreeAnalysis(ctx, { userId, fileId: file.id, analyser: 'test' });
  return { drawing, file };
}

export async function insertVoucher(ctx: Ctx, values: { code: string; maxUses?: number; expiresAt?: Date | null; isActive?: boolean; currentUses?: number }) {
  const [voucher] = await ctx.database.db.insert(vouchers).values(values).returning();
  if (!voucher) throw new Error('voucher insert returned nothing');
  return voucher;
}

/** A same-origin JSON POST, as the web app sends it. */
export function post(ctx: Ctx, url: string, payload: object, cookie?: string) {
  return ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
}

export const CARD = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0025 0000 3155' };

/** The sandbox card form's request for one of Stripe's test cards. */
export function cardForm(clientSecret: string, cardNumber: string, extra: Record<string, unknown> = {}) {
  return { clientSecret, cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', ...extra };
}

/** The plan's payment rows, oldest first: what the admin and the refund record see. */
export async function paymentsOf(ctx: Ctx, planId: string) {
  return ctx.database.db.select().from(payments).where(eq(payments.planId, planId)).orderBy(asc(payments.createdAt));
}
