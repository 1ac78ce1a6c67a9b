import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../contracts/account.ts';
import { TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import type { TestUser } from '../../../test/factories.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { frameCheckout, getOrderRow, insertArtwork, startCheckout } from '../../../test/order-factories.ts';
import { deliverStripeWebhook, useAppOnFakeStripe } from '../../../test/stripe-app.ts';

let ctx: TestContext;
let stripe: FakeStripe;
let parent: TestUser;
useAppOnFakeStripe((app) => ({ ctx, stripe, parent } = app));

describe('a keepsake paid at Stripe after its parent deleted the account', () => {
  it('is not marked paid without its artwork: the order stays unpaid and the money goes back, once', async () => {
    const { imageUrl } = await insertArtwork(ctx, parent.id);
    const { orderId } = await startCheckout(ctx, parent.cookie, frameCheckout(imageUrl, '7inch'));
    const sessionId = (await getOrderRow(ctx, orderId)).providerSessionId ?? '';

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.account,
      headers: { origin: TEST_ORIGIN, cookie: parent.cookie },
      payload: { password: parent.password },
    });
    expect(deleted.statusCode).toBe(200);

    // The Stripe page was still open in another tab, and the parent paid there.
    const paymentIntentId = `pi_fake_after_${orderId.slice(0, 8)}`;
    stripe.intents.set(paymentIntentId, {
      id: paymentIntentId,
      object: 'payment_intent',
      amount: 7900,
      currency: 'usd',
      status: 'succeeded',
      metadata: { orderId, kind: 'order' },
      client_secret: `${paymentIntentId}_secret`,
      last_payment_error: null,
    });
    stripe.completeSession(sessionId, { payment_intent: paymentIntentId });
    for (const n of [1, 2]) {
      expect((await deliverStripeWebhook(ctx, stripe.sessionWebhook(`evt_after_${orderId}_${n}`, 'completed', sessionId))).statusCode).toBe(200);
    }

    expect(await getOrderRow(ctx, orderId)).toMatchObject({ status: 'pending', userId: null, fileId: null, paidAt: null });
    expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntentId)).toMatchObject([{ amount: 7900, reason: 'requested_by_customer' }]);
  });
});
