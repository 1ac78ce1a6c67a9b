import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { ageOrder, insertArtwork, sandboxPayment, startCheckout, tshirtCheckout } from '../../../test/order-factories.ts';
import { CARD, post } from '../../../test/payment-factories.ts';
import { testAppWithFreshParent } from '../../../test/test-app-with-people.ts';

/** Every card the sandbox charges, counted: the sandbox's "money taken". */
const charges = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../providers/payments/sandbox/test-cards.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../providers/payments/sandbox/test-cards.ts')>();
  return {
    ...original,
    chargeTestCard: (...args: Parameters<typeof original.chargeTestCard>) => {
      const outcome = original.chargeTestCard(...args);
      if (outcome.kind === 'succeeded' || outcome.kind === 'requires_action') charges.count++;
      return outcome;
    },
  };
});

/**
 * Security finding (issue 16, item 2), for keepsakes: one order (or one keepsake checked out
 * twice) could be charged twice. Sandbox provider.
 */
const t = testAppWithFreshParent();
beforeEach(() => {
  charges.count = 0;
});

const pay = (orderId: string) => post(t.ctx, `/api/sandbox/orders/${orderId}/pay`, sandboxPayment(CARD.succeeds), t.parent.cookie);
const paidOrders = async () =>
  (
    await t.ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, t.parent.id), eq(orders.status, 'paid')))
  ).length;
const ordersOf = async () => t.ctx.database.db.select().from(orders).where(eq(orders.userId, t.parent.id));

describe('one keepsake, one charge (sandbox)', () => {
  it('a checkout left open in a tab, then the same keepsake checked out again: one order, one charge', async () => {
    const { imageUrl } = await insertArtwork(t.ctx, t.parent.id);
    const first = await startCheckout(t.ctx, t.parent.cookie, tshirtCheckout(imageUrl));
    await ageOrder(t.ctx, first.orderId, 60 * 60 * 1000);
    const second = await startCheckout(t.ctx, t.parent.cookie, tshirtCheckout(imageUrl));
    expect(second.orderId).toBe(first.orderId);

    // The parent pays in the new tab, then in the old one.
    expect((await pay(second.orderId)).statusCode).toBe(200);
    expect((await pay(first.orderId)).statusCode).toBe(200);
    expect(charges.count).toBe(1);
    expect(await paidOrders()).toBe(1);
    expect(await ordersOf()).toHaveLength(1);
  });

  it('two checkouts of a keepsake at once, with an older checkout still open: one order', async () => {
    const { imageUrl } = await insertArtwork(t.ctx, t.parent.id);
    const first = await startCheckout(t.ctx, t.parent.cookie, tshirtCheckout(imageUrl));
    await ageOrder(t.ctx, first.orderId, 60 * 60 * 1000);
    const again = await Promise.all([
      startCheckout(t.ctx, t.parent.cookie, tshirtCheckout(imageUrl)),
      startCheckout(t.ctx, t.parent.cookie, tshirtCheckout(imageUrl)),
    ]);
    expect(again.map((c) => c.orderId)).toEqual([first.orderId, first.orderId]);
    await Promise.all([pay(first.orderId), ...again.map((c) => pay(c.orderId))]);
    expect(charges.count).toBe(1);
    expect(await paidOrders()).toBe(1);
  });
});
