import { and, count, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_API } from '../../../contracts/admin.ts';
import { ADMIN_COUNT_CAP, type AdminPage } from '../../../contracts/admin-pages.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { contactMessages, listCounts, orders, users } from '../../db/schema/index.ts';
import { eraseParent } from '../account/deletion/erase-parent.ts';
import { grantAdmin } from '../users/grant-admin.ts';
import { adminRequest, insertAccount, insertMessage, insertOrder } from './admin-test-fixtures.ts';

/**
 * The support messages, orders and accounts say exactly how many rows they hold, from counts the
 * database keeps as rows are written (list_counts, migrations 0029 and 0032). Every step below is checked against a
 * real count of the rows, so a count that drifts by one fails.
 */
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin', email: 'counts-admin@example.com' });
});
afterAll(async () => ctx?.close());

const LISTS = {
  contact_messages: { table: contactMessages, url: ADMIN_API.messages, statuses: ['new', 'read', 'resolved'] },
  orders: { table: orders, url: ADMIN_API.orders, statuses: ['pending', 'paid', 'fulfilled', 'shipped'] },
} as const;

async function expectAccountsCounted(): Promise<void> {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  expect(await shownCount(ADMIN_API.users)).toEqual({ count: row!.n, kind: 'exact' });
  // And per role: a role's change moves one account from one count to the other.
  const kept = await ctx.database.db
    .select({ role: listCounts.status, n: listCounts.total })
    .from(listCounts)
    .where(and(eq(listCounts.list, 'users'), ne(listCounts.total, 0)))
    .orderBy(listCounts.status);
  const counted = await ctx.database.db.select({ role: users.role, n: count() }).from(users).groupBy(users.role).orderBy(users.role);
  expect(kept).toEqual(counted);
}

async function shownCount(url: string, status?: string): Promise<AdminPage<unknown>['total']> {
  const response = await adminRequest(ctx, 'GET', `${url}?limit=1${status ? `&status=${status}` : ''}`, admin.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<AdminPage<unknown>>().total;
}

async function rowCount(list: keyof typeof LISTS, status?: string): Promise<number> {
  const { table } = LISTS[list];
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(table)
    .where(status ? sql`${table.status} = ${status}` : undefined);
  return row?.n ?? -1;
}

async function expectCountsMatchRows(list: keyof typeof LISTS): Promise<void> {
  const { url, statuses } = LISTS[list];
  for (const status of [undefined, ...statuses]) {
    expect(await shownCount(url, status), `${list} ${status ?? 'all'}`).toEqual({ count: await rowCount(list, status), kind: 'exact' });
  }
}

it('counts the support messages exactly past the cap, through every kind of write', async () => {
  await ctx.database.db.execute(sql`
    insert into contact_messages (name, email, message, status)
    select 'Many', 'many@example.com', 'Message ' || i, (array['new', 'read', 'resolved'])[1 + i % 3]
    from generate_series(1, ${ADMIN_COUNT_CAP + 50}) as i`);
  expect(await shownCount(ADMIN_API.messages)).toEqual({ count: ADMIN_COUNT_CAP + 50, kind: 'exact' });
  await expectCountsMatchRows('contact_messages');

  // The administrator's own change of one message.
  const message = await insertMessage(ctx);
  expect((await adminRequest(ctx, 'PATCH', ADMIN_API.message(message.id), admin.cookie, { status: 'resolved' })).statusCode).toBe(200);
  await expectCountsMatchRows('contact_messages');

  // One statement moving rows both ways, and one that changes no status.
  await ctx.database.db.execute(sql`
    update contact_messages set status = case status when 'new' then 'read' when 'read' then 'new' else status end
    where message like 'Message 1%'`);
  await ctx.database.db.execute(sql`update contact_messages set updated_at = now()`);
  await expectCountsMatchRows('contact_messages');

  // A write rolled back leaves the counts as they were.
  const before = await shownCount(ADMIN_API.messages, 'new');
  await expect(
    ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from contact_messages where status = 'new'`);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await shownCount(ADMIN_API.messages, 'new')).toEqual(before);

  await ctx.database.db.execute(sql`delete from contact_messages where message like 'Message 2%'`);
  await expectCountsMatchRows('contact_messages');
  await ctx.database.db.execute(sql`truncate contact_messages`);
  expect(await shownCount(ADMIN_API.messages)).toEqual({ count: 0, kind: 'exact' });
  await insertMessage(ctx, { status: 'read' });
  await expectCountsMatchRows('contact_messages');
  await expectAccountsCounted();
});

it('counts the orders through checkout, status changes and removal', async () => {
  const parent = await createUser(ctx, { email: 'counts-parent@example.com' });
  const first = await insertOrder(ctx, parent.id, { withArtwork: false });
  await insertOrder(ctx, parent.id, { withArtwork: false, status: 'paid' });
  await insertOrder(ctx, null, { withArtwork: false, status: 'shipped' });
  await expectCountsMatchRows('orders');

  for (const status of ['paid', 'fulfilled', 'shipped', 'pending']) {
    expect((await adminRequest(ctx, 'PATCH', ADMIN_API.orderStatus(first.id), admin.cookie, { status })).statusCode).toBe(200);
    await expectCountsMatchRows('orders');
  }
  // A fulfilment change keeps the status and every count.
  expect((await adminRequest(ctx, 'PATCH', ADMIN_API.orderFulfillment(first.id), admin.cookie, { trackingNumber: 'DHL-1' })).statusCode).toBe(200);
  await ctx.database.db.execute(sql`delete from orders where id = ${first.id}`);
  await expectCountsMatchRows('orders');
});

it('counts the accounts per role through sign-up, a granted role, a rename and erasure', async () => {
  await expectAccountsCounted();
  const parent = await createUser(ctx, { email: 'counted-parent@example.com' });
  await ctx.database.db.execute(sql`
    insert into users (id, name, email) select 'counted-' || i, 'Counted ' || i, 'counted-' || i || '@example.com' from generate_series(1, 250) as i`);
  await expectAccountsCounted();
  expect(await grantAdmin({ db: ctx.database.db, email: 'counted-7@example.com' })).toBe(true);
  await ctx.database.db
    .update(users)
    .set({ name: 'Renamed Parent' })
    .where(sql`${users.id} = ${parent.id}`);
  await expectAccountsCounted();
  await eraseParent(ctx.database.db, parent.id);
  await ctx.database.db.execute(sql`delete from users where id like 'counted-1%'`);
  await insertAccount(ctx, { email: 'counted-late@example.com' });
  await expectAccountsCounted();
});

it('counts every list again from its rows after a load that ran without triggers', async () => {
  await ctx.database.db.execute(sql`update list_counts set total = total + 7`);
  expect((await shownCount(ADMIN_API.orders)).count).not.toBe(await rowCount('orders'));
  await ctx.database.db.execute(sql`select kritzel_recount_lists()`);
  await expectCountsMatchRows('orders');
  await expectCountsMatchRows('contact_messages');
  await expectAccountsCounted();
});
