import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_API, type AdminMessage, type AdminUserSummary } from '../../../contracts/admin.ts';
import { ADMIN_COUNT_CAP, PAGE_LINK_OUTDATED, type AdminPage } from '../../../contracts/admin-pages.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';
import { adminRequest } from './admin-test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin', email: 'lists-admin@example.com' });
  // 130 accounts, ten of them sharing one creation time to the microsecond: the id must break the tie.
  await ctx.database.db.execute(sql`
    insert into users (id, name, email, created_at)
    select 'pager-' || lpad(i::text, 3, '0'), 'Pager Person ' || i, 'pager-' || i || '@example.com',
           case when i <= 10 then timestamptz '2025-12-31 10:00:00.123456+00' else timestamptz '2026-01-01' + i * interval '1 second' end
    from generate_series(1, 130) as i`);
  await ctx.database.db.execute(sql`
    insert into contact_messages (name, email, message, status, created_at)
    select 'Sam', 'sam@example.com', 'Message ' || i, case when i % 3 = 0 then 'read' else 'new' end, timestamptz '2026-02-01' + (i / 4) * interval '1 second'
    from generate_series(1, 61) as i`);
});
afterAll(async () => ctx?.close());

async function readAll<T>(url: string, limit: number): Promise<{ pages: AdminPage<T>[]; items: T[] }> {
  const pages: AdminPage<T>[] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response = await adminRequest(ctx, 'GET', `${url}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const page = response.json<AdminPage<T>>();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return { pages, items: pages.flatMap((page) => page.items) };
}

it('pages through every account once, ties on the creation time included, with an exact count', async () => {
  const { pages, items } = await readAll<AdminUserSummary>(`${ADMIN_API.users}?search=pager-`, 25);
  expect(pages.map((page) => page.items.length)).toEqual([25, 25, 25, 25, 25, 5]);
  expect(pages.at(-1)!.nextCursor).toBeNull();
  expect(new Set(items.map((user) => user.id)).size).toBe(130);
  expect(pages[0]!.total).toEqual({ count: 130, kind: 'exact' });
  // Newest first; the ten tied accounts come last, by id descending.
  expect(items[0]!.email).toBe('pager-130@example.com');
  expect(items.slice(-10).map((user) => user.id)).toEqual(Array.from({ length: 10 }, (_, i) => `pager-${String(10 - i).padStart(3, '0')}`));
});

it('finds part of a name as well as of an address', async () => {
  const response = await adminRequest(ctx, 'GET', `${ADMIN_API.users}?search=${encodeURIComponent('person 12')}`, admin.cookie);
  const page = response.json<AdminPage<AdminUserSummary>>();
  expect(page.items.map((user) => user.email).sort()).toEqual(
    ['pager-12@example.com', ...Array.from({ length: 10 }, (_, i) => `pager-12${i}@example.com`)].sort(),
  );
  expect(page.total).toEqual({ count: 11, kind: 'exact' });
});

it('pages each status filter of the support messages with its own count', async () => {
  const all = await readAll<AdminMessage>(ADMIN_API.messages, 20);
  expect(all.items).toHaveLength(61);
  expect(new Set(all.items.map((m) => m.id)).size).toBe(61);
  expect(all.pages[0]!.total).toEqual({ count: 61, kind: 'exact' });
  const read = await readAll<AdminMessage>(`${ADMIN_API.messages}?status=read`, 7);
  expect(read.items).toHaveLength(20);
  expect(read.items.every((m) => m.status === 'read')).toBe(true);
  expect(read.pages.map((page) => page.total.count)).toEqual([20, 20, 20]);
});

it('refuses a cursor or a page size it cannot serve with a 400 and a clear message', async () => {
  for (const query of ['cursor=nonsense', `cursor=${encodeURIComponent('2026-01-01T00:00:00.000000Z~not-a-uuid')}`]) {
    const response = await adminRequest(ctx, 'GET', `${ADMIN_API.messages}?${query}`, admin.cookie);
    expect(response.statusCode, query).toBe(400);
    expect(response.json().message).toBe(PAGE_LINK_OUTDATED);
  }
  for (const limit of ['0', '101', 'ten', '2.5']) {
    const response = await adminRequest(ctx, 'GET', `${ADMIN_API.users}?limit=${limit}`, admin.cookie);
    expect(response.statusCode, limit).toBe(400);
    expect(response.json().message).toBe('Please ask for 1 to 100 items');
  }
});

it('counts all accounts exactly, a search past the cap as "more than" and a list without a kept count as "about"', async () => {
  await ctx.database.db.execute(sql`
    insert into users (id, name, email, created_at)
    select 'many-' || i, 'Many ' || i, 'many-' || i || '@example.com', timestamptz '2025-01-01' + i * interval '1 second'
    from generate_series(1, ${ADMIN_COUNT_CAP + 50}) as i`);
  const [accounts] = await ctx.database.db.select({ n: count() }).from(users);
  // The accounts' count is the one the database keeps per role (list_counts): exact at any size.
  const whole = (await adminRequest(ctx, 'GET', ADMIN_API.users, admin.cookie)).json<AdminPage<AdminUserSummary>>();
  expect(whole.total).toEqual({ count: accounts!.n, kind: 'exact' });
  const filtered = (await adminRequest(ctx, 'GET', `${ADMIN_API.users}?search=many-`, admin.cookie)).json<AdminPage<AdminUserSummary>>();
  expect(filtered.total).toEqual({ count: ADMIN_COUNT_CAP, kind: 'moreThan' });
  expect(filtered.items).toHaveLength(50);

  // The vouchers keep no count: past the cap, the planner's estimate to two significant figures.
  await ctx.database.db.execute(sql`insert into vouchers (code) select 'MANY-' || i from generate_series(1, ${ADMIN_COUNT_CAP + 50}) as i`);
  await ctx.database.db.execute(sql`analyze vouchers`);
  const codes = (await adminRequest(ctx, 'GET', ADMIN_API.vouchers, admin.cookie)).json<AdminPage<unknown>>();
  expect(codes.total).toEqual({ count: 10_000, kind: 'about' });
});
