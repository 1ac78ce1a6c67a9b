import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;

/** The CLI as `npm run voucher:create --` runs it, on a PGlite DATA_DIR of its own. */
function voucherCreate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/voucher-create.ts', ...args],
      { cwd: ROOT, env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test' }, timeout: 90_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-voucher-cli-'));
});
afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

describe('npm run voucher:create', () => {
  it('creates a voucher, uppercased, and refuses the same code again with exit code 2', async () => {
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
  }, 120_000);

  it('explains bad input with exit code 2 before touching the database', async () => {
    const cases: [string[], string][] = [
      [[], 'exactly one voucher code'],
      [['AB'], '4 to 32 letters'],
      [['SPACE CODE'], '4 to 32 letters'],
      [['GOODCODE', '--max-uses', '0'], 'at least 1'],
      [['GOODCODE', '--max-uses', 'many'], 'at least 1'],
      [['GOODCODE', '--expires', '2020-01-01'], 'in the future'],
      [['GOODCODE', '--expires', '2099-02-30'], 'a date such as 2027-01-01'],
      [['GOODCODE', '--colour', 'red'], "Unknown option '--colour'"],
    ];
    const results = await Promise.all(cases.map(([args]) => voucherCreate(...args)));
    for (const [i, [args, message]] of cases.entries()) {
      const result = results[i]!;
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: npm run voucher:create');
    }
  }, 120_000);

  it('refuses a DATA_DIR a running server holds, as admin:grant does', async () => {
    const lock = path.join(dataDir, 'kritzel.lock');
    await fs.writeFile(lock, String(process.pid));
    try {
      const result = await voucherCreate('LOCKED01');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by another Kritzel process (pid ${process.pid})`);
    } finally {
      await fs.rm(lock, { force: true });
    }
  }, 120_000);
});
