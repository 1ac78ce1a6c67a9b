import type { AdminPage } from '../../../contracts/admin-pages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_API, ADMIN_USERS_LIMIT, type AdminUserDetail, type AdminUserSummary } from '../../../contracts/admin.ts';
import { plans, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { insertDrawing } from '../../../test/payment-factories.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { adminRequest, insertAccount } from './admin-test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin', email: 'zz-admin@example.com' });
});
afterAll(async () => ctx?.close());

const search = async (text: string): Promise<string[]> =>
  (await adminRequest(ctx, 'GET', `${ADMIN_API.users}?search=${encodeURIComponent(text)}`, admin.cookie))
    .json<AdminPage<AdminUserSummary>>()
    .items.map((u) => u.email);

it('searches e-mails case-insensitively, taking % and _ literally', async () => {
  await insertAccount(ctx, { email: 'anna_kid@example.com', createdAt: new Date(Date.now() - 2000) });
  await insertAccount(ctx, { email: 'AnnaXkid@example.com', createdAt: new Date(Date.now() - 1000) });
  await insertAccount(ctx, { email: 'hundred%percent@example.com' });
  expect(await search('ANNA_')).toEqual(['anna_kid@example.com']);
  expect(await search('anna')).toEqual(['AnnaXkid@example.com', 'anna_kid@example.com']);
  expect(await search('d%p')).toEqual(['hundred%percent@example.com']);
  expect(await search('%')).toEqual(['hundred%percent@example.com']);
  expect(await search('nobody-here')).toEqual([]);
  // A blank search is no search.
  expect((await search('  ')).length).toBeGreaterThan(3);
});

it('searches names in any case, umlauts too, follows a renamed account and never matches across name and address', async () => {
  const account = await insertAccount(ctx, { email: 'jh@example.com', firstName: 'Jürgen' });
  expect(await search('JÜRGEN TES')).toEqual(['jh@example.com']);
  // The name ends "… Tester" and the address starts "jh@": the two are searched apart.
  expect(await search('Tester jh')).toEqual([]);
  expect(await search('testerjh')).toEqual([]);
  // The search text is the database's own, kept as the row is written.
  await ctx.database.db.update(users).set({ name: 'Jürgen Okonkwo-Süß' }).where(eq(users.id, account.id));
  expect(await search('OKONKWO-SÜSS')).toEqual([]);
  expect(await search('okonkwo-SÜß')).toEqual(['jh@example.com']);
  expect(await search('Jürgen Tes')).toEqual([]);
});

it('lists the 50 newest accounts, newest first, with join date and whether they bought a plan', async () => {
  // Ahead of every account other tests made, so these are the newest.
  const base = Date.now() + 60_000;
  const created = [];
  for (let i = 0; i < ADMIN_USERS_LIMIT + 2; i++) {
    created.push(await insertAccount(ctx, { email: `bulk-${String(i).padStart(2, '0')}@example.com`, createdAt: new Date(base + i * 1000) }));
  }
  // The admin account is the newest of all.
  await ctx.database.db
    .update(users)
    .set({ createdAt: new Date(base + 3_600_000) })
    .where(eq(users.id, admin.id));
  await createPlan({ ctx, user: created[ADMIN_USERS_LIMIT + 1]!, paid: true });
  await createPlan({ ctx, user: created[ADMIN_USERS_LIMIT]!, paid: false });

  const list = (await adminRequest(ctx, 'GET', ADMIN_API.users, admin.cookie)).json<AdminPage<AdminUserSummary>>().items;
  expect(list).toHaveLength(ADMIN_USERS_LIMIT);
  expect(list[0]!.email).toBe(admin.email);
  expect(list.slice(1, 4).map((u) => u.email)).toEqual(['bulk-51@example.com', 'bulk-50@example.com', 'bulk-49@example.com']);
  expect(list[1]).toMatchObject({ hasPurchasedPlan: true, firstName: 'Alex', lastName: 'Tester', createdAt: new Date(base + 51_000).toISOString() });
  expect(list[2]!.hasPurchasedPlan).toBe(false);
});

