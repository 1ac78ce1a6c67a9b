import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, webhookEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { CARD, cardForm, getPlan, insertPlan, post } from '../../../test/payment-factories.ts';
import { deliverStripeWebhook } from '../../../test/stripe-app.ts';

let ctx: TestContext;
let stripe: FakeStripe;
let parent: TestUser;
beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp(stripe.env);
  parent = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

async function startPayment() {
  const plan = await insertPlan(ctx, parent.id);
  const response = await post(ctx, '/api/create-payment-intent', { planId: plan.id }, parent.cookie);
  expect(response.statusCode).toBe(200);
  return { plan, intent: response.json() as { paymentIntentId: string; clientSecret: string } };
}

const deliver = (delivery: { payload: string; signature?: string }) => deliverStripeWebhook(ctx, delivery);
const retrievals = (id: string) => stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${id}`).length;

describe('Stripe: intents and confirmation', () => {
  it('creates a PaymentIntent at Stripe for 4900 with the plan in its metadata', async () => {
    const { plan, intent } = await startPayment();
    expect(intent).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_kritzel_fake', amount: 4900, planId: plan.id });
    expect(stripe.intents.get(intent.paymentIntentId)).toMatchObject({ amount: 4900, currency: 'usd', metadata: { planId: plan.id, userId: parent.id } });
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.providerPaymentId, intent.paymentIntentId));
    expect(row).toMatchObject({ provider: 'stripe', planId: plan.id, status: 'requires_payment_method' });
  });

  it('asks Stripe, not the browser: an unpaid intent is refused, a succeeded one activates', async () => {
    const { plan, intent } = await startPayment();
    const early = await post(ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, parent.cookie);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual({ code: 'PAYMENT_FAILED', message: 'Your payment has not been completed.' });

    stripe.setIntent(intent.paymentIntentId, { last_payment_error: { message: 'Your card has insufficient funds.' } });
    const declined = await post(ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, parent.cookie);
    expect(declined.json().message).toBe('Your card has insufficient funds.');
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(false);

    stripe.setIntent(intent.paymentIntentId, { status: 'succeeded', last_payment_error: null });
    const before = retrievals(intent.paymentIntentId);
    const confirmed = await post(ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, parent.cookie);
    expect(confirmed.json()).toEqual({ success: true, planId: plan.id });
    expect(retrievals(intent.paymentIntentId)).toBe(before + 1);
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(true);
  });

  it('refuses a succeeded intent for another amount, and an id Stripe does not know', async () => {
    const { plan, intent } = await startPayment();
    stripe.setIntent(intent.paymentIntentId, { status: 'succeeded', amount: 100 });
    const cheap = await post(ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, parent.cookie);
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toBe('This payment does not match the plan price');
    const unknown = await post(ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: 'pi_fake_unknown' }, parent.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(false);
  });

  it('has no sandbox card routes', async () => {
    const { intent } = await startPayment();
    const response = await post(
      ctx,
      `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      cardForm(intent.clientSecret, CARD.succeeds),
      parent.cookie,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('Stripe: webhook', () => {
  it('refuses a bad, missing or foreign signature with 400 and changes nothing', async () => {
    const { plan, intent } = await startPayment();
    stripe.setIntent(intent.paymentIntentId, { status: 'succeeded' });
    const good = stripe.webhook('evt_bad_sig', 'succeeded', intent.paymentIntentId);
    const attempts = [
      { payload: good.payload },
      { payload: good.payload, signature: 't=1,v1=deadbeef' },
      { payload: good.payload.replace('evt_bad_sig', 'evt_bad_sog'), signature: good.signature },
      stripe.webhook('evt_bad_sig', 'succeeded', intent.paymentIntentId, 'whsec_someone_else'),
    ];
    for (const attempt of attempts) {
      const response = await deliver(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid webhook signature' });
    }
    expect(await ctx.database.db.select().from(webhookEvents)).toEqual([]);
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(false);
  });

  it('ten concurrent deliveries of one event: one activation, one read from Stripe, the rest ignored', async () => {
    const { plan, intent } = await startPayment();
    stripe.setIntent(intent.paymentIntentId, { status: 'succeeded' });
    const delivery = stripe.webhook('evt_paid_once', 'succeeded', intent.paymentIntentId);
    const before = retrievals(intent.paymentIntentId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(delivery)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(retrievals(intent.paymentIntentId)).toBe(before + 1);
    expect(await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_paid_once'))).toMatchObject([
      { provider: 'stripe', type: 'payment_intent.succeeded' },
    ]);
    const paid = await getPlan(ctx, plan.id);
    expect(paid.isPaid).toBe(true);

    // A replay a day later is acknowledged and ignored; the browser's late confirmation still succeeds.
    expect((await deliver(delivery)).json()).toEqual({ received: true, duplicate: true });
    const late = await post(ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, parent.cookie);
    expect(late.json()).toEqual({ success: true, planId: plan.id });
    expect((await getPlan(ctx, plan.id)).paidAt).toEqual(paid.paidAt);
  });

  it("trusts Stripe's current intent over the event body", async () => {
    const { plan, intent } = await startPayment();
    // Signed, but Stripe says the intent has not succeeded (e.g. a stale or test event).
    const response = await deliver(stripe.webhook('evt_stale', 'succeeded', intent.paymentIntentId));
    expect(response.statusCode).toBe(200);
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(false);
  });

  it('records other event types without acting on them', async () => {
    const { plan, intent } = await startPayment();
    const response = await deliver(stripe.webhook('evt_failed', 'payment_failed', intent.paymentIntentId));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await getPlan(ctx, plan.id)).isPaid).toBe(false);
  });
});

describe('content security policy with Stripe', () => {
  it('lets Stripe.js and its frames load only when Stripe is configured', async () => {
    const csp = String((await ctx.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });
});
