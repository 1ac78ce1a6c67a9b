import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '../../../contracts/shop.ts';
import { orders } from '../../db/schema/index.ts';
import { storeImage } from '../files/store-image.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { simpleJpeg } from '../../../test/images.ts';
import { frameCheckout, getOrderRow, insertArtwork, startCheckout, tshirtCheckout } from '../../../test/order-factories.ts';
import { post } from '../../../test/payment-factories.ts';
import { uploadArtwork } from '../../../test/uploads.ts';

let ctx: TestContext;
let parent: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  other = await createUser(ctx);
});
// Checkout is rate-limited per parent: each test is a parent of its own.
beforeEach(async () => {
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const checkout = (body: object, cookie = parent.cookie) => post(ctx, '/api/product-checkout', body, cookie);
const ordersOf = (userId: string) => ctx.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('POST /api/product-checkout (sandbox)', () => {
  it("creates a pending order at the server's price and answers the sandbox checkout page", async () => {
    const { fileId, imageUrl } = await insertArtwork(ctx, parent.id);
    const response = await checkout(frameCheckout(imageUrl, '7inch', { configuration: { size: '7inch', displayName: "  Grandma's frame " } }));
    expect(response.statusCode).toBe(200);
    const { checkoutUrl, orderId } = response.json();
    expect(checkoutUrl).toBe(`/shop/checkout/${orderId}`);
    expect(await getOrderRow(ctx, orderId)).toMatchObject({
      userId: parent.id,
      productType: 'animated-frame',
      configuration: { size: '7inch', displayName: "Grandma's frame" },
      fileId,
      priceCents: 7900,
      currency: 'usd',
      status: 'pending',
      provider: 'sandbox',
      providerSessionId: expect.stringMatching(/^cs_sandbox_/),
      shippingAddress: null,
      paidAt: null,
    });

    const shirt = await startCheckout(ctx, parent.cookie, tshirtCheckout(imageUrl, 'XL', 'black'));
    expect(await getOrderRow(ctx, shirt.orderId)).toMatchObject({
      productType: 'custom-tshirt',
      configuration: { size: 'XL', color: 'black' },
      priceCents: 3900,
    });
    const small = await startCheckout(ctx, parent.cookie, frameCheckout(imageUrl, '5inch'));
    expect((await getOrderRow(ctx, small.orderId)).priceCents).toBe(4900);
  });

  it('takes the objectPath of a real configurator upload', async () => {
    const { objectPath } = await uploadArtwork(ctx, parent.cookie, await simpleJpeg(300, 300), 'image/jpeg');
    const { orderId } = await startCheckout(ctx, parent.cookie, tshirtCheckout(objectPath));
    expect((await getOrderRow(ctx, orderId)).fileId).toBe(objectPath.split('/').pop());
  });

  it("refuses a price that is not the server's (400) and creates nothing", async () => {
    const { imageUrl } = await insertArtwork(ctx, parent.id);
    const before = (await ordersOf(parent.id)).length;
    for (const body of [
      frameCheckout(imageUrl, '7inch', { price: 100 }),
      frameCheckout(imageUrl, '5inch', { price: 7900 }),
      frameCheckout(imageUrl, '7inch', { price: 4900 }),
      tshirtCheckout(imageUrl, 'M', 'white', { price: 3899 }),
      tshirtCheckout(imageUrl, 'M', 'white', { price: 0 }),
    ]) {
      const response = await checkout(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: SHOP_MESSAGES.priceMismatch });
    }
    expect(await ordersOf(parent.id)).toHaveLength(before);
  });

  it('refuses an unknown product, size or colour with a clear 400', async () => {
    const { imageUrl } = await insertArtwork(ctx, parent.id);
    const cases: [object, string][] = [
      [frameCheckout(imageUrl, '9inch' as '7inch'), 'Please choose a frame size: 5 inch or 7 inch'],
      [tshirtCheckout(imageUrl, 'XXXL'), 'Please choose a t-shirt size from XS to XXL'],
      [tshirtCheckout(imageUrl, 'M', 'red'), 'Please choose white or black'],
      [{ ...tshirtCheckout(imageUrl), productType: 'mug' }, 'Please choose the Digital Art Frame or the Custom Art T-Shirt'],
      [{ ...frameCheckout(imageUrl), price: '7900' }, expect.any(String) as unknown as string],
    ];
    for (const [body, message] of cases) {
      const response = await checkout(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it("needs the parent's own uploaded artwork", async () => {
    const mine = await insertArtwork(ctx, parent.id);
    const theirs = await insertArtwork(ctx, other.id);
    const before = (await ordersOf(parent.id)).length;

    for (const imageUrl of ['https://evil.example/cat.png', '/api/files/not-a-uuid', '../api/files/x', `/api/files/${mine.fileId}/../x`]) {
      const response = await checkout(tshirtCheckout(imageUrl));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: SHOP_MESSAGES.shirtMissing });
    }
    const empty = await checkout(tshirtCheckout(''));
    expect(empty.statusCode).toBe(400);

    const someoneElses = await checkout(tshirtCheckout(theirs.imageUrl));
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.json().message).toBe('Image not found. Please upload it again.');

    // A drawing of the parent's own is not artwork.
    const { file: drawing } = await storeImage({
      db: ctx.database.db,
      storage: ctx.storage,
      data: await simpleJpeg(200, 200),
      ownerId: parent.id,
      kind: 'drawing',
    });
    expect((await checkout(tshirtCheckout(`/api/files/${drawing.id}`))).statusCode).toBe(404);
    expect((await checkout(tshirtCheckout(`/api/files/${crypto.randomUUID()}`))).statusCode).toBe(404);

    // Our own absolute address is the same path.
    expect((await checkout(tshirtCheckout(`${TEST_ORIGIN}${mine.imageUrl}`))).statusCode).toBe(200);
    expect(await ordersOf(parent.id)).toHaveLength(before + 1);
    expect(await ordersOf(other.id)).toHaveLength(0);
  });

  it('answers 401 signed out', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/product-checkout',
      headers: { origin: TEST_ORIGIN },
      payload: tshirtCheckout('/api/files/x'),
    });
    expect(response.statusCode).toBe(401);
  });

  it('no double checkout: the same request again answers the same pending order', async () => {
    const { imageUrl } = await insertArtwork(ctx, parent.id);
    const first = await startCheckout(ctx, parent.cookie, tshirtCheckout(imageUrl, 'S', 'black'));
    const together = await Promise.all(Array.from({ length: 5 }, () => startCheckout(ctx, parent.cookie, tshirtCheckout(imageUrl, 'S', 'black'))));
    expect(together).toEqual(Array(5).fill(first));

    // Another option is another order.
    const white = await startCheckout(ctx, parent.cookie, tshirtCheckout(imageUrl, 'S', 'white'));
    expect(white.orderId).not.toBe(first.orderId);
    // Once paid, the same request starts a new order.
    await ctx.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, first.orderId));
    const again = await startCheckout(ctx, parent.cookie, tshirtCheckout(imageUrl, 'S', 'black'));
    expect(again.orderId).not.toBe(first.orderId);
  });
});
