import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '../../../contracts/admin.ts';
import { PLAN_PRICE_CENTS } from '../../../contracts/prices.ts';
import type { TestContext } from '../../../test/api-harness.ts';
import { deliverStripeWebhook, useAppOnFakeStripe } from '../../../test/stripe-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { type FakeStripe } from '../../../test/fake-stripe.ts';
import { getPlan, insertPlan, insertVoucher, paymentsOf, post } from '../../../test/payment-factories.ts';

/**
 * Security finding (issue 16, item 2): a parent could be charged twice for one plan. Stripe
 * provider (the fake on loopback): one intent per plan, a voucher never on top of a card, and
 * a second success that still arrives (late webhook) is refunded and recorded for the admin.
 */
let ctx: TestContext;
let stripe: FakeStripe;
let parent: TestUser;
useAppOnFakeStripe((app) => ({ ctx, stripe, parent } = app));

const createIntent = (planId: string) => post(ctx, '/api/create-payment-intent', { planId }, parent.cookie);
const confirm = (planId: string, paymentIntentId: string) => post(ctx, '/api/confirm-payment', { planId, paymentIntentId }, parent.cookie);
const deliver = (delivery: { payload: string; signature?: string }) => deliverStripeWebhook(ctx, delivery);
const intentsAtStripe = (planId: string) => [...stripe.intents.values()].filter((i) => i.metadata.planId === planId);
const refundsOf = (intentId: string) => stripe.refunds.filter((r) => r.payment_intent === intentId);

/** An intent for the plan that Stripe charged, outside the one our server opened (two tabs before this fix, a retry). */
function chargedElsewhere(planId: string): string {
  const id = `pi_fake_late_${crypto.randomBytes(6).toString('hex')}`;
  stripe.intents.set(id, {
    id,
    object: 'payment_intent',
    amount: PLAN_PRICE_CENTS,
    currency: 'usd',
    status: 'succeeded',
    metadata: { planId, userId: parent.id },
    client_secret: `${id}_secret_x`,
    last_payment_error: null,
  });
  return id;
}

