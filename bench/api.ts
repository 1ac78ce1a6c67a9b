/**
 * npm run bench:api
 *
 * Measures Kritzel's authenticated GET /api/auth/user and a static asset against a bare
 * Fastify hello-world measured in the same run, on the same machine, and prints each
 * route's requests/s as a ratio of the hello-world's. Absolute numbers vary by machine; the
 * ratios are what to compare between runs. Results also go to bench/out/api.json.
 *
 * The servers run on this thread; autocannon runs in a worker thread, so the load generator
 * does not share the event loop it measures. BENCH_DURATION (seconds, default 10) and
 * BENCH_CONNECTIONS (default 50) change the load.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { createJobQueue, type JobQueue } from '../server/jobs/queue.ts';
import { registerWorkers } from '../server/jobs/workers.ts';
import { createConfiguredAnalyser } from '../server/providers/ai/index.ts';
import { createMailSender } from '../server/providers/mail/mail-sender.ts';
import { createFileStorage } from '../server/providers/storage/index.ts';
import { createPaymentProvider } from '../server/providers/payments/index.ts';
import { createLogger } from '../server/runtime.ts';

type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
  warmup?: { connections: number; duration: number };
};
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OUT_FILE = path.resolve(import.meta.dirname, 'out', 'api.json');

type Measurement = {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  averageLatencyMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  ratioToHelloWorld: number;
};

async function measure(route: string, url: string, headers: Record<string, string> = {}): Promise<Omit<Measurement, 'ratioToHelloWorld'>> {
  process.stdout.write(`  measuring ${route} for ${DURATION} s with ${CONNECTIONS} connections…\n`);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    workers: 1,
    headers,
    warmup: { connections: CONNECTIONS, duration: 1 },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    process.stdout.write(`  warning: ${route} had ${result.non2xx} non-2xx responses and ${result.errors} errors\n`);
  }
  return {
    route,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    averageLatencyMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startHelloWorld(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

type Kritzel = { app: FastifyInstance; config: Config; database: Database; queue: JobQueue; dataDir: string };

/** The same start sequence as server/main.ts, on a fresh PGlite in a temp folder. */
async function startKritzel(): Promise<Kritzel> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kritzel-bench-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_API: String(1e9),
    LOG_LEVEL: 'silent',
  });
  const logger = createLogger(config);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const queue = createJobQueue(database, logger);
  await queue.start();
  const storage = createFileStorage(config);
  const analyser = createConfiguredAnalyser({ config, db: database.db, logger });
  await registerWorkers({ config, database, queue, logger, storage, analyser, mail: createMailSender({ smtpUrl: undefined, from: config.mailFrom, logger }) });
  const app = await buildApp({ config, database, queue, logger, storage, analyser, payments: createPaymentProvider({ config, db: database.db }) });
  await app.listen({ port: config.port, host: config.host });
  return { app, config, database, queue, dataDir };
}

async function signIn(kritzel: Kritzel): Promise<string> {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const password = crypto.randomBytes(18).toString('base64url');
  await kritzel.app.auth.api.signUpEmail({ body: { name: 'Bench Parent', email, password } });
  const response = await fetch(`${kritzel.config.publicUrl}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: kritzel.config.publicUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const check = await fetch(`${kritzel.config.publicUrl}/api/auth/user`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`the session cookie does not work: GET /api/auth/user answered ${check.status}`);
  return cookie;
}

/** The SPA's entry script (what every visitor loads first), if the web app is built. */
function builtEntryScript(webDir: string): string | null {
  const indexPath = path.join(webDir, 'index.html');
  const assetsDir = path.join(webDir, 'assets');
  if (!fs.existsSync(indexPath) || !fs.existsSync(assetsDir)) return null;
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(fs.readFileSync(indexPath, 'utf8'))?.[1];
  if (entry && fs.existsSync(path.join(webDir, entry))) return entry;
  const anyScript = fs.readdirSync(assetsDir).find((f) => f.endsWith('.js'));
  return anyScript ? `/assets/${anyScript}` : null;
}

function printTable(rows: Measurement[]) {
  const header = ['route', 'requests/s', 'p99 ms', 'req/s vs hello-world'];
  const body = rows.map((r) => [r.route, r.requestsPerSecond.toFixed(0), r.p99Ms.toFixed(1), `${r.ratioToHelloWorld.toFixed(2)}×`]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${body.map(line).join('\n')}\n`);
}

async function main() {
  process.stdout.write(`Kritzel API benchmark — Node ${process.version}, ${os.cpus().length} CPUs\n`);
  const raw: Omit<Measurement, 'ratioToHelloWorld'>[] = [];
  const notes: string[] = [];

  const hello = await startHelloWorld();
  try {
    raw.push(await measure('hello-world GET / (bare Fastify)', hello.url));
  } finally {
    await hello.app.close();
  }

  process.stdout.write('  starting Kritzel on a fresh embedded database…\n');
  const kritzel = await startKritzel();
  try {
    const cookie = await signIn(kritzel);
    raw.push(await measure('GET /api/auth/user (signed in)', `${kritzel.config.publicUrl}/api/auth/user`, { cookie }));
    const asset = builtEntryScript(kritzel.config.webDir);
    if (asset) {
      raw.push(await measure(`GET ${asset} (static)`, `${kritzel.config.publicUrl}${asset}`));
    } else {
      const note = 'No built web app in dist/web (run `npm run build`); measured GET /healthz instead of a static asset.';
      notes.push(note);
      process.stdout.write(`  note: ${note}\n`);
      raw.push(await measure('GET /healthz (no build)', `${kritzel.config.publicUrl}/healthz`));
    }
  } finally {
    await kritzel.app.close();
    await kritzel.queue.stop(5);
    await kritzel.database.close();
    fs.rmSync(kritzel.dataDir, { recursive: true, force: true });
  }

  const baseline = raw[0]!.requestsPerSecond;
  const rows: Measurement[] = raw.map((r) => ({ ...r, ratioToHelloWorld: baseline > 0 ? r.requestsPerSecond / baseline : 0 }));
  printTable(rows);
  for (const note of notes) process.stdout.write(`\nNote: ${note}\n`);

  fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    notes,
    results: rows,
  };
  fs.writeFileSync(OUT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`\nWritten to ${path.relative(process.cwd(), OUT_FILE)}\n`);
  const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failed.length > 0) {
    process.stderr.write(`Some routes did not answer 2xx throughout: ${failed.map((r) => r.route).join(', ')}\n`);
    process.exitCode = 1;
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    process.stderr.write(`bench:api failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
