import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestContext } from './api-harness.ts';
import { createUser, type TestUser } from './factories.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

export type StripeApp = { ctx: TestContext; stripe: FakeStripe; parent: TestUser };

/**
 * The whole app paying through the fake Stripe, for one test file, and a parent of each test's
 * own (checkout and payment intents are limited per parent). `use` hands them to the file's lets.
 */
export function useAppOnFakeStripe(use: (app: StripeApp) => void): void {
  const app = {} as StripeApp;
  beforeAll(async () => {
    app.stripe = await startFakeStripe();
    app.ctx = await createTestApp(app.stripe.env);
  });
  beforeEach(async () => {
    app.parent = await createUser(app.ctx);
    use(app);
  });
  afterAll(async () => {
    await app.ctx?.close();
    await app.stripe?.close();
  });
}

/** Stripe's webhook call as Stripe sends it: the signed JSON body (or, to test the refusal, none signed). */
export function deliverStripeWebhook(ctx: TestContext, delivery: { payload: string; signature?: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}) },
    payload: delivery.payload,
  });
}
