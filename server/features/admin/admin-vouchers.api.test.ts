import type { AdminPage } from '../../../contracts/admin-pages.ts';
import { expect, it } from 'vitest';
import { ADMIN_API, type AdminVoucher, type AuditEvent } from '../../../contracts/admin.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { insertVoucher } from '../../../test/payment-factories.ts';
import { adminRequest } from './admin-test-fixtures.ts';

const t = testAppWithPeople({ admin: { role: 'admin' } });

const create = (body: object) => adminRequest(t.ctx, 'POST', ADMIN_API.vouchers, t.admin.cookie, body);
const trail = async (id: string): Promise<AuditEvent[]> =>
  (await adminRequest(t.ctx, 'GET', `${ADMIN_API.audit}?entityType=voucher&entityId=${id}`, t.admin.cookie)).json().items;
const nextYear = new Date().getUTCFullYear() + 1;

it('creates a voucher with the code upper-cased and one use by default, and records it', async () => {
  const response = await create({ code: ' tester42 ', description: '  For the beta testers ' });
  expect(response.statusCode).toBe(201);
  const voucher = response.json() as AdminVoucher;
  expect(voucher).toMatchObject({ code: 'TESTER42', description: 'For the beta testers', maxUses: 1, currentUses: 0, isActive: true, expiresAt: null });
  const [event] = await trail(voucher.id);
  expect(event).toMatchObject({
    action: 'voucher.create',
    actor: { id: t.admin.id, email: t.admin.email },
    changes: { code: [null, 'TESTER42'], maxUses: [null, 1], description: [null, 'For the beta testers'], expiresAt: [null, null] },
  });
});

it('lists vouchers newest first', async () => {
  const first = (await create({ code: 'LISTONE1' })).json() as AdminVoucher;
  const second = (await create({ code: 'LISTTWO2', maxUses: 5 })).json() as AdminVoucher;
  const list = (await adminRequest(t.ctx, 'GET', ADMIN_API.vouchers, t.admin.cookie)).json<AdminPage<AdminVoucher>>().items;
  const ids = list.map((v) => v.id);
  expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  expect(list.find((v) => v.id === second.id)).toMatchObject({ maxUses: 5, currentUses: 0 });
});

it('takes a bare expiry date as the end of that day (UTC), and a date-time as given', async () => {
  const bare = (await create({ code: 'DATEONLY', expiresAt: `${nextYear}-03-31` })).json() as AdminVoucher;
  expect(bare.expiresAt).toBe(`${nextYear}-03-31T23:59:59.999Z`);
  const exact = (await create({ code: 'DATETIME', expiresAt: `${nextYear}-03-31T12:00:00+02:00` })).json() as AdminVoucher;
  expect(exact.expiresAt).toBe(`${nextYear}-03-31T10:00:00.000Z`);
  const today = new Date().toISOString().slice(0, 10);
  expect((await create({ code: 'ENDOFTODAY', expiresAt: today })).statusCode).toBe(201);
});

it('refuses bad maximum uses, a blank code, a malformed code, a past or impossible expiry', async () => {
  const cases: [object, string][] = [
    [{ code: 'MAXZERO1', maxUses: 0 }, 'Maximum uses must be a whole number of at least 1'],
    [{ code: 'MAXNEG01', maxUses: -1 }, 'Maximum uses must be a whole number of at least 1'],
    [{ code: 'MAXFRAC1', maxUses: 1.5 }, 'Maximum uses must be a whole number of at least 1'],
    [{ code: 'MAXTEXT1', maxUses: 'x' }, 'Maximum uses must be a whole number of at least 1'],
    [{ code: 'MAXHUGE1', maxUses: 2_000_000 }, 'Maximum uses must be at most 1,000,000'],
    [{ code: '' }, 'Voucher code is required'],
    [{ code: '   ' }, 'Voucher code is required'],
    [{ maxUses: 3 }, 'Voucher code is required'],
    [{ code: 'AB-12' }, 'A voucher code has 4 to 32 letters (A–Z) and digits (0–9)'],
    [{ code: 'PASTDATE', expiresAt: '2020-01-01' }, 'The expiry date must be a valid date in the future'],
    [{ code: 'PASTTIME', expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'The expiry date must be a valid date in the future'],
    [{ code: 'BADDATE1', expiresAt: `${nextYear}-02-31` }, 'The expiry date must be a valid date in the future'],
    [{ code: 'BADDATE2', expiresAt: 'next tuesday' }, 'The expiry date must be a valid date in the future'],
    [{ code: 'LONGDESC', description: 'x'.repeat(501) }, 'Please keep the description under 500 characters'],
  ];
  for (const [body, message] of cases) {
    const response = await create(body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().message, JSON.stringify(body)).toBe(message);
  }
  const list = (await adminRequest(t.ctx, 'GET', ADMIN_API.vouchers, t.admin.cookie)).json<AdminPage<AdminVoucher>>().items;
  expect(list.filter((v) => /^(MAX|PAST|BADDATE|LONGDESC)/.test(v.code))).toEqual([]);
});

it('answers 409 for a code that exists already, whatever its case, and records nothing', async () => {
  expect((await create({ code: 'TWICE123' })).statusCode).toBe(201);
  const duplicate = await create({ code: 'twice123', maxUses: 4 });
  expect(duplicate.statusCode).toBe(409);
  expect(duplicate.json()).toEqual({ code: 'CONFLICT', message: 'A voucher with the code TWICE123 already exists' });
  const list = (await adminRequest(t.ctx, 'GET', ADMIN_API.vouchers, t.admin.cookie)).json<AdminPage<AdminVoucher>>().items;
  const [only, ...others] = list.filter((v) => v.code === 'TWICE123');
  expect(others).toEqual([]);
  expect(await trail(only!.id)).toHaveLength(1);
});

it('deactivates one way: again is a quiet no-op, recorded once', async () => {
  const voucher = await insertVoucher(t.ctx, { code: 'SWITCHOFF' });
  const first = await adminRequest(t.ctx, 'PATCH', ADMIN_API.deactivateVoucher(voucher.id), t.admin.cookie);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ id: voucher.id, isActive: false });
  const again = await adminRequest(t.ctx, 'PATCH', ADMIN_API.deactivateVoucher(voucher.id), t.admin.cookie);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ isActive: false });
  const events = await trail(voucher.id);
  expect(events.map((e) => [e.action, e.changes])).toEqual([['voucher.deactivate', { isActive: [true, false] }]]);
});

it('answers 404 for an unknown or malformed voucher id', async () => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'TESTER42']) {
    const response = await adminRequest(t.ctx, 'PATCH', ADMIN_API.deactivateVoucher(id), t.admin.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Voucher not found' });
  }
});

it('answers an unknown audit entity type with 400 and an unknown id with an empty trail', async () => {
  expect((await adminRequest(t.ctx, 'GET', `${ADMIN_API.audit}?entityType=user&entityId=x`, t.admin.cookie)).statusCode).toBe(400);
  expect((await adminRequest(t.ctx, 'GET', `${ADMIN_API.audit}?entityType=voucher`, t.admin.cookie)).statusCode).toBe(400);
  expect((await adminRequest(t.ctx, 'GET', `${ADMIN_API.audit}?entityType=voucher&entityId=nothing`, t.admin.cookie)).json().items).toEqual([]);
});
