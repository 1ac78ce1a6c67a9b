import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../test/api-harness.ts';
import { testAppWithPeople } from '../../test/test-app-with-people.ts';
import { capturingLogger } from '../../test/capturing-logger.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createJobQueue } from '../jobs/queue.ts';

// Issue 16, findings 8 and 12: during a database outage the raw session token went into the
// log dozens of times (failed queries quote their parameters), and the API answered 500.

const outages: [string, () => Promise<Database>][] = [
  [
    'the embedded database is closed',
    async () => {
      const database = await openDatabase({ kind: 'pglite-memory' });
      await database.close();
      return database;
    },
  ],
  ['PostgreSQL refuses connections', async () => openDatabase({ kind: 'postgres', url: 'postgres://kritzel:kritzel@127.0.0.1:1/kritzel' })],
];

const t = testAppWithPeople({ parent: {} });

describe.each(outages)('while %s', (_name, openDownDatabase) => {
  let down: FastifyInstance;
  let database: Database;
  let log: () => string;
  beforeAll(async () => {
    database = await openDownDatabase();
    const capture = capturingLogger();
    log = capture.text;
    // The same configuration (and so the same cookie secret) as the process that signed the parent in.
    const queue = createJobQueue(database, capture.logger);
    down = await buildTestApp({ config: t.ctx.config, database, queue, logger: capture.logger, storage: t.ctx.storage, analyser: t.ctx.analyser });
  });
  afterAll(async () => {
    await down?.close();
    await database?.close().catch(() => {});
  });

  it('answers 503 UNAVAILABLE with a clear message, not 500', async () => {
    for (const url of ['/api/plans', '/api/auth/user']) {
      const response = await down.inject({ url, headers: { cookie: t.parent.cookie } });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ code: 'UNAVAILABLE', message: 'Kritzel is briefly unavailable. Please try again in a minute.' });
    }
  });

  it("answers 503 on the auth library's own routes too", async () => {
    const signIn = await down.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: t.parent.email, password: t.parent.password },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('says it is not ready', async () => {
    const response = await down.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('keeps session tokens and what parents typed out of the log', async () => {
    const contact = { name: 'Juniper Quartermaine', email: 'juniper.quartermaine@example.com', message: 'My daughter Wren draws only in purple' };
    await down.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN }, payload: contact });
    for (let i = 0; i < 3; i++) await down.inject({ url: '/api/plans', headers: { cookie: t.parent.cookie } });

    const text = log();
    expect(text).toContain('request failed');
    const sessionCookie = t.parent.cookie.split('; ').find((cookie) => cookie.includes('session_token=')) ?? '';
    const cookieValue = decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf('=') + 1));
    const token = cookieValue.split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(16);
    for (const secret of [token, cookieValue, contact.name, contact.email, contact.message, t.parent.email]) {
      expect(text).not.toContain(secret);
    }
  });
});
