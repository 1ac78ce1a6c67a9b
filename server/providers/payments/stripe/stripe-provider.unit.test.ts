import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.ts';
import { AppError } from '../../../platform/errors.ts';
import { InvalidWebhookSignatureError } from '../payment-provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => fake?.close());

const provider = (apiBase = fake.apiBase) =>
  createStripePaymentProvider({ secretKey: 'sk_test_kritzel_fake', publishableKey: 'pk_test_kritzel_fake', webhookSecret: FAKE_WEBHOOK_SECRET, apiBase });

describe('Stripe payment provider', () => {
  it('creates an intent with automatic payment methods and reads it back', async () => {
    const stripe = provider();
    const created = await stripe.createIntent({ amount: 4900, currency: 'usd', metadata: { planId: 'p1', userId: 'u1' }, idempotencyKey: 'kritzel-plan-p1-0' });
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));
    expect(stripe.publishableKey).toBe('pk_test_kritzel_fake');
    fake.setIntent(created.id, { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } });
    expect(await stripe.retrieveIntent(created.id)).toEqual({
      id: created.id,
      status: 'requires_payment_method',
      amount: 4900,
      currency: 'usd',
      metadata: { planId: 'p1', userId: 'u1' },
      lastError: 'Your card was declined.',
      clientSecret: created.clientSecret,
    });
    expect(await stripe.retrieveIntent('pi_fake_missing')).toBeNull();
  });

  it('verifies webhook signatures over the exact raw bytes', () => {
    const stripe = provider();
    const { payload, signature } = fake.webhook('evt_1', 'succeeded', 'pi_fake_1');
    expect(stripe.verifyWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_fake_1',
      checkoutSessionId: null,
    });
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    expect(() => stripe.verifyWebhook(Buffer.from(reformatted), signature)).toThrow(InvalidWebhookSignatureError);
    expect(() => stripe.verifyWebhook(Buffer.from(payload), undefined)).toThrow(InvalidWebhookSignatureError);
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => stripe.verifyWebhook(Buffer.from(payload), old)).toThrow(InvalidWebhookSignatureError);
  });

  it('opens a Checkout Session once per order and reads back what the parent entered', async () => {
    const stripe = provider();
    const input = {
      orderId: 'order-1',
      userId: 'u1',
      amount: 4900,
      currency: 'usd',
      productName: 'Digital Art Frame - 5 inch Digital Frame',
      successUrl: 'https://kritzel.test/shop/orders/order-1?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://kritzel.test/configure/frame?cancelled=1',
    };
    const created = await stripe.createCheckoutSession(input);
    expect(created).toEqual({ id: expect.stringMatching(/^cs_test_fake_/), url: `https://checkout.stripe.test/c/pay/${created.id}` });
    // A repeat (a retry, a second click) is the same session, through Stripe's idempotency key.
    expect(await stripe.createCheckoutSession(input)).toEqual(created);

    expect(await stripe.retrieveCheckoutSession(created.id)).toEqual({
      id: created.id,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 4900,
      currency: 'usd',
      metadata: { orderId: 'order-1', userId: 'u1', kind: 'order' },
      shippingAddress: null,
      paymentIntentId: null,
      url: created.url,
    });
    fake.completeSession(created.id, {
      payment_intent: 'pi_fake_paid_it',
      collected_information: null,
      customer_details: { name: 'Ana', email: null, address: { line1: 'Rua 1', line2: null, city: 'Lisboa', state: null, postal_code: null, country: 'PT' } },
    });
    expect(await stripe.retrieveCheckoutSession(created.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: 'pi_fake_paid_it',
      shippingAddress: { name: 'Ana', line1: 'Rua 1', line2: null, city: 'Lisboa', state: null, postal_code: '', country: 'PT' },
    });
    expect(await stripe.retrieveCheckoutSession('cs_test_missing')).toBeNull();

    const { payload, signature } = fake.sessionWebhook('evt_cs', 'completed', created.id);
    expect(stripe.verifyWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_cs',
      type: 'checkout.session.completed',
      paymentIntentId: null,
      checkoutSessionId: created.id,
    });
  });

  it("reads the paying card's last four digits for a receipt, from an intent or a checkout session", async () => {
    const stripe = provider();
    const created = await stripe.createIntent({ amount: 4900, currency: 'usd', metadata: { planId: 'p2', userId: 'u2' }, idempotencyKey: 'kritzel-plan-p2-0' });
    expect(await stripe.cardLast4({ paymentIntentId: created.id })).toBeNull();
    const charge = { payment_method_details: { card: { last4: '4242' } } };
    fake.setIntent(created.id, { status: 'succeeded', latest_charge: charge });
    expect(await stripe.cardLast4({ paymentIntentId: created.id })).toBe('4242');
    const session = await stripe.createCheckoutSession({
      orderId: 'o2',
      userId: 'u2',
      amount: 3900,
      currency: 'usd',
      productName: 'Custom Art T-Shirt',
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/no',
    });
    const paying = fake.intents.get(created.id);
    if (!paying) throw new Error('the fake lost its intent');
    fake.completeSession(session.id, { payment_intent: { ...paying, latest_charge: { payment_method_details: { card: { last4: '0077' } } } } });
    expect(await stripe.cardLast4({ checkoutSessionId: session.id })).toBe('0077');
    expect(await stripe.cardLast4({ paymentIntentId: 'pi_unknown' })).toBeNull();
  });

  it('turns an unreachable Stripe into a 503 the parent can retry', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const error = await provider(`http://127.0.0.1:${closedPort}`)
      .createIntent({ amount: 4900, currency: 'usd', metadata: { planId: 'p', userId: 'u' }, idempotencyKey: 'kritzel-plan-p-0' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, message: 'The payment service is unavailable. Please try again.' });
  });
});
