import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { type TestUser } from '../../../test/factories.ts';
import { CARD, cardForm, getPlan, insertPlan, post } from '../../../test/payment-factories.ts';

const t = testAppWithPeople({ parent: {}, other: {} });

async function startPayment(user: TestUser = t.parent) {
  const plan = await insertPlan(t.ctx, user.id);
  const response = await post(t.ctx, '/api/create-payment-intent', { planId: plan.id }, user.cookie);
  expect(response.statusCode).toBe(200);
  return { plan, intent: response.json() as { clientSecret: string; paymentIntentId: string } };
}

const confirmCard = (id: string, body: object, cookie = t.parent.cookie) => post(t.ctx, `/api/sandbox/payment-intents/${id}/confirm`, body, cookie);
const confirmPayment = (body: object, cookie = t.parent.cookie) => post(t.ctx, '/api/confirm-payment', body, cookie);

describe('POST /api/create-payment-intent (sandbox)', () => {
  it("creates an intent for the parent's unpaid plan at the server's price", async () => {
    const plan = await insertPlan(t.ctx, t.parent.id);
    const response = await post(t.ctx, '/api/create-payment-intent', { planId: plan.id }, t.parent.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      clientSecret: expect.any(String),
      paymentIntentId: expect.stringMatching(/^pi_sandbox_[0-9a-f]+$/),
      provider: 'sandbox',
      publishableKey: null,
      amount: 4900,
      planId: plan.id,
    });
    expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntentId}_secret_[0-9a-f]+$`));
    const rows = await t.ctx.database.db.select().from(payments).where(eq(payments.planId, plan.id));
    expect(rows).toMatchObject([
      { provider: 'sandbox', providerPaymentId: body.paymentIntentId, userId: t.parent.id, amount: 4900, currency: 'usd', status: 'requires_payment_method' },
    ]);
  });

  it("answers 404 for another parent's plan or a made-up id, 409 for a paid plan, 401 signed out", async () => {
    const theirs = await insertPlan(t.ctx, t.other.id);
    for (const planId of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await post(t.ctx, '/api/create-payment-intent', { planId }, t.parent.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    const paid = await insertPlan(t.ctx, t.parent.id, { paid: true });
    const conflict = await post(t.ctx, '/api/create-payment-intent', { planId: paid.id }, t.parent.cookie);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ code: 'CONFLICT', message: 'This plan is already paid' });
    expect((await post(t.ctx, '/api/create-payment-intent', { planId: theirs.id })).statusCode).toBe(401);
    expect(await t.ctx.database.db.select().from(payments).where(eq(payments.planId, theirs.id))).toHaveLength(0);
  });
});

describe('sandbox card payments', () => {
  it('4242: the card succeeds, the confirmation activates the plan', async () => {
    const { plan, intent } = await startPayment();
    const card = await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.succeeds));
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({ status: 'succeeded' });
    const confirmed = await confirmPayment({ planId: plan.id, paymentIntentId: intent.paymentIntentId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, planId: plan.id });
    expect(await getPlan(t.ctx, plan.id)).toMatchObject({ isPaid: true, paidAt: expect.any(Date) });
    const [row] = await t.ctx.database.db.select().from(payments).where(eq(payments.providerPaymentId, intent.paymentIntentId));
    expect(row?.status).toBe('succeeded');
  });

  it("0002: declined with Stripe's message; the confirmation is refused and the plan stays unpaid", async () => {
    const { plan, intent } = await startPayment();
    const card = await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.declined));
    expect(card.statusCode).toBe(402);
    expect(card.json()).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    const confirmed = await confirmPayment({ planId: plan.id, paymentIntentId: intent.paymentIntentId });
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json()).toEqual({ code: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    expect(await getPlan(t.ctx, plan.id)).toMatchObject({ isPaid: false, paidAt: null });
    // Like Stripe, the same intent may be paid with another card afterwards.
    expect((await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.succeeds))).statusCode).toBe(200);
    expect((await confirmPayment({ planId: plan.id, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
  });

  it("3155: needs the extra confirmation page, then returns to setup like Stripe's redirect", async () => {
    const { plan, intent } = await startPayment();
    const returnUrl = `/plans/${plan.id}/setup`;
    const card = await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.threeDSecure, { returnUrl }));
    expect(card.statusCode).toBe(200);
    const { status, nextActionUrl } = card.json();
    expect(status).toBe('requires_action');
    const next = new URL(nextActionUrl, 'http://x');
    expect(next.pathname).toBe(`/sandbox/authenticate/${intent.paymentIntentId}`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ client_secret: intent.clientSecret, return_url: returnUrl });

    const early = await confirmPayment({ planId: plan.id, paymentIntentId: intent.paymentIntentId });
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe('Your payment needs additional authentication.');

    const auth = await post(
      t.ctx,
      `/api/sandbox/payment-intents/${intent.paymentIntentId}/authenticate`,
      { clientSecret: intent.clientSecret, approve: true, returnUrl },
      t.parent.cookie,
    );
    expect(auth.statusCode).toBe(200);
    const redirect = new URL(auth.json().redirectUrl, 'http://x');
    expect(auth.json()).toMatchObject({ status: 'succeeded', message: null });
    expect(redirect.pathname).toBe(returnUrl);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      payment_intent: intent.paymentIntentId,
      payment_intent_client_secret: intent.clientSecret,
      redirect_status: 'succeeded',
    });
    expect((await confirmPayment({ paymentIntentId: intent.paymentIntentId, planId: plan.id })).json()).toEqual({ success: true, planId: plan.id });
    expect((await getPlan(t.ctx, plan.id)).isPaid).toBe(true);
  });

  it("3155 refused on the confirmation page: failed, with Stripe's message", async () => {
    const { plan, intent } = await startPayment();
    await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.threeDSecure));
    const auth = await post(
      t.ctx,
      `/api/sandbox/payment-intents/${intent.paymentIntentId}/authenticate`,
      { clientSecret: intent.clientSecret, approve: false },
      t.parent.cookie,
    );
    expect(auth.json()).toEqual({ status: 'failed', message: expect.stringMatching(/^We are unable to authenticate your payment method/), redirectUrl: null });
    expect((await confirmPayment({ planId: plan.id, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(402);
    expect((await getPlan(t.ctx, plan.id)).isPaid).toBe(false);
  });

  it("checks the card like Stripe's form and refuses a wrong client secret or another parent", async () => {
    const { intent } = await startPayment();
    const cases: [object, number, string][] = [
      [cardForm(intent.clientSecret, '4111 1111 1111 1111'), 402, 'Your card number is incorrect.'],
      [cardForm(intent.clientSecret, '4242 4242'), 400, 'Your card number is incomplete.'],
      [cardForm(intent.clientSecret, '4242 4242 4242 4241'), 400, 'Your card number is invalid.'],
      [cardForm(intent.clientSecret, CARD.succeeds, { expMonth: 1, expYear: 2020 }), 400, "Your card's expiration date is in the past."],
      [cardForm(intent.clientSecret, CARD.succeeds, { cvc: '1' }), 400, "Your card's security code is incomplete."],
      [cardForm(`${intent.paymentIntentId}_secret_0000`, CARD.succeeds), 404, 'Payment not found'],
    ];
    for (const [body, status, message] of cases) {
      const response = await confirmCard(intent.paymentIntentId, body);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect((await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.succeeds), t.other.cookie)).statusCode).toBe(404);
    expect((await confirmCard('pi_sandbox_nope', cardForm(intent.clientSecret, CARD.succeeds))).statusCode).toBe(404);
    expect((await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.succeeds), '')).statusCode).toBe(401);
  });

  it('refuses a succeeded intent confirmed for another plan or by another parent, changing nothing', async () => {
    const { plan, intent } = await startPayment();
    const otherPlan = await insertPlan(t.ctx, t.parent.id);
    await confirmCard(intent.paymentIntentId, cardForm(intent.clientSecret, CARD.succeeds));
    const wrongPlan = await confirmPayment({ planId: otherPlan.id, paymentIntentId: intent.paymentIntentId });
    expect(wrongPlan.statusCode).toBe(404);
    expect(wrongPlan.json()).toEqual({ code: 'NOT_FOUND', message: 'Payment not found' });
    const theirPlan = await insertPlan(t.ctx, t.other.id);
    expect((await confirmPayment({ planId: theirPlan.id, paymentIntentId: intent.paymentIntentId }, t.other.cookie)).statusCode).toBe(404);
    expect((await confirmPayment({ paymentIntentId: intent.paymentIntentId }, t.other.cookie)).statusCode).toBe(404);
    expect((await confirmPayment({ planId: plan.id, paymentIntentId: 'pi_sandbox_unknown' })).statusCode).toBe(404);
    for (const id of [plan.id, otherPlan.id, theirPlan.id]) expect((await getPlan(t.ctx, id)).isPaid).toBe(false);
  });
});
