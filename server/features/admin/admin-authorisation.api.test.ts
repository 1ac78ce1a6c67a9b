import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '../../../contracts/admin.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { promptRepository } from '../prompts/repository.ts';
import { adminRequest, insertMessage, insertOrder } from './admin-test-fixtures.ts';
import { insertVoucher } from '../../../test/payment-factories.ts';

let ctx: TestContext;
let admin: TestUser;
let parent: TestUser;
type Row = { name: string; method: 'GET' | 'POST' | 'PATCH'; url: () => string; body?: () => object; adminStatus: number };
const ids = { prompt: '', message: '', order: '', voucher: '', user: '' };
let codeCounter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  parent = await createUser(ctx);
  ids.prompt = (await promptRepository.byName(ctx.database.db, 'conversation'))!.id;
  ids.message = (await insertMessage(ctx)).id;
  ids.order = (await insertOrder(ctx, parent.id)).id;
  ids.voucher = (await insertVoucher(ctx, { code: 'MATRIX01' })).id;
  ids.user = parent.id;
});
afterAll(async () => ctx?.close());

/** Every route in ADMIN_API, every method, with a request an admin may make. */
const ROUTES: Row[] = [
  { name: 'list prompts', method: 'GET', url: () => ADMIN_API.prompts, adminStatus: 200 },
  { name: 'edit a prompt', method: 'PATCH', url: () => ADMIN_API.prompt(ids.prompt), body: () => ({ model: `gpt-4o-${codeCounter++}` }), adminStatus: 200 },
  { name: 'prompt versions', method: 'GET', url: () => ADMIN_API.promptVersions(ids.prompt), adminStatus: 200 },
  { name: 'restore a prompt version', method: 'POST', url: () => ADMIN_API.restorePrompt(ids.prompt), body: () => ({ version: 1 }), adminStatus: 200 },
  { name: 'AI providers', method: 'GET', url: () => ADMIN_API.aiProviders, adminStatus: 200 },
  { name: 'list messages', method: 'GET', url: () => ADMIN_API.messages, adminStatus: 200 },
  { name: 'message status', method: 'PATCH', url: () => ADMIN_API.message(ids.message), body: () => ({ status: 'read' }), adminStatus: 200 },
  { name: 'list orders', method: 'GET', url: () => ADMIN_API.orders, adminStatus: 200 },
  { name: 'order status', method: 'PATCH', url: () => ADMIN_API.orderStatus(ids.order), body: () => ({ status: 'fulfilled' }), adminStatus: 200 },
  {
    name: 'order fulfilment',
    method: 'PATCH',
    url: () => ADMIN_API.orderFulfillment(ids.order),
    body: () => ({ trackingNumber: 'TRACK-1' }),
    adminStatus: 200,
  },
  { name: 'order artwork', method: 'GET', url: () => ADMIN_API.orderArtwork(ids.order), adminStatus: 200 },
  { name: 'order artwork original', method: 'GET', url: () => ADMIN_API.orderArtworkOriginal(ids.order), adminStatus: 200 },
  { name: 'list users', method: 'GET', url: () => ADMIN_API.users, adminStatus: 200 },
  { name: 'user detail', method: 'GET', url: () => ADMIN_API.user(ids.user), adminStatus: 200 },
  { name: 'list vouchers', method: 'GET', url: () => ADMIN_API.vouchers, adminStatus: 200 },
  { name: 'create a voucher', method: 'POST', url: () => ADMIN_API.vouchers, body: () => ({ code: `MATRIX${100 + codeCounter++}` }), adminStatus: 201 },
  { name: 'deactivate a voucher', method: 'PATCH', url: () => ADMIN_API.deactivateVoucher(ids.voucher), adminStatus: 200 },
  { name: 'audit trail', method: 'GET', url: () => `${ADMIN_API.audit}?entityType=order&entityId=${ids.order}`, adminStatus: 200 },
];

it('covers every path in ADMIN_API', () => {
  const paths = Object.values(ADMIN_API).map((p) => (typeof p === 'function' ? p(':id') : p));
  const covered = new Set(
    ROUTES.map((r) => {
      const url = r.url().split('?')[0]!;
      return Object.values(ids).reduce((u, id) => (id ? u.replace(id, ':id') : u), url);
    }),
  );
  expect([...new Set(paths)].filter((p) => !covered.has(p))).toEqual([]);
});

describe.each(ROUTES)('$method $name', (route) => {
  it('answers 401 when signed out', async () => {
    const response = await adminRequest(ctx, route.method, route.url(), undefined, route.body?.());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers 403 to a parent', async () => {
    const response = await adminRequest(ctx, route.method, route.url(), parent.cookie, route.body?.());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it(`answers ${route.adminStatus} to an admin`, async () => {
    const response = await adminRequest(ctx, route.method, route.url(), admin.cookie, route.body?.());
    expect(response.statusCode, response.body).toBe(route.adminStatus);
  });
});
