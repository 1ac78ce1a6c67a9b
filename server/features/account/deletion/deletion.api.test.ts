import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API, ACCOUNT_MESSAGES, DELETION_MESSAGES, type DataExport } from '../../../../contracts/account.ts';
import { accounts, files, orders, plans, sessions } from '../../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../../test/api-harness.ts';
import { createUser, signIn, type TestUser } from '../../../../test/factories.ts';
import { createLogger } from '../../../runtime.ts';
import { storageKeysOf } from '../../files/file-references.ts';
import { registerExportWorker } from '../export/workers.ts';
import { giveParentData, type ParentData } from './parent-data.fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await registerExportWorker({ database: ctx.database, storage: ctx.storage, queue: ctx.queue, logger: createLogger(ctx.config) });
});
afterAll(async () => ctx?.close());

const deleteAccount = (cookie: string, payload?: object) =>
  ctx.app.inject({ method: 'DELETE', url: ACCOUNT_API.account, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
const currentUser = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Every row of every table in the app's schema and the job queue whose text mentions one of `needles`. */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const tables = rowsOf(
    await ctx.database.db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`),
  );
  const found: string[] = [];
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    for (const needle of needles) {
      const hits = rowsOf(
        await ctx.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)} t where strpos(t::text, ${needle}) > 0`,
        ),
      );
      if (Number(hits[0]?.n) > 0) found.push(`${schema}.${name} mentions ${needle}`);
    }
  }
  return found;
}

async function readyExport(user: TestUser): Promise<DataExport> {
  const started = await ctx.app.inject({ method: 'POST', url: ACCOUNT_API.exports, headers: { origin: TEST_ORIGIN, cookie: user.cookie } });
  const id = started.json().id as string;
  return vi.waitFor(
    async () => {
      const current = (await ctx.app.inject({ method: 'GET', url: ACCOUNT_API.export(id), headers: { cookie: user.cookie } })).json() as DataExport;
      expect(current.status).toBe('ready');
      return current;
    },
    { timeout: 30_000, interval: 250 },
  );
}

