import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SandboxAuthenticateResponse } from '../../../contracts/payments.ts';
import { Order, SandboxOrderPayResponse } from '../../../contracts/shop.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { ADDRESS, frameCheckout, getOrderRow, insertArtwork, sandboxPayment, startCheckout, tshirtCheckout } from '../../../test/order-factories.ts';
import { CARD, post } from '../../../test/payment-factories.ts';
import { markOrderPaid } from './mark-order-paid.ts';

let ctx: TestContext;
let parent: TestUser;
let other: TestUser;
beforeAll(async () => {
  // A parent per test: more sign-ins a minute than the default limit allows.
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
  other = await createUser(ctx);
});
// Payment routes are rate-limited per parent: each test is a parent of its own.
beforeEach(async () => {
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

async function pendingOrder(user: TestUser = parent, body: (imageUrl: string) => object = (url) => tshirtCheckout(url, 'L', 'black')) {
  const { imageUrl } = await insertArtwork(ctx, user.id);
  return startCheckout(ctx, user.cookie, body(imageUrl));
}

const pay = (orderId: string, body: object, cookie = parent.cookie) => post(ctx, `/api/sandbox/orders/${orderId}/pay`, body, cookie);
const get = (url: string, cookie = parent.cookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('sandbox checkout: POST /api/sandbox/orders/:orderId/pay', () => {
  it('pays with a test card: the order is paid with its shipping address', async () => {
    const { orderId } = await pendingOrder();
    const before = await get(`/api/orders/${orderId}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: orderId, status: 'pending', price: 3900, shippingAddress: null, paidAt: null });

    const response = await pay(orderId, sandboxPayment(CARD.succeeds));
    expect(response.statusCode).toBe(200);
    const order = Order.parse(response.json());
    expect(order).toMatchObject({
      id: orderId,
      orderNumber: orderId.slice(0, 8),
      productType: 'custom-tshirt',
      productTitle: 'Custom Art T-Shirt - L, black',
      configuration: { size: 'L', color: 'black' },
      price: 3900,
      status: 'paid',
      trackingNumber: null,
      shippingAddress: ADDRESS,
      paidAt: expect.any(String),
    });
    expect(order.imageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(await getOrderRow(ctx, orderId)).toMatchObject({ status: 'paid', shippingAddress: ADDRESS, paidAt: expect.any(Date) });

    // Paying again changes nothing and charges nothing.
    const again = await pay(orderId, sandboxPayment(CARD.declined));
    expect(again.statusCode).toBe(200);
    expect(again.json().paidAt).toBe(order.paidAt);
  });

  it("a declined card is a 402 with Stripe's message and the order stays pending", async () => {
    const { orderId } = await pendingOrder();
    const declined = await pay(orderId, sandboxPayment(CARD.declined));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    const funds = await pay(orderId, sandboxPayment('4000 0000 0000 9995'));
    expect(funds.json().message).toBe('Your card has insufficient funds.');
    expect(await getOrderRow(ctx, orderId)).toMatchObject({ status: 'pending', shippingAddress: null, paidAt: null });
    // The parent tries another card and it goes through.
    expect((await pay(orderId, sandboxPayment(CARD.succeeds))).json().status).toBe('paid');
  });

  it('checks the card and the address first (400), leaving the order pending', async () => {
    const { orderId } = await pendingOrder();
    const cases: [object, string][] = [
      [sandboxPayment('4242 4242 4242 4241'), 'Your card number is invalid.'],
      [sandboxPayment(CARD.succeeds, { card: { expMonth: 1, expYear: 2020 } }), "Your card's expiration date is in the past."],
      [sandboxPayment(CARD.succeeds, { card: { cvc: '1' } }), "Your card's security code is incomplete."],
      [sandboxPayment(CARD.succeeds, { card: { expMonth: undefined, expYear: undefined, expiry: '12' } }), "Your card's expiration date is incomplete."],
      [sandboxPayment(CARD.succeeds, { shippingAddress: { ...ADDRESS, line1: ' ' } }), 'Please enter the street address'],
      [sandboxPayment(CARD.succeeds, { shippingAddress: { ...ADDRESS, country: 'Germany' } }), 'Please choose a country'],
    ];
    for (const [body, message] of cases) {
      const response = await pay(orderId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');
    // "MM / YY" as one text is understood too.
    const typed = await pay(
      orderId,
      sandboxPayment(CARD.succeeds, { card: { expMonth: undefined, expYear: undefined, expiry: `12 / ${String(new Date().getFullYear() + 2).slice(2)}` } }),
    );
    expect(typed.json().status).toBe('paid');
  });

  it('ten concurrent payments of one order: paid once', async () => {
    const { orderId } = await pendingOrder(parent, (url) => frameCheckout(url, '5inch'));
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay(orderId, sandboxPayment(CARD.succeeds))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const row = await getOrderRow(ctx, orderId);
    expect(row).toMatchObject({ status: 'paid', priceCents: 4900 });
    expect(new Set(responses.map((r) => r.json().paidAt))).toEqual(new Set([row.paidAt?.toISOString()]));
  });

  it('markOrderPaid lets exactly one of ten concurrent calls through; later ones change nothing', async () => {
    const { orderId } = await pendingOrder();
    const addresses = Array.from({ length: 10 }, (_, i) => ({ ...ADDRESS, name: `Caller ${i}` }));
    const results = await Promise.all(addresses.map((shippingAddress) => markOrderPaid({ db: ctx.database.db, orderId, shippingAddress })));
    expect(results.filter((r) => r.paid)).toHaveLength(1);
    const row = await getOrderRow(ctx, orderId);
    const winner = addresses[results.findIndex((r) => r.paid)];
    expect(row).toMatchObject({ status: 'paid', shippingAddress: winner });
    expect(await markOrderPaid({ db: ctx.database.db, orderId, shippingAddress: ADDRESS })).toEqual({ paid: false });
    expect(await getOrderRow(ctx, orderId)).toEqual(row);
  });

  it("another parent's order, a made-up id or no session: 404 / 401, nothing changes", async () => {
    const { orderId } = await pendingOrder();
    expect((await pay(orderId, sandboxPayment(CARD.succeeds), other.cookie)).statusCode).toBe(404);
    expect((await pay(crypto.randomUUID(), sandboxPayment(CARD.succeeds))).statusCode).toBe(404);
    expect((await pay('not-an-id', sandboxPayment(CARD.succeeds))).json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox/orders/${orderId}/pay`,
      headers: { origin: TEST_ORIGIN },
      payload: sandboxPayment(CARD.succeeds),
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');
  });
});

describe("the parent's orders", () => {
  it("GET /api/orders lists only the parent's own orders, newest first", async () => {
    const first = await pendingOrder();
    const second = await pendingOrder(parent, (url) => frameCheckout(url, '7inch'));
    await pay(second.orderId, sandboxPayment(CARD.succeeds));
    const theirs = await pendingOrder(other);

    const response = await get('/api/orders');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Order[];
    expect(list.map((o) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(list[0]).toMatchObject({ status: 'paid', productTitle: 'Digital Art Frame - 7 inch Digital Frame', price: 7900 });
    expect(list.some((o) => o.id === theirs.orderId)).toBe(false);
    expect((await get('/api/orders', other.cookie)).json().map((o: Order) => o.id)).toEqual([theirs.orderId]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it("GET /api/orders/:orderId: the owner's order; anyone else's is a 404", async () => {
    const { orderId } = await pendingOrder();
    expect((await get(`/api/orders/${orderId}`)).json().id).toBe(orderId);
    expect((await get(`/api/orders/${orderId}`, other.cookie)).json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    expect((await get('/api/orders/zzz')).statusCode).toBe(404);
    // The success page's confirmation is harmless in sandbox mode: nothing is paid by it.
    const confirmed = await post(ctx, `/api/orders/${orderId}/confirm`, {}, parent.cookie);
    expect(confirmed.json().status).toBe('pending');
    expect((await post(ctx, `/api/orders/${orderId}/confirm`, {}, other.cookie)).statusCode).toBe(404);
  });
});

const answer = (orderId: string, clientSecret: string, approve: boolean, cookie = parent.cookie) =>
  post(ctx, `/api/sandbox/orders/${orderId}/authenticate`, { clientSecret, approve }, cookie);

/** Pays with 3155: nothing charged, the order pending, and the test bank's page to go to. */
async function payNeedingConfirmation(orderId: string): Promise<{ clientSecret: string }> {
  const response = await pay(orderId, sandboxPayment(CARD.threeDSecure));
  expect(response.statusCode).toBe(200);
  const body = SandboxOrderPayResponse.parse(response.json());
  expect(body).toMatchObject({ id: orderId, status: 'pending', paidAt: null });
  const next = new URL(body.nextActionUrl ?? '', 'http://x');
  expect(next.pathname).toBe(`/sandbox/authenticate/${orderId}`);
  expect(next.searchParams.get('return_url')).toBe(`/shop/checkout/${orderId}`);
  const clientSecret = next.searchParams.get('client_secret') ?? '';
  expect(clientSecret).toMatch(/^order_auth_[0-9a-f]{40}$/);
  return { clientSecret };
}

/**
 * Issue 19, item 11: the test card that asks its bank for a confirmation (4000 0025 0000 3155)
 * was charged at once on the keepsake checkout. Like Stripe's 3-D Secure it now goes through
 * the test bank's page, and only Approve charges it.
 */
describe('3-D Secure on the sandbox keepsake checkout', () => {
  it('3155 leaves the order unpaid until the test bank says Approve, then it is paid with the address', async () => {
    const { orderId } = await pendingOrder();
    const { clientSecret } = await payNeedingConfirmation(orderId);
    expect(await getOrderRow(ctx, orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect((await get(`/api/orders/${orderId}`)).json().status).toBe('pending');

    // Another parent cannot answer for this order.
    expect((await answer(orderId, clientSecret, true, other.cookie)).statusCode).toBe(404);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');

    const approved = await answer(orderId, clientSecret, true);
    expect(approved.statusCode).toBe(200);
    expect(SandboxAuthenticateResponse.parse(approved.json())).toEqual({
      status: 'succeeded',
      message: null,
      redirectUrl: `/shop/orders/${orderId}?redirect_status=succeeded`,
    });
    expect(await getOrderRow(ctx, orderId)).toMatchObject({ status: 'paid', shippingAddress: ADDRESS, paidAt: expect.any(Date) });

    // Approving again (a second tap, a reload) charges nothing more.
    const paidAt = (await getOrderRow(ctx, orderId)).paidAt;
    expect((await answer(orderId, clientSecret, true)).json().status).toBe('succeeded');
    expect((await getOrderRow(ctx, orderId)).paidAt).toEqual(paidAt);
  });

  it("Fail leaves it unpaid with Stripe's message; that page can no longer pay it; the parent tries again", async () => {
    const { orderId } = await pendingOrder();
    const first = await payNeedingConfirmation(orderId);
    const failed = await answer(orderId, first.clientSecret, false);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      status: 'failed',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      redirectUrl: `/shop/checkout/${orderId}?redirect_status=failed`,
    });
    // Unpaid; the address typed at checkout is kept for the next try.
    expect(await getOrderRow(ctx, orderId)).toMatchObject({ status: 'pending', paidAt: null, shippingAddress: ADDRESS });

    // Back in the browser's history, Approve on the refused page charges nothing.
    const stale = await answer(orderId, first.clientSecret, true);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('This confirmation is no longer valid. Please go back to the checkout and pay again.');
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');

    // A new try with the same card asks the bank again; an older page stays useless.
    const second = await payNeedingConfirmation(orderId);
    expect(second.clientSecret).not.toBe(first.clientSecret);
    expect((await answer(orderId, first.clientSecret, true)).statusCode).toBe(400);
    expect((await answer(orderId, second.clientSecret, true)).json().status).toBe('succeeded');
    expect((await getOrderRow(ctx, orderId)).status).toBe('paid');
  });

  it('another card while the bank waits pays the order once; the waiting page then charges nothing', async () => {
    const { orderId } = await pendingOrder();
    const { clientSecret } = await payNeedingConfirmation(orderId);
    const paid = await pay(orderId, sandboxPayment(CARD.succeeds));
    expect(SandboxOrderPayResponse.parse(paid.json())).toMatchObject({ status: 'paid', nextActionUrl: null });
    const paidAt = (await getOrderRow(ctx, orderId)).paidAt;
    expect((await answer(orderId, clientSecret, true)).json()).toMatchObject({ status: 'succeeded' });
    expect((await getOrderRow(ctx, orderId)).paidAt).toEqual(paidAt);
  });

  it('refuses a client secret of no confirmation (400) and an unknown order (404)', async () => {
    const { orderId } = await pendingOrder();
    expect((await answer(orderId, 'order_auth_none', true)).statusCode).toBe(400);
    expect((await answer('00000000-0000-4000-8000-000000000000', 'order_auth_none', true)).statusCode).toBe(404);
    expect((await getOrderRow(ctx, orderId)).status).toBe('pending');
  });
});
