import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/find-chromium.ts';
import { startMailServer } from '../test/mail-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    voucherCode?: string;
    /** The test mail server's inbox (JSON): the welcome, confirmation and reset e-mails. */
    inboxUrl: string;
  }
}

/** A voucher the purchase tests redeem; created with the CLI before the server holds the database. */
export const E2E_VOUCHER = 'E2EVOUCHER';

/** The production build (scripts/build-server.mjs): the server and the voucher CLI, compiled. */
const SERVER_DIR = path.resolve('dist/server');

/**
 * Starts the production server (dist/server/main.js: built SPA + API + worker) on a free port
 * with its own DATA_DIR, as `npm start` would, and hands its address to the end-to-end tests.
 * It runs the build as it is: `npm test` and `npm run test:e2e` build first (once); run
 * `npm run build` before running these files by hand after changing the server or the web app.
 */
export default async function setup(project: TestProject) {
  // Fails loudly, with instructions, when no browser exists: never skip silently.
  const chromiumPath = findChromium();
  const webDir = path.resolve(process.env.WEB_DIR ?? 'dist/web');
  for (const file of [path.join(webDir, 'index.html'), path.join(SERVER_DIR, 'main.js'), path.join(SERVER_DIR, 'voucher-create.js')]) {
    await fs.access(file).catch(() => {
      throw new Error(`${file} is missing: run \`npm run build\` (npm test does it for you).`);
    });
  }
  warnIfBuildIsStale();
  // E-mails go through the real SMTP adapter to a mail server the tests can read.
  const smtp = await startMailServer();
  const server = await startServer({ ADMIN_EMAILS: 'e2e-admin@example.com', SMTP_URL: smtp.smtpUrl });
  project.provide('baseURL', server.baseURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('voucherCode', E2E_VOUCHER);
  project.provide('inboxUrl', smtp.inboxUrl);
  return async () => {
    await server.stop();
    await smtp.close();
  };
}

export type E2eServer = { baseURL: string; stop: () => Promise<void> };

/**
 * One production server with its own empty DATA_DIR and the e2e voucher. The global setup starts
 * the one every test file shares; a file that needs the server configured otherwise (an AI
 * provider, say) starts its own with `env` on top, and stops it.
 */
export async function startServer(env: Record<string, string>, options: { port?: number } = {}): Promise<E2eServer> {
  // A port chosen beforehand lets a peer that must know our address (an OpenID provider's
  // redirect URI) start first.
  const port = options.port ?? (await freePort());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const voucher = spawnSync(process.execPath, [path.join(SERVER_DIR, 'voucher-create.js'), E2E_VOUCHER, '--max-uses', '1000'], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (voucher.status !== 0) throw new Error(`Could not create the e2e voucher:\n${voucher.stdout}${voucher.stderr}`);
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIR, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_API: '100000',
      // The feedback e-mail's quiet time (15 minutes) shortened, so a test can wait for the e-mail.
      FEEDBACK_NOTICE_QUIET_SECONDS: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForReady(baseURL, server, () => output);
  return {
    baseURL,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A build older than the sources still runs, but the tests would not see the latest change: say so. */
function warnIfBuildIsStale() {
  // Without Vitest's NODE_ENV=test: the build is made by `npm test`/`npm run build`, which do not set it.
  const check = spawnSync(process.execPath, ['scripts/build.mjs', '--check'], { env: { ...process.env, NODE_ENV: undefined } });
  if (check.status === 1)
    process.stderr.write('\nWarning: dist/ was built from older sources; the end-to-end tests run that build. `npm run build` updates it.\n\n');
}

async function waitForReady(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${output()}`);
    const ok = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not become ready within 60 s:\n${output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
