import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drawings, files, plans } from '../../db/schema/index.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { CARD, cardForm, getPlan, insertDrawing, paymentsOf, post } from '../../../test/payment-factories.ts';

const t = testAppWithPeople({ parent: {}, other: {} });

const createIntent = (drawingId: string, cookie = t.parent.cookie) => post(t.ctx, '/api/create-payment-intent', { drawingId }, cookie);

describe('checkout from a free analysis', () => {
  it('claims an anonymous analysis, makes one plan for it and lands on the dashboard once paid', async () => {
    const { drawing, file } = await insertDrawing(t.ctx);
    const first = await createIntent(drawing.id);
    expect(first.statusCode).toBe(200);
    const intent = first.json();
    expect(intent).toMatchObject({ provider: 'sandbox', amount: 4900, planId: expect.any(String) });

    const plan = await getPlan(t.ctx, intent.planId);
    expect(plan).toMatchObject({ userId: t.parent.id, childName: 'My Child', drawingId: drawing.id, isPaid: false });
    const [claimed] = await t.ctx.database.db.select().from(drawings).where(eq(drawings.id, drawing.id));
    expect(claimed?.userId).toBe(t.parent.id);
    const [claimedFile] = await t.ctx.database.db.select().from(files).where(eq(files.id, file.id));
    expect(claimedFile?.ownerId).toBe(t.parent.id);

    // Coming back to checkout (or a second tab) reuses the same unpaid plan.
    const again = await Promise.all([createIntent(drawing.id), createIntent(drawing.id)]);
    for (const r of again) expect(r.json().planId).toBe(intent.planId);
    expect(await t.ctx.database.db.select().from(plans).where(eq(plans.drawingId, drawing.id))).toHaveLength(1);

    await post(t.ctx, `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, cardForm(intent.clientSecret, CARD.succeeds), t.parent.cookie);
    const confirmed = await post(t.ctx, '/api/confirm-payment', { paymentIntentId: intent.paymentIntentId, drawingId: drawing.id }, t.parent.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, planId: intent.planId, redirectUrl: `/dashboard?paid=${intent.planId}` });
    expect((await getPlan(t.ctx, intent.planId)).isPaid).toBe(true);

    const paidAlready = await createIntent(drawing.id);
    expect(paidAlready.statusCode).toBe(409);
    expect(paidAlready.json().message).toBe('This plan is already paid');
  });

  it("starts from the parent's own analysis too", async () => {
    const { drawing } = await insertDrawing(t.ctx, t.parent.id);
    expect((await createIntent(drawing.id)).statusCode).toBe(200);
  });

  it("refuses another parent's analysis, an unknown one and a confirmation naming another drawing", async () => {
    const { drawing: theirs } = await insertDrawing(t.ctx, t.other.id);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await createIntent(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Drawing analysis not found' });
    }
    const [stillTheirs] = await t.ctx.database.db.select().from(drawings).where(eq(drawings.id, theirs.id));
    expect(stillTheirs?.userId).toBe(t.other.id);

    const { drawing: mine } = await insertDrawing(t.ctx);
    const intent = (await createIntent(mine.id)).json();
    await post(t.ctx, `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, cardForm(intent.clientSecret, CARD.succeeds), t.parent.cookie);
    const wrong = await post(t.ctx, '/api/confirm-payment', { paymentIntentId: intent.paymentIntentId, drawingId: theirs.id }, t.parent.cookie);
    expect(wrong.statusCode).toBe(404);
    expect((await getPlan(t.ctx, intent.planId)).isPaid).toBe(false);
  });

  it('needs a signed-in parent', async () => {
    const { drawing } = await insertDrawing(t.ctx);
    const response = await post(t.ctx, '/api/create-payment-intent', { drawingId: drawing.id });
    expect(response.statusCode).toBe(401);
    const [row] = await t.ctx.database.db.select().from(drawings).where(eq(drawings.id, drawing.id));
    expect(row?.userId).toBeNull();
  });
});

