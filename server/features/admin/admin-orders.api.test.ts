import type { AdminPage } from '../../../contracts/admin-pages.ts';
import { expect, it } from 'vitest';
import { ADMIN_API, type AdminOrder, type AuditEvent } from '../../../contracts/admin.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { ADDRESS } from '../../../test/order-factories.ts';
import { adminRequest, insertOrder } from './admin-test-fixtures.ts';

const t = testAppWithPeople({ admin: { role: 'admin' }, parent: { email: 'orders-parent@example.com' } });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const trail = async (id: string): Promise<AuditEvent[]> =>
  (await adminRequest(t.ctx, 'GET', `${ADMIN_API.audit}?entityType=order&entityId=${id}`, t.admin.cookie)).json().items;

it("lists every parent's orders newest first, with e-mail, product title, artwork address and address", async () => {
  const shirt = await insertOrder(t.ctx, t.parent.id, {
    createdAt: minutesAgo(20),
    status: 'paid',
    shippingAddress: ADDRESS,
    trackingNumber: 'TR-9',
    fulfillmentNotes: 'Gift wrap',
  });
  const frame = await insertOrder(t.ctx, t.parent.id, {
    productType: 'animated-frame',
    configuration: { size: '5inch' },
    priceCents: 4900,
    createdAt: minutesAgo(10),
  });
  const named = await insertOrder(t.ctx, null, {
    productType: 'animated-frame',
    configuration: { size: '7inch', displayName: "Mia's rocket" },
    priceCents: 7900,
    createdAt: minutesAgo(5),
  });

  const list = (await adminRequest(t.ctx, 'GET', ADMIN_API.orders, t.admin.cookie)).json<AdminPage<AdminOrder>>().items;
  expect(list.map((o) => o.id)).toEqual([named.id, frame.id, shirt.id]);
  expect(list.map((o) => o.productTitle)).toEqual([
    "Digital Art Frame - Mia's rocket",
    'Digital Art Frame - 5 inch Digital Frame',
    'Custom Art T-Shirt - M, white',
  ]);
  expect(list[2]).toEqual({
    id: shirt.id,
    productType: 'custom-tshirt',
    productTitle: 'Custom Art T-Shirt - M, white',
    configuration: { size: 'M', color: 'white' },
    imageUrl: ADMIN_API.orderArtwork(shirt.id),
    price: 3900,
    status: 'paid',
    trackingNumber: 'TR-9',
    fulfillmentNotes: 'Gift wrap',
    createdAt: shirt.createdAt.toISOString(),
    user: { id: t.parent.id, email: 'orders-parent@example.com' },
    shippingAddress: ADDRESS,
    artworkFile: {
      downloadUrl: ADMIN_API.orderArtworkOriginal(shirt.id),
      fileName: `order-${shirt.id.slice(0, 8)}-artwork.jpg`,
      width: 400,
      height: 300,
      byteSize: expect.any(Number),
      fullResolution: true,
    },
  });
  // An order whose parent account is gone keeps its place, without an e-mail or artwork.
  expect(list[0]).toMatchObject({ user: { id: null, email: null }, imageUrl: null, artworkFile: null, shippingAddress: null });

  const paid = (await adminRequest(t.ctx, 'GET', `${ADMIN_API.orders}?status=paid`, t.admin.cookie)).json<AdminPage<AdminOrder>>().items;
  expect(paid.map((o) => o.id)).toEqual([shirt.id]);
  expect((await adminRequest(t.ctx, 'GET', `${ADMIN_API.orders}?status=lost`, t.admin.cookie)).statusCode).toBe(400);
});

it('sets any status, one audit event per real change', async () => {
  const order = await insertOrder(t.ctx, t.parent.id, { status: 'paid' });
  const shipped = await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderStatus(order.id), t.admin.cookie, { status: 'shipped' });
  expect(shipped.statusCode).toBe(200);
  expect(shipped.json()).toMatchObject({ id: order.id, status: 'shipped', user: { email: 'orders-parent@example.com' } });
  // Backwards is allowed too (spec 001 §4: no restriction on transitions).
  expect((await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderStatus(order.id), t.admin.cookie, { status: 'pending' })).json()).toMatchObject({
    status: 'pending',
  });
  await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderStatus(order.id), t.admin.cookie, { status: 'pending' });

  const events = await trail(order.id);
  expect(events.map((e) => [e.action, e.changes])).toEqual([
    ['status', { status: ['shipped', 'pending'] }],
    ['status', { status: ['paid', 'shipped'] }],
  ]);
});

