import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ADMIN_GRANT_USAGE } from './admin-grant-command-line.ts';
import { withDatabase } from '../../../test/api-global-setup.ts';
import { OPERATOR_COMMAND_TEST_TIMEOUT, runOperatorCommand } from '../../../test/operator-command.ts';

// The CLI is tested the way an operator runs it: a separate process on a DATA_DIR (PGlite),
// or against TEST_DATABASE_URL when the suite runs on PostgreSQL. Each mistake's message is
// checked in admin-grant-command-line.unit.test.ts; one spawn shows how a mistake reaches the
// operator (every spawn loads the server's code again).
let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | null = null;

const open = () => (env.DATABASE_URL ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 }) : openDatabase({ kind: 'pglite', dataDir }));
const grant = (...args: string[]) => runOperatorCommand('scripts/admin-grant.ts', args, { ...process.env, ...env });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-cli-'));
  env = { DATA_DIR: dataDir, NODE_ENV: 'development' };
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const pg = (await import('pg')).default;
    const name = `kritzel_cli_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    env.DATABASE_URL = withDatabase(pgUrl, name);
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await open();
  await database.migrate();
  await database.db.insert(users).values({ id: 'user-cli-1', name: 'Pat Parent', email: 'pat@example.com' });
  await database.close();
});
afterAll(async () => {
  await dropDatabase?.();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it(
  'grants the administrator role to an existing account',
  async () => {
    const result = await grant('Pat@Example.com');
    expect(result).toEqual({ code: 0, stdout: 'Pat@Example.com is now an administrator.\n', stderr: '' });
    const database = await open();
    const [row] = await database.db.select().from(users).where(eq(users.id, 'user-cli-1'));
    await database.close();
    expect(row?.role).toBe('admin');
  },
  OPERATOR_COMMAND_TEST_TIMEOUT,
);

it(
  'says so when no account has that e-mail',
  async () => {
    expect(await grant('nobody@example.com')).toEqual({ code: 2, stdout: '', stderr: 'No account with e-mail nobody@example.com.\n' });
  },
  OPERATOR_COMMAND_TEST_TIMEOUT,
);

it(
  'explains a mistake with exit code 2 and its usage',
  async () => {
    expect(await grant()).toEqual({ code: 2, stdout: '', stderr: `Please give exactly one e-mail address.\n${ADMIN_GRANT_USAGE}` });
  },
  OPERATOR_COMMAND_TEST_TIMEOUT,
);

// PostgreSQL has no such lock: the CLI works at any time there.
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'refuses, without touching it, an embedded database another process holds',
  async () => {
    const database = await open();
    try {
      const result = await grant('pat@example.com');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by another Kritzel process/);
    } finally {
      await database.close();
    }
  },
  OPERATOR_COMMAND_TEST_TIMEOUT,
);
