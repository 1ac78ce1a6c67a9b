import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/api-global-setup.ts';
import { openTestDatabase } from '../../test/api-harness.ts';
import { openDatabase } from './client.ts';
import { users } from './schema/index.ts';

// The README's "Backups and restore", tried: the commands there, run here, give back the data.
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const run = (command: string, args: string[], cwd?: string) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
};
const parent = { id: 'backup-parent', name: 'Backup Parent', email: 'backup@example.com' };

describe('the embedded database (PGlite) and local files', () => {
  it('are backed up by archiving DATA_DIR while Kritzel is stopped, and restored by unpacking it', async () => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-backup-'));
    cleanups.push(() => fs.rm(work, { recursive: true, force: true }));
    const dataDir = path.join(work, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db.insert(users).values(parent);
    await fs.mkdir(path.join(dataDir, 'files', 'drawing', 'a'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'files', 'drawing', 'a', 'display.jpg'), 'the drawing');
    await database.close();

    run('tar', ['-czf', 'kritzel-backup.tar.gz', 'data'], work);
    await fs.rm(dataDir, { recursive: true });
    run('tar', ['-xzf', 'kritzel-backup.tar.gz'], work);

    const restored = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await restored.db.select({ email: users.email }).from(users).where(eq(users.id, parent.id))).toEqual([{ email: parent.email }]);
      expect(await fs.readFile(path.join(dataDir, 'files', 'drawing', 'a', 'display.jpg'), 'utf8')).toBe('the drawing');
    } finally {
      await restored.close();
    }
  }, 60_000);
});

// Runs in CI's PostgreSQL pass (TEST_DATABASE_URL): pg_dump and pg_restore need a real server.
describe.skipIf(!inject('postgresTemplate'))('PostgreSQL', () => {
  it('is backed up with pg_dump and restored with pg_restore into an empty database', async () => {
    const { database, drop } = await openTestDatabase();
    cleanups.push(drop);
    await database.db.insert(users).values(parent);
    const url = database.connectionString!;
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-pgdump-'));
    cleanups.push(() => fs.rm(work, { recursive: true, force: true }));
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(work, 'kritzel.dump')}`, url]);

    const name = `kritzel_restored_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const restoredUrl = withDatabase(url, name);
    run('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, path.join(work, 'kritzel.dump')]);

    const restored = await openDatabase({ kind: 'postgres', url: restoredUrl, poolSize: 1 });
    try {
      expect(await restored.db.select({ email: users.email }).from(users).where(eq(users.id, parent.id))).toEqual([{ email: parent.email }]);
      // The job queue's tables come back too: queued evaluations and e-mails survive a restore.
      await restored.migrate();
      const [queues] = await restored.db.select({ n: sql<number>`count(*)::int` }).from(sql`pgboss.queue`);
      expect(queues!.n).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