it("refuses a bad status with the page's message", async () => {
  const order = await insertOrder(t.ctx, t.parent.id, { withArtwork: false });
  const response = await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderStatus(order.id), t.admin.cookie, { status: 'cancelled' });
  expect(response.statusCode).toBe(400);
  const message = 'Status must be pending, paid, fulfilled or shipped';
  expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message, fields: { status: message } });
});

it('changes only the fulfilment fields sent; notes are stored as fulfilment notes', async () => {
  const order = await insertOrder(t.ctx, t.parent.id, { withArtwork: false, trackingNumber: 'OLD-1', fulfillmentNotes: 'Fragile' });
  const tracking = await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderFulfillment(order.id), t.admin.cookie, { trackingNumber: ' DHL-123 ' });
  expect(tracking.json()).toMatchObject({ trackingNumber: 'DHL-123', fulfillmentNotes: 'Fragile' });
  const notes = await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderFulfillment(order.id), t.admin.cookie, { notes: 'Left with neighbour' });
  expect(notes.json()).toMatchObject({ trackingNumber: 'DHL-123', fulfillmentNotes: 'Left with neighbour' });
  await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderFulfillment(order.id), t.admin.cookie, { trackingNumber: 'DHL-123', notes: 'Left with neighbour' });

  const events = await trail(order.id);
  expect(events.map((e) => [e.action, e.changes])).toEqual([
    ['fulfillment', { fulfillmentNotes: ['Fragile', 'Left with neighbour'] }],
    ['fulfillment', { trackingNumber: ['OLD-1', 'DHL-123'] }],
  ]);
});

it('refuses an empty or blank fulfilment update', async () => {
  const order = await insertOrder(t.ctx, t.parent.id, { withArtwork: false });
  const cases: [object, string][] = [
    [{}, 'Please enter a tracking number or notes'],
    [{ trackingNumber: '  ' }, 'The tracking number cannot be blank'],
    [{ notes: '' }, 'The notes cannot be blank'],
    [{ trackingNumber: 'x'.repeat(101) }, 'Please use at most 100 characters'],
  ];
  for (const [body, message] of cases) {
    const response = await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderFulfillment(order.id), t.admin.cookie, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().message).toBe(message);
  }
  expect(await trail(order.id)).toEqual([]);
});

it('answers 404 for an unknown or malformed order id on every order route', async () => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
    const responses = [
      await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderStatus(id), t.admin.cookie, { status: 'paid' }),
      await adminRequest(t.ctx, 'PATCH', ADMIN_API.orderFulfillment(id), t.admin.cookie, { notes: 'x' }),
      await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtwork(id), t.admin.cookie),
      await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtworkOriginal(id), t.admin.cookie),
    ];
    for (const response of responses) expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  }
});

it('serves the artwork, display or thumbnail, to the admin only and never cached', async () => {
  const order = await insertOrder(t.ctx, t.parent.id);
  const display = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtwork(order.id), t.admin.cookie);
  expect(display.statusCode).toBe(200);
  expect(display.headers['content-type']).toBe('image/jpeg');
  expect(display.headers['cache-control']).toBe('private, no-store');
  expect(display.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  const thumb = await adminRequest(t.ctx, 'GET', `${ADMIN_API.orderArtwork(order.id)}?size=thumb`, t.admin.cookie);
  expect(thumb.statusCode).toBe(200);
  expect(thumb.rawPayload.length).toBeLessThan(display.rawPayload.length);

  // The parent who owns the artwork still may not use the admin route.
  expect((await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtwork(order.id), t.parent.cookie)).statusCode).toBe(403);
  const noFile = await insertOrder(t.ctx, t.parent.id, { withArtwork: false });
  const missing = await adminRequest(t.ctx, 'GET', ADMIN_API.orderArtwork(noFile.id), t.admin.cookie);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('The artwork of this order was not found');
});
