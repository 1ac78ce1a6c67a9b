import { eq } from 'drizzle-orm';
import { FRAME_PRICE_CENTS, TSHIRT_PRICE_CENTS } from '../contracts/prices.ts';
import type { ShippingAddress } from '../contracts/shop.ts';
import { orders } from '../server/db/schema/index.ts';
import { storeImage } from '../server/features/files/store-image.ts';
import type { TestContext } from './api-harness.ts';
import { simpleJpeg } from './images.ts';
import { post } from './payment-factories.ts';

type Ctx = Pick<TestContext, 'app' | 'database' | 'storage'>;

/** A parent's artwork as PUT /api/product-image leaves it; imageUrl is its objectPath. */
export async function insertArtwork(ctx: Ctx, userId: string): Promise<{ fileId: string; imageUrl: string }> {
  const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: await simpleJpeg(400, 300), ownerId: userId, kind: 'artwork' });
  return { fileId: file.id, imageUrl: `/api/files/${file.id}` };
}

/** The configurators' request bodies, with the prices the pages show. */
export const frameCheckout = (imageUrl: string, size: '5inch' | '7inch' = '7inch', extra: Record<string, unknown> = {}) => ({
  productType: 'animated-frame',
  imageUrl,
  configuration: { size },
  price: FRAME_PRICE_CENTS[size],
  ...extra,
});

export const tshirtCheckout = (imageUrl: string, size = 'M', color = 'white', extra: Record<string, unknown> = {}) => ({
  productType: 'custom-tshirt',
  imageUrl,
  configuration: { size, color },
  price: TSHIRT_PRICE_CENTS,
  ...extra,
});

/** POST /api/product-checkout; fails the test unless it answers 200. */
export async function startCheckout(ctx: Ctx, cookie: string, body: object): Promise<{ checkoutUrl: string; orderId: string }> {
  const response = await post(ctx, '/api/product-checkout', body, cookie);
  if (response.statusCode !== 200) throw new Error(`checkout refused: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function getOrderRow(ctx: Ctx, orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

export const ADDRESS: ShippingAddress = {
  name: 'Mia Example',
  line1: '1 Elbchaussee',
  line2: 'Apt 3',
  city: 'Hamburg',
  state: null,
  postal_code: '22763',
  country: 'DE',
};

/** The sandbox checkout page's request for one of Stripe's test cards. */
export function sandboxPayment(cardNumber: string, extra: { shippingAddress?: object; card?: object } = {}) {
  return {
    shippingAddress: extra.shippingAddress ?? ADDRESS,
    card: { number: cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', ...extra.card },
  };
}

/** Moves an order's creation back in time, as a checkout left open in a tab for a while. */
export async function ageOrder(ctx: Ctx, orderId: string, ageMs: number) {
  await ctx.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(orders.id, orderId));
}
