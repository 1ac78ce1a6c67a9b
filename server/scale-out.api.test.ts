import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Submission } from '../contracts/submissions.ts';
import { drawingPhoto } from '../bench/api/drawing-photo.ts';
import { ParentClient, type ParentSession } from '../bench/api/parent-client.ts';
import { activePlan, signUpParent } from '../bench/api/parent-setup.ts';
import { submitWeeklyDrawing } from '../bench/api/weekly-drawing.ts';
import { withDatabase } from '../test/api-global-setup.ts';
import { startS3rver } from '../test/s3rver.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createVoucher } from './features/vouchers/create-voucher.ts';
import { evaluateSubmissionJob } from './features/submissions/jobs/evaluate-submission.ts';

/**
 * Issue 20: Kritzel as an operator runs it on several machines — two API processes (WORKER=off)
 * and one worker, the compiled server (dist/server, as `npm start` runs it), on one empty
 * PostgreSQL and one S3 bucket (s3rver), all started at the same moment. One parent's journey
 * crosses them; a worker killed with SIGKILL mid-evaluation is recovered after its restart.
 * Runs in CI's PostgreSQL pass (TEST_DATABASE_URL) after `npm test` has built dist/.
 */
const SERVER_DIR = path.resolve('dist/server');
const figures: Record<string, number> = {};

