import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// `server/main.ts` started as an operator starts it, with no OPERATOR_* variables (issue 35). Side
// by side: most of each start is tsx compiling the server, ~20 s on a busy machine.
const START_TIMEOUT_MS = 120_000;
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

type Started = { exitCode: number | null; stderr: string; dataDir: string };

/**
 * Starts the server on an empty DATA_DIR and answers once it exits, or once its stderr says
 * `until` (then it is stopped: the warning comes before the database opens, and the start itself
 * is the end-to-end suite's to prove).
 */
async function startMain(env: Record<string, string>, until?: string): Promise<Started> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-operator-'));
  dataDirs.push(dataDir);
  // Without any operator detail or payment key the machine running the tests might have set.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(OPERATOR|STRIPE)_/.test(name)));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  return new Promise((resolve) => {
    server.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (until && stderr.includes(until)) server.kill('SIGKILL');
    });
    server.once('exit', (exitCode) => resolve({ exitCode, stderr, dataDir }));
  });
}

it.concurrent('a public site refuses to start while its Legal Notice would show placeholders, and writes nothing', { timeout: START_TIMEOUT_MS }, async () => {
  const started = await startMain({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), PUBLIC_URL: 'https://kritzel.example.com' });
  expect(started.exitCode).toBe(1);
  expect(started.stderr).toContain('OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_VAT_ID, OPERATOR_TAX_NUMBER must be set for a public site');
  expect(await fs.readdir(started.dataDir)).toEqual([]);
});

it.concurrent('the quick start (no configuration) starts, and says at once that the details are placeholders', { timeout: START_TIMEOUT_MS }, async () => {
  const started = await startMain({ NODE_ENV: 'development' }, 'Set them before this site serves families');
  expect(started.stderr).toContain(
    "Warning: The operator's details are placeholders (OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_VAT_ID, OPERATOR_TAX_NUMBER unset)",
  );
  expect(started.stderr).not.toContain('Invalid configuration');
});
