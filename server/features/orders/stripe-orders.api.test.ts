import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/api-harness.ts';
import { deliverStripeWebhook, useAppOnFakeStripe } from '../../../test/stripe-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { FAKE_SHIPPING, type FakeStripe } from '../../../test/fake-stripe.ts';
import { frameCheckout, getOrderRow, insertArtwork, sandboxPayment, startCheckout, tshirtCheckout } from '../../../test/order-factories.ts';
import { CARD, post } from '../../../test/payment-factories.ts';

let ctx: TestContext;
let stripe: FakeStripe;
let parent: TestUser;
useAppOnFakeStripe((app) => ({ ctx, stripe, parent } = app));

const SHIPPED_TO = { name: FAKE_SHIPPING.name, ...FAKE_SHIPPING.address };

async function stripeOrder(body: (imageUrl: string) => object = (url) => frameCheckout(url, '7inch')) {
  const { imageUrl } = await insertArtwork(ctx, parent.id);
  const started = await startCheckout(ctx, parent.cookie, body(imageUrl));
  const row = await getOrderRow(ctx, started.orderId);
  if (!row.providerSessionId) throw new Error('order without a session');
  return { ...started, sessionId: row.providerSessionId };
}

const deliver = (delivery: { payload: string; signature?: string }) => deliverStripeWebhook(ctx, delivery);
const sessionReads = (id: string) => stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${id}`).length;

describe('Stripe Checkout for a keepsake', () => {
  it("opens a Checkout Session for the server's price with worldwide shipping collection", async () => {
    const { checkoutUrl, orderId, sessionId } = await stripeOrder();
    expect(sessionId).toMatch(/^cs_test_fake_/);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect(await getOrderRow(ctx, orderId)).toMatchObject({ provider: 'stripe', status: 'pending', priceCents: 7900 });

    const form = stripe.sessionParams.get(sessionId);
    if (!form) throw new Error('no session params');
    expect(Object.fromEntries([...form].filter(([key]) => !key.startsWith('shipping_address_collection')))).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '7900',
      'line_items[0][price_data][product_data][name]': 'Digital Art Frame - 7 inch Digital Frame',
      'metadata[orderId]': orderId,
      'metadata[userId]': parent.id,
      'metadata[kind]': 'order',
      'payment_intent_data[metadata][orderId]': orderId,
      'payment_intent_data[metadata][kind]': 'order',
      client_reference_id: orderId,
      success_url: `http://localhost:3000/shop/orders/${orderId}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: 'http://localhost:3000/configure/frame?cancelled=1',
    });
    const countries = form
      .getAll('shipping_address_collection[allowed_countries][]')
      .concat([...form].filter(([k]) => /^shipping_address_collection\[allowed_countries\]\[\d+\]$/.test(k)).map(([, v]) => v));
    expect(countries.length).toBeGreaterThan(230);
    expect(countries).toEqual(expect.arrayContaining(['US', 'DE', 'GB', 'JP', 'AU', 'BR', 'ZA', 'IN']));

    const shirt = await stripeOrder((url) => tshirtCheckout(url, 'XS', 'white'));
    expect(stripe.sessionParams.get(shirt.sessionId)?.get('cancel_url')).toBe('http://localhost:3000/configure/tshirt?cancelled=1');
    expect(stripe.sessions.get(shirt.sessionId)).toMatchObject({ amount_total: 3900, currency: 'usd' });
  });

  it('a repeated identical checkout reuses the order and its session', async () => {
    const { imageUrl } = await insertArtwork(ctx, parent.id);
    const first = await startCheckout(ctx, parent.cookie, tshirtCheckout(imageUrl));
    const second = await startCheckout(ctx, parent.cookie, tshirtCheckout(imageUrl));
    expect(second).toEqual(first);
  });

  it('has no sandbox payment route', async () => {
    const { orderId } = await stripeOrder();
    const response = await post(ctx, `/api/sandbox/orders/${orderId}/pay`, sandboxPayment(CARD.succeeds), parent.cookie);
    expect(response.statusCode).toBe(404);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');
  });
});