type Running = { name: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(name: string, entry: string, env: Record<string, string>): Running {
  let output = '';
  const child = spawn(process.execPath, [path.join(SERVER_DIR, entry)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, output: () => output, exited };
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe.skipIf(!inject('postgresTemplate'))('two API processes and a worker on one PostgreSQL and one bucket', () => {
  const running: Running[] = [];
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let database: Database;
  let admin: pg.Client;
  let dbName: string;
  let env: Record<string, string>;
  let apiA: string;
  let apiB: string;
  let parent: ParentSession;

  beforeAll(async () => {
    await fs.access(path.join(SERVER_DIR, 'main.js')).catch(() => {
      throw new Error('dist/server is missing: run `npm run build` (npm test does it).');
    });
    s3 = await startS3rver();
    const server = inject('postgresTemplate')!.url;
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
    dbName = `kritzel_scale_${crypto.randomBytes(5).toString('hex')}`;
    // Empty: the processes race to migrate it and to seed the demo accounts.
    await admin.query(`create database ${dbName}`);
    const databaseUrl = withDatabase(server, dbName);
    const [portA, portB] = [await freePort(), await freePort()];
    apiA = `http://127.0.0.1:${portA}`;
    apiB = `http://127.0.0.1:${portB}`;
    const dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-scale-'));
    env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      AUTH_SECRET: crypto.randomBytes(36).toString('base64'),
      PUBLIC_URL: apiA,
      TRUSTED_ORIGINS: apiB,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      EVALUATION_CONCURRENCY: '1',
      ...s3.env,
    };
    const dir = (name: string) => path.join(dataRoot, name);
    const startedAt = Date.now();
    running.push(
      start('api-a', 'main.js', { ...env, PORT: String(portA), HOST: '127.0.0.1', WORKER: 'off', DATA_DIR: dir('a') }),
      start('api-b', 'main.js', { ...env, PORT: String(portB), HOST: '127.0.0.1', WORKER: 'off', DATA_DIR: dir('b') }),
      start('worker', 'worker.js', { ...env, DATA_DIR: dir('w'), LOG_LEVEL: 'info' }),
    );
    for (const url of [apiA, apiB]) await until(`${url}/readyz`, 120_000, async () => (await fetch(`${url}/readyz`)).ok);
    await until('the worker', 120_000, async () => running[2]!.output().includes('Kritzel worker is running') || null);
    figures.startSeconds = (Date.now() - startedAt) / 1000;
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    for (const process of running) if (process.child.exitCode === null) process.child.kill('SIGKILL');
    await Promise.all(running.map((process) => process.exited));
    await database?.close();
    await admin?.query(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
    await s3?.close();
    process.stdout.write(`scale-out figures (seconds): ${JSON.stringify(figures)}\n`);
  });

  it('start together on an empty database: one migrates, one seeds the demo accounts, none crashes', () => {
    for (const process of running) expect(process.child.exitCode, `${process.name}:\n${process.output()}`).toBeNull();
    const seeded = running.filter((process) => process.output().includes('demo accounts were created'));
    expect(seeded.map((process) => process.name)).toHaveLength(1);
  });

  it("carry one parent's journey across them: sign-up on one, plan and payment on the other, the worker evaluates, both serve the file", async () => {
    const journeyStarted = Date.now();
    const photo = await drawingPhoto();
    parent = { ...(await signUpParent(apiA, 1)), planId: '' };
    const voucher = await createVoucher({ db: database.db, code: 'SCALEOUT', maxUses: 5, expiresAt: null, description: 'scale-out test' });
    parent.planId = await activePlan(new ParentClient(apiB, parent), voucher.code, photo);

    const onA = new ParentClient(apiA, parent);
    const onB = new ParentClient(apiB, parent);
    const submissionId = await submitWeeklyDrawing(onA, parent.planId, 1, photo);
    expect(submissionId).toBeTruthy();
    const evaluated = await until('the worker to evaluate week 1', 120_000, async () => {
      const submission = await onB.expect<Submission>('GET /api/submissions/:id', `/api/submissions/${submissionId}`);
      return submission.evaluationStatus === 'completed' ? submission : null;
    });
    expect(evaluated.aiFeedback).not.toBeNull();
    figures.journeySeconds = (Date.now() - journeyStarted) / 1000;

    const imageUrl = evaluated.images[0]?.imageUrl ?? evaluated.imageUrl;
    expect(imageUrl).toBeTruthy();
    const [fromA, fromB] = await Promise.all(
      [apiA, apiB].map(async (base) => {
        const response = await fetch(new URL(imageUrl!, base), { headers: { cookie: parent.cookie } });
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(fromA!.length).toBeGreaterThan(1000);
    expect(fromA!.equals(fromB!)).toBe(true);
  }, 300_000);

  it('count rate limits once across processes: sign-in attempts spread over both are limited together', async () => {
    const address = '10.77.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const client = new ParentClient(attempt % 2 === 0 ? apiA : apiB, { address });
      const answer = await client.call('POST /api/identity/sign-in/email', '/api/identity/sign-in/email', {
        json: { email: parent.email, password: 'not the password' },
      });
      statuses.push(answer?.status ?? 0);
    }
    // RATE_LIMIT_SIGN_IN is 10 a minute per address: ten refusals of the password, then 429 — on either process.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('finish an evaluation whose worker was killed (SIGKILL) mid-way, within a minute of its restart', async () => {
    const photo = await drawingPhoto();
    const onB = new ParentClient(apiB, parent);
    const worker = running[2]!;
    const submissionId = await submitWeeklyDrawing(onB, parent.planId, 2, photo);
    expect(submissionId).toBeTruthy();
    await until('the worker to take the evaluation', 60_000, async () => {
      const [active] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pgboss.job`)
        .where(sql`name = ${evaluateSubmissionJob.name} and data->>'submissionId' = ${submissionId} and state = 'active'`);
      return (active?.n ?? 0) > 0 || null;
    });
    worker.child.kill('SIGKILL');
    await worker.exited;
    const status = await new ParentClient(apiA, parent).expect<Submission>('GET /api/submissions/:id', `/api/submissions/${submissionId}`);
    expect(status.evaluationStatus).toBe('pending');

    const restartedAt = Date.now();
    const restarted = start('worker (restarted)', 'worker.js', {
      ...env,
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(os.tmpdir(), `kritzel-scale-w2-${process.pid}`),
    });
    running.push(restarted);
    await until('the evaluation to complete after the restart', 60_000, async () => {
      const submission = await new ParentClient(apiA, parent).expect<Submission>('GET /api/submissions/:id', `/api/submissions/${submissionId}`);
      return submission.evaluationStatus === 'completed' || null;
    });
    figures.recoverySeconds = (Date.now() - restartedAt) / 1000;
    expect(figures.recoverySeconds).toBeLessThan(60);
  }, 180_000);
});
