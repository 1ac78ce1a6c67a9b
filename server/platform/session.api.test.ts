import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { createUser } from '../../test/factories.ts';
import { sessions, users } from '../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
const sessionCookie = (cookie: string) => cookie.split('; ').find((c) => c.includes('session_token='))!;

describe('the session read on every request', () => {
  it('finds the parent from the signed cookie, however the cookie header is written', async () => {
    const parent = await createUser(ctx);
    const [name, value] = sessionCookie(parent.cookie).split('=') as [string, string];
    for (const header of [parent.cookie, `other=1; ${name}=${value}`, `${name}="${value}"`, `${name}=${decodeURIComponent(value)}`]) {
      const response = await me(header);
      expect(response.statusCode, header).toBe(200);
      expect(response.json()).toMatchObject({ id: parent.id, email: parent.email, role: 'parent' });
    }
  });

  it('refuses a cookie without its signature or with a wrong one', async () => {
    const parent = await createUser(ctx);
    const [name, value] = sessionCookie(parent.cookie).split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    for (const forged of [token, `${token}.`, `${token}.${'A'.repeat(43)}=`, `other.${decodeURIComponent(value).split('.')[1]}`]) {
      expect((await me(`${name}=${encodeURIComponent(forged)}`)).statusCode, forged).toBe(401);
    }
  });

  it('ends at once when the session row goes, even for a cookie it has seen', async () => {
    const parent = await createUser(ctx);
    expect((await me(parent.cookie)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, parent.id));
    expect((await me(parent.cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session and removes it', async () => {
    const parent = await createUser(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, parent.id));
    expect((await me(parent.cookie)).statusCode).toBe(401);
    await expect.poll(async () => (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, parent.id))).length).toBe(0);
  });

  it('shows a changed role or confirmed address on the next request', async () => {
    const parent = await createUser(ctx);
    expect((await me(parent.cookie)).json()).toMatchObject({ role: 'parent', emailVerified: false });
    await ctx.database.db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, parent.id));
    expect((await me(parent.cookie)).json()).toMatchObject({ role: 'admin', emailVerified: true });
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('on the embedded database, the sessions it has read', () => {
  it('answers a remembered session without a query, and forgets it at the next write to sessions or users', async () => {
    const parent = await createUser(ctx);
    expect((await me(parent.cookie)).statusCode).toBe(200);
    // Behind the client's back (no code of ours writes so): the remembered session still answers,
    // which shows the second request asked the database nothing.
    await ctx.database.pglite!.query('delete from sessions where user_id = $1', [parent.id]);
    expect((await me(parent.cookie)).statusCode).toBe(200);
    // Any write to users through the client drops every remembered session first.
    await ctx.database.db.update(users).set({ firstName: 'Kim' }).where(eq(users.id, parent.id));
    expect((await me(parent.cookie)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, the sessions it has read', () => {
  /** Another connection, as another process, the CLI or psql would be. */
  async function elsewhere<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: ctx.database.connectionString });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  /** A write no trigger announces (replica mode skips triggers): only a query can see it. */
  const deleteUnannounced = (userId: string) =>
    elsewhere(async (client) => {
      await client.query("set session_replication_role = 'replica'");
      await client.query('delete from sessions where user_id = $1', [userId]);
    });
  const listening = () => expect.poll(() => ctx.database.writes.watching()).toBe(true);

  it('answers a remembered session without a query, and forgets it when another process changes a user', async () => {
    await listening();
    const parent = await createUser(ctx);
    expect((await me(parent.cookie)).statusCode).toBe(200);
    await deleteUnannounced(parent.id);
    expect((await me(parent.cookie)).statusCode).toBe(200);
    // Announced by the users trigger at commit, to every process.
    await elsewhere((client) => client.query('update users set first_name = $1 where id = $2', ['Kim', parent.id]));
    await expect.poll(async () => (await me(parent.cookie)).statusCode).toBe(401);
  });

  it("ends a session that another process deletes within moments, and this process's own at once", async () => {
    await listening();
    const [first, second] = [await createUser(ctx), await createUser(ctx)];
    expect((await me(first.cookie)).statusCode).toBe(200);
    expect((await me(second.cookie)).statusCode).toBe(200);
    await elsewhere((client) => client.query('delete from sessions where user_id = $1', [first.id]));
    await expect.poll(async () => (await me(first.cookie)).statusCode, { timeout: 2_000 }).toBe(401);
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, second.id));
    expect((await me(second.cookie)).statusCode).toBe(401);
  });

  it('remembers nothing while it cannot hear the announcements, and listens again after', async () => {
    await listening();
    const parent = await createUser(ctx);
    expect((await me(parent.cookie)).statusCode).toBe(200);
    await elsewhere((client) =>
      client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'"),
    );
    await expect.poll(() => ctx.database.writes.watching()).toBe(false);
    await deleteUnannounced(parent.id);
    expect((await me(parent.cookie)).statusCode).toBe(401);
    await listening();
  });
});
