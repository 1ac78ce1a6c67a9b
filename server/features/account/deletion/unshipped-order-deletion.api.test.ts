import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../../contracts/account.ts';
import { ADMIN_API } from '../../../../contracts/admin.ts';
import { TEST_ORIGIN } from '../../../../test/api-harness.ts';
import type { TestUser } from '../../../../test/factories.ts';
import { ADDRESS, insertArtwork, sandboxPayment, startCheckout, frameCheckout } from '../../../../test/order-factories.ts';
import { CARD, post } from '../../../../test/payment-factories.ts';
import { testAppWithPeople } from '../../../../test/test-app-with-people.ts';
import { files, orders } from '../../../db/schema/index.ts';
import { adminRequest } from '../../admin/admin-test-fixtures.ts';

const t = testAppWithPeople({ parent: { firstName: 'Nora' }, admin: { role: 'admin' } });

async function paidFrame(user: TestUser) {
  const { imageUrl } = await insertArtwork(t.ctx, user.id);
  const { orderId } = await startCheckout(
    t.ctx,
    user.cookie,
    frameCheckout(imageUrl, '7inch', { configuration: { size: '7inch', displayName: "Ida's castle" } }),
  );
  expect((await post(t.ctx, `/api/sandbox/orders/${orderId}/pay`, sandboxPayment(CARD.succeeds), user.cookie)).statusCode).toBe(200);
  return orderId;
}

const orderRow = async (id: string) => (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('deleting an account with a paid order that has not shipped', () => {
  it('keeps what fulfilment needs, linked to the order, until it ships; then reduces it like any other', async () => {
    const orderId = await paidFrame(t.parent);
    const before = await orderRow(orderId);
    expect(before?.fileId).toBeTruthy();

    const deleted = await t.ctx.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.account,
      headers: { origin: TEST_ORIGIN, cookie: t.parent.cookie },
      payload: { password: t.parent.password },
    });
    expect(deleted.statusCode).toBe(200);

    // The order can still be made: artwork, the name printed on it and the full address, no account.
    expect(await orderRow(orderId)).toMatchObject({
      userId: null,
      status: 'paid',
      fileId: before?.fileId,
      shippingAddress: ADDRESS,
      configuration: { size: '7inch', displayName: "Ida's castle" },
    });
    const [artwork] = await t.ctx.database.db
      .select()
      .from(files)
      .where(eq(files.id, before?.fileId ?? ''));
    expect(artwork).toMatchObject({ ownerId: null, kind: 'artwork' });
    expect(await t.ctx.storage.exists(artwork?.storageKey ?? '')).toBe(true);
    const toPrint = await adminRequest(t.ctx, 'GET', `${ADMIN_API.orderArtworkOriginal(orderId)}`, t.admin.cookie);
    expect(toPrint.statusCode).toBe(200);
    expect(toPrint.rawPayload.length).toBeGreaterThan(0);

    // Shipped: what fulfilment kept goes, the accounting record stays.
    const shipped = await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderStatus(orderId), t.admin.cookie, { status: 'shipped' });
    expect(shipped.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      userId: null,
      status: 'shipped',
      fileId: null,
      configuration: { size: '7inch' },
      shippingAddress: { name: ADDRESS.name, line1: '', line2: null, city: '', state: null, postal_code: ADDRESS.postal_code, country: ADDRESS.country },
    });
    expect((await orderRow(orderId))?.configuration).not.toHaveProperty('displayName');
    expect(
      await t.ctx.database.db
        .select()
        .from(files)
        .where(eq(files.id, before?.fileId ?? '')),
    ).toEqual([]);
  });
});