type Intent = { paymentIntentId: string; clientSecret: string; planId: string };

async function checkoutIntent(): Promise<{ drawingId: string; intent: Intent }> {
  const { drawing } = await insertDrawing(t.ctx);
  const response = await createIntent(drawing.id);
  expect(response.statusCode).toBe(200);
  return { drawingId: drawing.id, intent: response.json() };
}

const returnUrl = (drawingId: string) => `/checkout?drawingId=${drawingId}`;
const confirmCard = (intent: Intent, drawingId: string) =>
  post(
    t.ctx,
    `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
    cardForm(intent.clientSecret, CARD.threeDSecure, { returnUrl: returnUrl(drawingId) }),
    t.parent.cookie,
  );
const bankAnswer = (intent: Intent, drawingId: string, approve: boolean) =>
  post(
    t.ctx,
    `/api/sandbox/payment-intents/${intent.paymentIntentId}/authenticate`,
    { clientSecret: intent.clientSecret, approve, returnUrl: returnUrl(drawingId) },
    t.parent.cookie,
  );
const confirmPayment = (intent: Intent, drawingId: string) =>
  post(t.ctx, '/api/confirm-payment', { drawingId, paymentIntentId: intent.paymentIntentId }, t.parent.cookie);

/**
 * Issue 19, item 11: card 4000 0025 0000 3155 leaves the payment unconfirmed and the plan
 * unpaid until the test bank says Approve.
 */
describe('3-D Secure at the checkout from a free analysis (sandbox)', () => {
  it('3155 is not charged until Approve: the payment waits, the plan stays unpaid', async () => {
    const { drawingId, intent } = await checkoutIntent();
    const card = await confirmCard(intent, drawingId);
    expect(card.json()).toMatchObject({
      status: 'requires_action',
      nextActionUrl: expect.stringMatching(`^/sandbox/authenticate/${intent.paymentIntentId}\\?`),
    });
    expect((await paymentsOf(t.ctx, intent.planId)).map((p) => p.status)).toEqual(['requires_action']);

    // Confirming with the server before the bank's answer does not activate the plan.
    const early = await confirmPayment(intent, drawingId);
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe('Your payment needs additional authentication.');
    expect((await getPlan(t.ctx, intent.planId)).isPaid).toBe(false);

    const approved = await bankAnswer(intent, drawingId, true);
    expect(approved.json()).toMatchObject({ status: 'succeeded', redirectUrl: expect.stringContaining('redirect_status=succeeded') });
    expect((await confirmPayment(intent, drawingId)).json()).toEqual({ success: true, planId: intent.planId, redirectUrl: `/dashboard?paid=${intent.planId}` });
    expect((await getPlan(t.ctx, intent.planId)).isPaid).toBe(true);
    expect((await paymentsOf(t.ctx, intent.planId)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('Fail leaves the plan unpaid; the parent pays again and Approve charges once', async () => {
    const { drawingId, intent } = await checkoutIntent();
    await confirmCard(intent, drawingId);
    const failed = await bankAnswer(intent, drawingId, false);
    expect(failed.json()).toMatchObject({ status: 'failed', redirectUrl: expect.stringContaining('redirect_status=failed') });
    expect((await confirmPayment(intent, drawingId)).statusCode).toBe(402);
    expect((await getPlan(t.ctx, intent.planId)).isPaid).toBe(false);

    // Back at checkout the same plan's payment is offered again, and this time the bank approves.
    const again = await createIntent(drawingId);
    const retry: Intent = again.json();
    expect(retry.planId).toBe(intent.planId);
    expect((await confirmCard(retry, drawingId)).json().status).toBe('requires_action');
    expect((await bankAnswer(retry, drawingId, true)).json().status).toBe('succeeded');
    expect((await confirmPayment(retry, drawingId)).statusCode).toBe(200);
    expect((await getPlan(t.ctx, intent.planId)).isPaid).toBe(true);
    expect((await paymentsOf(t.ctx, intent.planId)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });
});