describe('one plan, one charge (Stripe)', () => {
  it('concurrent requests open one PaymentIntent; paying it is one kept charge', async () => {
    const plan = await insertPlan(ctx, parent.id);
    const responses = await Promise.all([createIntent(plan.id), createIntent(plan.id), createIntent(plan.id)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((r) => r.json().paymentIntentId as string));
    expect(ids.size).toBe(1);
    expect(intentsAtStripe(plan.id)).toHaveLength(1);

    const [id] = [...ids] as [string];
    stripe.setIntent(id, { status: 'succeeded' });
    const results = await Promise.all([confirm(plan.id, id), confirm(plan.id, id), deliver(stripe.webhook(`evt_${id}`, 'succeeded', id))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsOf(ctx, plan.id)).toMatchObject([{ providerPaymentId: id, status: 'succeeded', fulfilledAt: expect.any(Date) }]);
    expect(refundsOf(id)).toEqual([]);
  });

  it('sequentially: the dialog reopened reuses the intent; once Stripe has charged it, no second intent is opened', async () => {
    const plan = await insertPlan(ctx, parent.id);
    const first = (await createIntent(plan.id)).json();
    const reopened = (await createIntent(plan.id)).json();
    expect(reopened).toEqual(first);

    // Paid on Stripe's side; neither the browser's confirmation nor the webhook has arrived.
    stripe.setIntent(first.paymentIntentId, { status: 'succeeded' });
    const again = await createIntent(plan.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This plan is already paid' });
    expect(intentsAtStripe(plan.id)).toHaveLength(1);
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(true);
    expect(await paymentsOf(ctx, plan.id)).toMatchObject([{ status: 'succeeded', fulfilledAt: expect.any(Date) }]);
  });

  it('a late second success by webhook is refunded through Stripe and recorded; the first charge is kept', async () => {
    const plan = await insertPlan(ctx, parent.id);
    const first = (await createIntent(plan.id)).json();
    stripe.setIntent(first.paymentIntentId, { status: 'succeeded' });
    expect((await confirm(plan.id, first.paymentIntentId)).statusCode).toBe(200);

    const late = chargedElsewhere(plan.id);
    const delivered = await deliver(stripe.webhook(`evt_${late}`, 'succeeded', late));
    expect(delivered.statusCode).toBe(200);
    expect(refundsOf(late)).toMatchObject([{ amount: PLAN_PRICE_CENTS, reason: 'duplicate' }]);
    expect(refundsOf(first.paymentIntentId)).toEqual([]);

    const rows = await paymentsOf(ctx, plan.id);
    expect(rows.find((r) => r.providerPaymentId === first.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      fulfilledAt: expect.any(Date),
      refundedAt: null,
    });
    expect(rows.find((r) => r.providerPaymentId === late)).toMatchObject({
      status: 'refunded',
      fulfilledAt: null,
      refundedAt: expect.any(Date),
      refundReason: 'Duplicate payment: the plan had already been paid',
    });

    // The browser confirming the refunded payment is told so; nothing is refunded twice.
    const confirmed = await confirm(plan.id, late);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toEqual({ code: 'CONFLICT', message: 'This plan was already paid, so this payment has been refunded.' });
    expect(await deliver(stripe.webhook(`evt_${late}_again`, 'succeeded', late))).toMatchObject({ statusCode: 200 });
    expect(refundsOf(late)).toHaveLength(1);

    // The admin sees the refund on the parent's page.
    const admin = await createUser(ctx, { role: 'admin' });
    const detail = await ctx.app.inject({ method: 'GET', url: ADMIN_API.user(parent.id), headers: { cookie: admin.cookie } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().refundedPayments).toEqual([
      {
        planId: plan.id,
        amount: PLAN_PRICE_CENTS,
        currency: 'usd',
        refundedAt: expect.any(String),
        reason: 'Duplicate payment: the plan had already been paid',
      },
    ]);
  });

  it('a late card success on a plan a voucher paid is refunded', async () => {
    const code = `V${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
    await insertVoucher(ctx, { code, maxUses: 1 });
    const plan = await insertPlan(ctx, parent.id);
    expect((await post(ctx, '/api/confirm-payment', { planId: plan.id, voucherCode: code }, parent.cookie)).statusCode).toBe(200);

    const late = chargedElsewhere(plan.id);
    expect((await deliver(stripe.webhook(`evt_${late}`, 'succeeded', late))).statusCode).toBe(200);
    expect(refundsOf(late)).toHaveLength(1);
    expect(await paymentsOf(ctx, plan.id)).toMatchObject([{ providerPaymentId: late, status: 'refunded', refundedAt: expect.any(Date) }]);
  });

  it('a voucher after a card payment Stripe has taken is refused (409); the card pays for the plan', async () => {
    const code = `V${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
    await insertVoucher(ctx, { code, maxUses: 1 });
    const plan = await insertPlan(ctx, parent.id);
    const intent = (await createIntent(plan.id)).json();
    stripe.setIntent(intent.paymentIntentId, { status: 'succeeded' });

    const voucher = await post(ctx, '/api/confirm-payment', { planId: plan.id, voucherCode: code }, parent.cookie);
    expect(voucher.statusCode).toBe(409);
    expect(voucher.json()).toEqual({ code: 'CONFLICT', message: 'This plan is already paid' });
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(true);
    expect(await paymentsOf(ctx, plan.id)).toMatchObject([{ status: 'succeeded', fulfilledAt: expect.any(Date) }]);
    expect(stripe.refunds).not.toContainEqual(expect.objectContaining({ payment_intent: intent.paymentIntentId }));
  });

  it('a voucher cancels the open intent at Stripe, so the card can no longer be charged', async () => {
    const code = `V${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
    await insertVoucher(ctx, { code, maxUses: 1 });
    const plan = await insertPlan(ctx, parent.id);
    const intent = (await createIntent(plan.id)).json();
    expect((await post(ctx, '/api/confirm-payment', { planId: plan.id, voucherCode: code }, parent.cookie)).statusCode).toBe(200);
    expect(stripe.intents.get(intent.paymentIntentId)).toMatchObject({ status: 'canceled' });
    expect(await paymentsOf(ctx, plan.id)).toMatchObject([{ status: 'canceled' }]);
  });
});