describe('Stripe completion', () => {
  it('ten concurrent webhook deliveries (distinct events, one session): paid once, with the shipping address', async () => {
    const { orderId, sessionId } = await stripeOrder();
    stripe.completeSession(sessionId);
    const deliveries = Array.from({ length: 10 }, (_, i) => stripe.sessionWebhook(`evt_order_${sessionId}_${i}`, 'completed', sessionId));
    const responses = await Promise.all(deliveries.map(deliver));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.map((r) => r.json())).toEqual(Array(10).fill({ received: true, duplicate: false }));
    expect(sessionReads(sessionId)).toBe(10);
    const paid = await getOrderRow(ctx, orderId);
    expect(paid).toMatchObject({ status: 'paid', shippingAddress: SHIPPED_TO, paidAt: expect.any(Date) });
    expect(
      await ctx.database.db
        .select()
        .from(webhookEvents)
        .where(like(webhookEvents.id, `evt_order_${sessionId}_%`)),
    ).toHaveLength(10);

    // A late async_payment_succeeded and the success page's check change nothing.
    await deliver(stripe.sessionWebhook(`evt_late_${sessionId}`, 'async_payment_succeeded', sessionId));
    const page = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}?session_id=${sessionId}`, headers: { cookie: parent.cookie } });
    expect(page.json()).toMatchObject({ status: 'paid', shippingAddress: SHIPPED_TO });
    expect((await getOrderRow(ctx, orderId)).paidAt).toEqual(paid.paidAt);
  });

  it("trusts Stripe's session, not the event: unpaid or wrongly priced sessions leave the order pending", async () => {
    const { orderId, sessionId } = await stripeOrder();
    // Signed, but Stripe says nothing was paid yet (a delayed payment method).
    stripe.completeSession(sessionId, { payment_status: 'unpaid' });
    expect((await deliver(stripe.sessionWebhook(`evt_unpaid_${sessionId}`, 'completed', sessionId))).statusCode).toBe(200);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');

    stripe.setSession(sessionId, { payment_status: 'paid', amount_total: 100 });
    expect((await deliver(stripe.sessionWebhook(`evt_cheap_${sessionId}`, 'completed', sessionId))).statusCode).toBe(200);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');

    // The delayed payment succeeds at the right amount.
    stripe.setSession(sessionId, { amount_total: 7900 });
    await deliver(stripe.sessionWebhook(`evt_async_${sessionId}`, 'async_payment_succeeded', sessionId));
    expect((await getOrderRow(ctx, orderId)).status).toBe('paid');
  });

  it('the success page confirms from Stripe before the webhook lands', async () => {
    const { orderId, sessionId } = await stripeOrder((url) => tshirtCheckout(url, 'M', 'black'));
    const early = await post(ctx, `/api/orders/${orderId}/confirm`, { sessionId }, parent.cookie);
    expect(early.json()).toMatchObject({ status: 'pending' });

    // Older API versions put the address in shipping_details.
    stripe.completeSession(sessionId, {
      collected_information: null,
      shipping_details: { name: 'Ben Example', address: { ...FAKE_SHIPPING.address, line2: 'Hinterhaus' } },
    } as never);
    const other = await createUser(ctx);
    expect((await post(ctx, `/api/orders/${orderId}/confirm`, { sessionId }, other.cookie)).statusCode).toBe(404);
    expect((await post(ctx, `/api/orders/${orderId}/confirm`, { sessionId: 'cs_test_fake_someone_else' }, parent.cookie)).statusCode).toBe(404);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');

    const page = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}?session_id=${sessionId}`, headers: { cookie: parent.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'paid', shippingAddress: { name: 'Ben Example', line2: 'Hinterhaus', country: 'DE' } });

    // The webhook arriving afterwards is acknowledged and changes nothing.
    const before = await getOrderRow(ctx, orderId);
    expect((await deliver(stripe.sessionWebhook(`evt_after_${sessionId}`, 'completed', sessionId))).statusCode).toBe(200);
    expect(await getOrderRow(ctx, orderId)).toEqual(before);
  });

  it('ignores a session that is not one of our orders', async () => {
    const { orderId, sessionId } = await stripeOrder();
    stripe.completeSession(sessionId, { metadata: { kind: 'order', orderId: crypto.randomUUID() } });
    expect((await deliver(stripe.sessionWebhook(`evt_foreign_${sessionId}`, 'completed', sessionId))).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(stripe.sessionWebhook(`evt_unknown_${sessionId}`, 'completed', 'cs_test_fake_unknown'))).statusCode).toBe(200);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');
    expect(
      await ctx.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, `evt_foreign_${sessionId}`)),
    ).toHaveLength(1);
  });
});
