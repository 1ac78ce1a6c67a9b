import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/api-harness.ts';
import { deliverStripeWebhook, useAppOnFakeStripe } from '../../../test/stripe-app.ts';
import type { TestUser } from '../../../test/factories.ts';
import { type FakeStripe } from '../../../test/fake-stripe.ts';
import { ageOrder, frameCheckout, getOrderRow, insertArtwork, startCheckout } from '../../../test/order-factories.ts';

/**
 * Security finding (issue 16, item 2), for keepsakes: the same keepsake checked out again
 * opened a second Checkout Session the parent could pay as well. Stripe provider (the fake).
 */
let ctx: TestContext;
let stripe: FakeStripe;
let parent: TestUser;
useAppOnFakeStripe((app) => ({ ctx, stripe, parent } = app));

const HOUR = 60 * 60 * 1000;
const sessionsOf = () => [...stripe.sessions.values()].filter((s) => s.metadata.userId === parent.id);
const ordersOf = async () => ctx.database.db.select().from(orders).where(eq(orders.userId, parent.id));
const deliver = (delivery: { payload: string; signature?: string }) => deliverStripeWebhook(ctx, delivery);

/** The parent pays every Checkout Session they were given, and Stripe reports each. */
async function payEverySession() {
  for (const session of sessionsOf()) {
    if (session.status !== 'open') continue;
    stripe.completeSession(session.id);
    await deliver(stripe.sessionWebhook(`evt_${session.id}`, 'completed', session.id));
  }
}

describe('one keepsake, one charge (Stripe)', () => {
  it('two checkouts at once, with an older checkout still open: one session, one paid order', async () => {
    const { imageUrl } = await insertArtwork(ctx, parent.id);
    const first = await startCheckout(ctx, parent.cookie, frameCheckout(imageUrl));
    await ageOrder(ctx, first.orderId, HOUR);
    const again = await Promise.all([startCheckout(ctx, parent.cookie, frameCheckout(imageUrl)), startCheckout(ctx, parent.cookie, frameCheckout(imageUrl))]);
    expect(again).toEqual([first, first]);
    expect(sessionsOf()).toHaveLength(1);

    await payEverySession();
    expect((await ordersOf()).filter((o) => o.status === 'paid')).toHaveLength(1);
  });

  it('paid on Stripe, webhook late, the keepsake checked out again: the paid order is shown, no second session', async () => {
    const { imageUrl } = await insertArtwork(ctx, parent.id);
    const first = await startCheckout(ctx, parent.cookie, frameCheckout(imageUrl));
    const row = await getOrderRow(ctx, first.orderId);
    stripe.completeSession(row.providerSessionId ?? '');
    await ageOrder(ctx, first.orderId, HOUR);

    const again = await startCheckout(ctx, parent.cookie, frameCheckout(imageUrl));
    expect(again).toEqual({ orderId: first.orderId, checkoutUrl: `http://localhost:3000/shop/orders/${first.orderId}` });
    expect(sessionsOf()).toHaveLength(1);
    expect(await getOrderRow(ctx, first.orderId)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });

    await payEverySession();
    expect(await ordersOf()).toHaveLength(1);
  });
});
