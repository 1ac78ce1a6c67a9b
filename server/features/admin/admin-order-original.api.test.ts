import type { AdminPage } from '../../../contracts/admin-pages.ts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { ADMIN_API, type AdminOrder } from '../../../contracts/admin.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { startCheckout, tshirtCheckout } from '../../../test/order-factories.ts';
import { uploadArtwork } from '../../../test/uploads.ts';
import { files } from '../../db/schema/index.ts';
import { adminRequest, insertOrder } from './admin-test-fixtures.ts';

const t = testAppWithPeople({ admin: { role: 'admin' }, parent: { email: 'original-parent@example.com' } });

/** A 12-megapixel phone photo as it arrives: stored sideways with a rotation flag, and the family's GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#fdfdf8' } })
    .composite([
      { input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024"><circle cx="900" cy="1500" r="600" fill="#d62828"/></svg>') },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '10/1 0/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A parent's keepsake order with this artwork, made through the real upload and checkout. */
async function orderWithArtwork(bytes: Buffer, contentType: string): Promise<string> {
  const { objectPath } = await uploadArtwork(t.ctx, t.parent.cookie, bytes, contentType);
  return (await startCheckout(t.ctx, t.parent.cookie, tshirtCheckout(objectPath))).orderId;
}

const listed = async (orderId: string) =>
  (await adminRequest(t.ctx, 'GET', ADMIN_API.orders, t.admin.cookie)).json<AdminPage<AdminOrder>>().items.find((order) => order.id === orderId);

it('gives the admin the artwork at the size the parent uploaded, upright and without the camera metadata, to save under the order number', async () => {
  const orderId = await orderWithArtwork(await phonePhoto(), 'image/jpeg');
  const number = orderId.slice(0, 8);

  const response = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(orderId), t.admin.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${number}-artwork.jpg"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const original = await sharp(response.rawPayload).metadata();
  // Upright: the sideways 4032 × 3024 photo with its rotation flag is a 3024 × 4032 portrait.
  expect([original.format, original.width, original.height]).toEqual(['jpeg', 3024, 4032]);
  expect(original.exif).toBeUndefined();
  expect(original.orientation).toBeUndefined();

  // The list says what the download is before it is made; the display copy stays small.
  expect((await listed(orderId))?.artworkFile).toEqual({
    downloadUrl: ADMIN_API.orderArtworkOriginal(orderId),
    fileName: `order-${number}-artwork.jpg`,
    width: 3024,
    height: 4032,
    byteSize: response.rawPayload.length,
    fullResolution: true,
  });
  const display = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtwork(orderId), t.admin.cookie);
  expect(await sharp(display.rawPayload).metadata()).toMatchObject({ width: 1536, height: 2048 });
  expect(display.headers['content-disposition']).toBe(`inline; filename="order-${number}-artwork.jpg"`);
});

it('keeps a PNG a lossless PNG, transparency and all', async () => {
  const png = await sharp({ create: { width: 2600, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2600" height="1200"><rect x="300" y="200" width="900" height="700" fill="#3a86ff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const orderId = await orderWithArtwork(png, 'image/png');

  const response = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(orderId), t.admin.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${orderId.slice(0, 8)}-artwork.png"`);
  const original = await sharp(response.rawPayload).metadata();
  expect([original.format, original.width, original.height, original.hasAlpha]).toEqual(['png', 2600, 1200, true]);
  // Lossless: every pixel is the upload's.
  const [uploaded, downloaded] = await Promise.all([sharp(png).raw().toBuffer(), sharp(response.rawPayload).raw().toBuffer()]);
  expect(downloaded.equals(uploaded)).toBe(true);
  expect((await listed(orderId))?.artworkFile).toMatchObject({ width: 2600, height: 1200, byteSize: response.rawPayload.length, fullResolution: true });
});

it('never gives the file to anyone but the admin, not even the parent whose artwork it is', async () => {
  const order = await insertOrder(t.ctx, t.parent.id);
  const asParent = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(order.id), t.parent.cookie);
  expect(asParent.statusCode).toBe(403);
  expect(asParent.json()).toMatchObject({ code: 'FORBIDDEN' });
  expect(asParent.headers['content-disposition']).toBeUndefined();
  const signedOut = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(order.id));
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.headers['content-type']).toMatch(/^application\/json/);
});

it('says which is missing: the order, or its artwork', async () => {
  const withoutArtwork = await insertOrder(t.ctx, t.parent.id, { withArtwork: false });
  const none = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(withoutArtwork.id), t.admin.cookie);
  expect(none.statusCode).toBe(404);
  expect(none.json()).toEqual({ code: 'NOT_FOUND', message: 'The artwork of this order was not found' });
  expect((await listed(withoutArtwork.id))?.artworkFile).toBeNull();

  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    const unknown = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(id), t.admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  }

  // Bytes gone from storage (a failed restore, a bucket emptied by hand) are a 404 too, never a 500.
  const lost = await insertOrder(t.ctx, t.parent.id);
  const [file] = await t.ctx.database.db.select().from(files).where(eq(files.id, lost.fileId!));
  await t.ctx.storage.delete(file!.originalKey!);
  const gone = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(lost.id), t.admin.cookie);
  expect(gone.statusCode).toBe(404);
  expect(gone.json().message).toBe('The artwork of this order was not found');
});

it('gives the largest copy there is for artwork stored before originals were kept, and says so', async () => {
  const order = await insertOrder(t.ctx, t.parent.id);
  const [file] = await t.ctx.database.db.select().from(files).where(eq(files.id, order.fileId!));
  await t.ctx.storage.delete(file!.originalKey!);
  await t.ctx.database.db
    .update(files)
    .set({ originalKey: null, originalMimeType: null, originalWidth: null, originalHeight: null, originalByteSize: null })
    .where(eq(files.id, file!.id));

  const response = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(order.id), t.admin.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.rawPayload.length).toBe(file!.byteSize);
  expect((await listed(order.id))?.artworkFile).toEqual({
    downloadUrl: ADMIN_API.orderArtworkOriginal(order.id),
    fileName: `order-${order.id.slice(0, 8)}-artwork.jpg`,
    width: 400,
    height: 300,
    byteSize: file!.byteSize,
    fullResolution: false,
  });
});