describe('deleting an account with a password', () => {
  let mia: TestUser;
  let ben: TestUser;
  let miaData: ParentData;
  let benData: ParentData;
  let miaKeys: string[];
  let secondDevice: string;

  beforeAll(async () => {
    mia = await createUser(ctx, { firstName: 'Mia' });
    ben = await createUser(ctx, { firstName: 'Ben' });
    miaData = await giveParentData(ctx, mia, { childName: 'Lotte', label: 'mia-only' });
    benData = await giveParentData(ctx, ben, { childName: 'Oskar', label: 'ben-only' });
    await readyExport(mia);
    await readyExport(ben);
    secondDevice = await signIn(ctx.app, mia.email, mia.password);
    miaKeys = (await ctx.storage.list()).filter((key) => !key.startsWith('test/'));
  });

  it('asks for the password, and refuses a wrong one', async () => {
    const missing = await deleteAccount(mia.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'VALIDATION_FAILED', message: ACCOUNT_MESSAGES.deleteConfirmRequired });
    expect((await deleteAccount(mia.cookie)).statusCode).toBe(400);
    const wrong = await deleteAccount(mia.cookie, { password: 'not the password at all' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ code: 'FORBIDDEN', message: ACCOUNT_MESSAGES.wrongPassword });
    expect((await deleteAccount('', { password: mia.password })).statusCode).toBe(401);
    expect((await currentUser(mia.cookie)).statusCode).toBe(200);
    // Nothing was deleted, and the check used below does see the parent's rows and jobs.
    const before = await rowsMentioning([mia.id, 'Lotte']);
    expect(before).toEqual(
      expect.arrayContaining([
        `pgboss.job mentions ${mia.id}`,
        `public.plans mentions ${mia.id}`,
        'public.plans mentions Lotte',
        `public.files mentions ${mia.id}`,
      ]),
    );
  });

  it('deletes every row, file and job of the parent, ends every session, and keeps a reduced order record', async () => {
    const benKeysBefore = new Set(await keysOfRows(ben.id));
    const response = await deleteAccount(mia.cookie, { password: mia.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/kritzel\.session_token=; Max-Age=0;.*Path=\/;.*HttpOnly;.*SameSite=Lax/);

    // Sessions ended at once, on every device; the account no longer signs in.
    expect((await currentUser(mia.cookie)).statusCode).toBe(401);
    expect((await currentUser(secondDevice)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: mia.email, password: mia.password },
    });
    expect(again.statusCode).toBe(401);

    // No row in any table (the job queue included) mentions the parent, the child or any of their ids.
    const needles = [
      mia.id,
      mia.email,
      'Lotte',
      miaData.plan.id,
      miaData.submission.id,
      miaData.message.id,
      miaData.drawing.id,
      miaData.checkpoint.id,
      miaData.task.id,
      miaData.ticketId,
    ];
    expect(await rowsMentioning(needles)).toEqual([]);

    // The order record stays, reduced to what an invoice needs.
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, miaData.order.id));
    expect(order).toMatchObject({
      userId: null,
      fileId: null,
      fulfillmentNotes: null,
      configuration: { size: '7inch' },
      shippingAddress: { name: 'mia-only Parent', line1: '', line2: null, city: '', state: null, postal_code: '22763', country: 'DE' },
      priceCents: 7900,
      status: 'shipped',
    });

    // No stored file of the parent is left: photos, thumbnails, recordings, artwork, raw uploads, exports.
    const left = new Set(await ctx.storage.list());
    const miaOnly = miaKeys.filter((key) => !benKeysBefore.has(key));
    // two sizes of the free analysis, baseline, photo and task photo, three of the artwork (its original to print); a recording, a raw upload, an export
    expect(miaOnly).toHaveLength(14);
    expect(miaOnly.filter((key) => left.has(key))).toEqual([]);
    expect([...left].filter((key) => key.includes(mia.id))).toEqual([]);
  });

  it("leaves another parent's data untouched", async () => {
    expect((await currentUser(ben.cookie)).statusCode).toBe(200);
    const keys = await keysOfRows(ben.id);
    expect(keys).toHaveLength(14);
    for (const key of keys) expect(await ctx.storage.exists(key), key).toBe(true);
    const plan = await ctx.app.inject({ method: 'GET', url: `/api/plans/${benData.plan.id}`, headers: { cookie: ben.cookie } });
    expect(plan.statusCode).toBe(200);
    const [benOrder] = await ctx.database.db.select().from(orders).where(eq(orders.id, benData.order.id));
    expect(benOrder).toMatchObject({ userId: ben.id, fileId: benData.artworkFile.id, fulfillmentNotes: 'ring twice at ben-only' });
    const exports = (await ctx.app.inject({ method: 'GET', url: ACCOUNT_API.exports, headers: { cookie: ben.cookie } })).json() as DataExport[];
    expect((await ctx.app.inject({ method: 'GET', url: exports[0]!.downloadUrl!, headers: { cookie: ben.cookie } })).statusCode).toBe(200);
    const jobs = rowsOf(await ctx.database.db.execute(sql`select count(*)::int as n from pgboss.job where strpos(data::text, ${ben.id}) > 0`));
    expect(Number(jobs[0]?.n)).toBeGreaterThan(0);
  });
});

describe('deleting an account that signs in only through single sign-on', () => {
  it('asks for a fresh sign-in instead of a password', async () => {
    const sso = await createUser(ctx, { firstName: 'Sam' });
    await ctx.database.db.update(accounts).set({ providerId: 'oidc', password: null }).where(eq(accounts.userId, sso.id));
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(sessions.userId, sso.id));
    const stale = await deleteAccount(sso.cookie, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(DELETION_MESSAGES.signInAgain);

    await ctx.database.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, sso.id));
    expect((await deleteAccount(sso.cookie, {})).statusCode).toBe(200);
    expect((await currentUser(sso.cookie)).statusCode).toBe(401);
    expect(await rowsMentioning([sso.id, sso.email])).toEqual([]);
  });
});

/** The storage keys a parent's rows name: their files (every size) and the plan's baseline. */
async function keysOfRows(userId: string): Promise<string[]> {
  const owned = await ctx.database.db.select().from(files).where(eq(files.ownerId, userId));
  const planRows = await ctx.database.db.select({ id: plans.id }).from(plans).where(eq(plans.userId, userId));
  expect(planRows.length).toBeGreaterThan(0);
  const exportKeys = rowsOf(
    await ctx.database.db.execute(sql`select storage_key as key from data_exports where user_id = ${userId} and storage_key is not null`),
  ).map((r) => String(r.key));
  const ticketKeys = rowsOf(await ctx.database.db.execute(sql`select storage_key as key from upload_tickets where user_id = ${userId}`)).map((r) =>
    String(r.key),
  );
  return [...owned.flatMap(storageKeysOf), ...exportKeys, ...ticketKeys];
}
