import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';
import { OPERATOR_COMMAND_TEST_TIMEOUT, runOperatorCommand } from '../../../test/operator-command.ts';
import { VOUCHER_CREATE_USAGE } from './voucher-command-line.ts';

let dataDir: string;

/** The CLI as `npm run voucher:create --` runs it, on a PGlite DATA_DIR of its own. */
function voucherCreate(...args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return runOperatorCommand('scripts/voucher-create.ts', args, { ...env, DATA_DIR: dataDir, NODE_ENV: 'test' });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-voucher-cli-'));
});
afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

describe('npm run voucher:create', () => {
  // Each mistake's message is checked in voucher-command-line.unit.test.ts; spawning the command
  // once shows how a mistake reaches the operator (every spawn loads the server's code through tsx).
  it(
    'explains bad input with exit code 2 and its usage, before touching the database',
    async () => {
      const result = await voucherCreate('GOODCODE', '--max-uses', '0');
      expect(result.code).toBe(2);
      expect(result.stderr).toBe('Maximum uses must be a whole number of at least 1\n' + VOUCHER_CREATE_USAGE);
      await expect(fs.readdir(dataDir)).resolves.toEqual([]);
    },
    OPERATOR_COMMAND_TEST_TIMEOUT,
  );

  it(
    'creates a voucher, uppercased, and refuses the same code again with exit code 2',
    async () => {
      const created = await voucherCreate('beta2027', '--max-uses', '5', '--expires', '2099-01-01', '--description', 'Beta testers');
      expect(created).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).toContain('Created voucher BETA2027');
      expect(created.stdout).toContain('0 of 5');
      expect(created.stdout).toContain('2099-01-01T00:00:00.000Z');

      const duplicate = await voucherCreate('BETA2027');
      expect(duplicate.code).toBe(2);
      expect(duplicate.stderr).toContain('A voucher with the code BETA2027 already exists');

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await database.db.select().from(vouchers).where(eq(vouchers.code, 'BETA2027'));
        expect(rows).toMatchObject([{ maxUses: 5, currentUses: 0, isActive: true, description: 'Beta testers', expiresAt: new Date('2099-01-01T00:00:00Z') }]);
      } finally {
        await database.close();
      }
    },
    OPERATOR_COMMAND_TEST_TIMEOUT,
  );

  it(
    'refuses a DATA_DIR a running server holds, as admin:grant does',
    async () => {
      const lock = path.join(dataDir, 'kritzel.lock');
      await fs.writeFile(lock, String(process.pid));
      try {
        const result = await voucherCreate('LOCKED01');
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`is in use by another Kritzel process (pid ${process.pid})`);
      } finally {
        await fs.rm(lock, { force: true });
      }
    },
    OPERATOR_COMMAND_TEST_TIMEOUT,
  );
});