it('shows one account with its statistics and its ten newest plans', async () => {
  const parent = await insertAccount(ctx, { email: 'stats-parent@example.com', firstName: 'Kim' });
  const hour = 3_600_000;
  const completed = await createPlan({ ctx, user: parent, setUp: true, createdAt: new Date(Date.now() - 30 * hour) });
  await ctx.database.db.update(plans).set({ isCompleted: true }).where(eq(plans.id, completed.id));
  const running = await createPlan({ ctx, user: parent, setUp: true, createdAt: new Date(Date.now() - 20 * hour) });
  await createSubmission({ ctx, user: parent, plan: running, weekNumber: 1 });
  await createSubmission({ ctx, user: parent, plan: running, weekNumber: 2 });
  await createSubmission({ ctx, user: parent, plan: running, weekNumber: 2, attemptNumber: 2 });
  const archived = await createPlan({ ctx, user: parent, setUp: true, archived: true, createdAt: new Date(Date.now() - 10 * hour) });
  const paidNotSetUp = await createPlan({ ctx, user: parent, paid: true, createdAt: new Date(Date.now() - 5 * hour) });
  for (let i = 0; i < 8; i++) await createPlan({ ctx, user: parent, createdAt: new Date(Date.now() - (4 - i * 0.1) * hour) });
  await insertDrawing(ctx, parent.id);
  await insertDrawing(ctx, parent.id);
  await insertDrawing(ctx, null);

  const response = await adminRequest(ctx, 'GET', ADMIN_API.user(parent.id), admin.cookie);
  expect(response.statusCode).toBe(200);
  const detail = response.json() as AdminUserDetail;
  expect(detail).toMatchObject({
    id: parent.id,
    email: 'stats-parent@example.com',
    firstName: 'Kim',
    lastName: 'Tester',
    name: 'Kim Tester',
    role: 'parent',
    hasPurchasedPlan: true,
    stripeCustomerId: null,
    stats: { totalPlans: 12, activePlans: 1, completedPlans: 1, totalSubmissions: 3, totalFreeChallenges: 2 },
  });
  expect(detail.recentPlans).toHaveLength(10);
  expect(detail.recentPlans.every((p) => p.type === 'drawing')).toBe(true);
  const byId = new Map(detail.recentPlans.map((p) => [p.id, p]));
  // The oldest two fall outside the ten newest.
  expect(byId.has(completed.id)).toBe(false);
  expect(byId.has(running.id)).toBe(false);
  expect(byId.get(archived.id)).toMatchObject({ isArchived: true, isActive: true, isPaid: true, currentWeek: 1 });
  expect(byId.get(paidNotSetUp.id)).toMatchObject({ isActive: false, isPaid: true, isCompleted: false, currentWeek: null });
  const dates = detail.recentPlans.map((p) => p.createdAt);
  expect(dates).toEqual([...dates].sort().reverse());
});

it('gives a running plan the week after the highest week submitted', async () => {
  const parent = await insertAccount(ctx, { email: 'week-parent@example.com' });
  const plan = await createPlan({ ctx, user: parent, setUp: true });
  for (const week of [1, 2, 3]) await createSubmission({ ctx, user: parent, plan, weekNumber: week });
  const detail = (await adminRequest(ctx, 'GET', ADMIN_API.user(parent.id), admin.cookie)).json() as AdminUserDetail;
  expect(detail.recentPlans).toEqual([expect.objectContaining({ id: plan.id, currentWeek: 4, isActive: true })]);
});

it('answers 404 "User not found" for an unknown id', async () => {
  for (const id of ['no-such-user', '00000000-0000-4000-8000-000000000000', "x' or '1'='1"]) {
    const response = await adminRequest(ctx, 'GET', ADMIN_API.user(encodeURIComponent(id)), admin.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  }
});
