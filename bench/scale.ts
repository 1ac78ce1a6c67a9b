/**
 * npm run bench:scale [-- --smoke]
 *
 * Kritzel at 100,000 families (issue 36, ADR 032): on a PostgreSQL database made for the run
 * (DATABASE_URL names the server; the database is created and dropped), Kritzel starts as in
 * production, a parent with three full plans and an administrator sign up, a first page of each
 * administrator list is seeded, and every page read they make is measured at 50 connections
 * (p50/p95/p99) on this nearly empty database. Then
 * set-based SQL seeds 100,000 families around them (bench/scale/shape.ts), the same reads are
 * measured again, a data export is timed on both, and every sweep and scheduled job runs over
 * the full tables while the plan page is read beside it. Prints tables, checks the targets
 * (bench/scale/settings.ts TARGETS) and writes bench/out/scale.json.
 *
 * Exits 1 when a step is broken, and in a full run when a target is missed. --smoke seeds 1 %
 * and sends a few requests per read: it fails on errors, never on a number. BENCH_CONNECTIONS
 * (default 50), BENCH_DURATION (seconds per read, default 5) and BENCH_SWEEPS (where the sweeps
 * run: `api`, the default, in the API's process as `npm start` runs them, or `worker`, in a
 * process of their own as `npm run worker` does) change the full run; the smoke runs both.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_API } from '../contracts/account-api.ts';
import { createFreshDatabase } from './api/fresh-database.ts';
import { startKritzel, type KritzelServer } from './api/kritzel-server.ts';
import { loadAverage, machine, writeReport } from './api/report.ts';
import { measuredPeople, type MeasuredPeople } from './scale/family.ts';
import { measureReads, readWhile } from './scale/read-runner.ts';
import { administratorReads, pageReadsBesideSweeps, parentReads, type MeasuredRead } from './scale/reads.ts';
import { besideTable, readTable, sweepTable } from './scale/report.ts';
import { seededCounts, seedEveryone, seedFirstPages } from './scale/seed.ts';
import { seededKeyCount } from './scale/seeded-store.ts';
import { readSettings, type ScaleSettings } from './scale/settings.ts';
import { seedShape } from './scale/shape.ts';
import { runSweeps, runSweepsInWorker, sweeps, watchingStalls } from './scale/sweeps.ts';
import { problems, type ScaleRun } from './scale/verdict.ts';

const OUT_FILE = path.resolve(import.meta.dirname, 'out', 'scale.json');
const started = performance.now();
const say = (line: string) =>
  process.stdout.write(line.startsWith('  ') ? `  [${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line.slice(2)}\n` : `${line}\n`);

/** Every read the parent and the administrator make, measured in turn. */
async function measureAll(
  kritzel: KritzelServer,
  people: MeasuredPeople,
  settings: ScaleSettings,
  /** Where to say what could not be measured; null on the nearly empty database, where a list may well be one page. */
  notes: string[] | null,
): Promise<{ reads: MeasuredRead[]; figures: Awaited<ReturnType<typeof measureReads>> }> {
  const baseUrl = kritzel.config.publicUrl;
  // Nearly empty, the first pages only: a list's deep page there would be its last, part-filled one.
  const admin = await administratorReads(baseUrl, people, notes === null ? 1 : settings.deepPage);
  for (const note of admin.notes) if (notes && !notes.includes(note)) notes.push(note);
  const reads = [...parentReads(people), ...admin.reads];
  say(`  measuring ${reads.length} reads, ${settings.requestsPerRead ?? `${settings.secondsPerRead} s`} each over ${settings.connections} connections…`);
  const figures = await measureReads({
    baseUrl,
    reads,
    connections: settings.connections,
    seconds: settings.secondsPerRead,
    requests: settings.requestsPerRead,
    warmupRequests: settings.warmupRequests,
  });
  return { reads, figures };
}

/**
 * Each PDF report downloaded once, before any read is measured: the render itself. Every later
 * download of the same report is the PDF already made (server/features/reports, ADR 032), and
 * the render does not depend on how many families the database holds: measured once, nearly empty.
 */
async function timeFirstDownloads(baseUrl: string, reads: MeasuredRead[]): Promise<{ name: string; ms: number }[]> {
  const timed = [];
  for (const read of reads.filter((r) => r.name.startsWith('PDF report'))) {
    const begun = performance.now();
    const answer = await fetch(new URL(read.path, baseUrl), { headers: { cookie: read.cookie } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`GET ${read.path} answered ${answer.status}`);
    timed.push({ name: read.name, ms: Math.round((performance.now() - begun) * 10) / 10 });
  }
  return timed;
}

/** "Download my data" as the account page asks for it, until the archive is ready: seconds. */
async function timeExport(baseUrl: string, cookie: string): Promise<number> {
  const begun = performance.now();
  const asked = await fetch(new URL(ACCOUNT_API.exports, baseUrl), { method: 'POST', headers: { cookie, origin: baseUrl } });
  if (asked.status !== 202) throw new Error(`POST ${ACCOUNT_API.exports} answered ${asked.status}: ${(await asked.text()).slice(0, 200)}`);
  const { id } = (await asked.json()) as { id: string };
  for (;;) {
    const answer = await fetch(new URL(ACCOUNT_API.export(id), baseUrl), { headers: { cookie } });
    const { status } = (await answer.json()) as { status: string };
    if (status === 'ready') return Math.round((performance.now() - begun) / 10) / 100;
    if (status !== 'pending') throw new Error(`the data export ended ${status}`);
    if (performance.now() - begun > 300_000) throw new Error('the data export was still pending after 5 minutes');
    await sleep(100);
  }
}

async function main() {
  const settings = readSettings();
  if (!process.env.DATABASE_URL) throw new Error('bench:scale measures PostgreSQL: set DATABASE_URL to a server where the role may create databases');
  const host = machine();
  const loadBefore = loadAverage();
  const shape = seedShape(settings.scale);
  const fresh = await createFreshDatabase(process.env.DATABASE_URL);
  say(
    `Kritzel at scale${settings.mode === 'smoke' ? ' (smoke: 1 % of the data)' : ''} — Node ${host.node}, ${host.cpus} × ${host.cpuModel}, ${host.memoryGiB} GiB, load average ${loadBefore.join(' ')}`,
  );
  say(`  database: ${fresh.description}`);
  const run: ScaleRun = { reads: [], firstDownloads: [], exportSeconds: null, quiet: null, quietStallMs: null, sweeps: [], seedSeconds: 0, notes: [] };
  let kritzel: KritzelServer | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      say('  stopping Kritzel and removing its database…');
      await kritzel?.stop();
      await fresh.remove();
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  let counts: Awaited<ReturnType<typeof seededCounts>> | null = null;
  let seedTimings: Awaited<ReturnType<typeof seedEveryone>> = [];
  try {
    say('  starting Kritzel…');
    kritzel = await startKritzel(fresh);
    const baseUrl = kritzel.config.publicUrl;
    const people = await measuredPeople(kritzel, fresh.databaseUrl!, say);
    await seedFirstPages(fresh.databaseUrl!, say);

    say('Nearly empty database (the family, the administrator and a first page of each of the administrator’s lists):');
    run.firstDownloads = await timeFirstDownloads(baseUrl, parentReads(people));
    for (const { name, ms } of run.firstDownloads) say(`  ${name}, first download (rendered): ${ms} ms`);
    const empty = await measureAll(kritzel, people, settings, null);
    const emptyExport = await timeExport(baseUrl, people.parent.cookie);
    say(`  data export of three full plans: ${emptyExport} s`);

    say(`Seeding ${shape.parents.toLocaleString('en')} families (${JSON.stringify(shape)})…`);
    const seedStarted = performance.now();
    seedTimings = await seedEveryone(fresh.databaseUrl!, shape, say);
    run.seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    counts = await seededCounts(fresh.databaseUrl!);
    say(
      `  seeded in ${run.seedSeconds} s; ${(counts.databaseBytes / 2 ** 30).toFixed(2)} GiB on disk (indexes ${(counts.indexBytes / 2 ** 30).toFixed(2)}); rows: ${JSON.stringify(counts.rows)}`,
    );

    say('Full database:');
    const full = await measureAll(kritzel, people, settings, run.notes);
    const fullExport = await timeExport(baseUrl, people.parent.cookie);
    say(`  data export of three full plans: ${fullExport} s`);
    run.exportSeconds = { empty: emptyExport, full: fullExport };
    const emptyByName = new Map(empty.figures.map((f) => [f.route, f]));
    run.reads = full.reads.map((read, i) => ({ name: read.name, audience: read.audience, empty: emptyByName.get(read.name) ?? null, full: full.figures[i]! }));

    say(`  the store as the orphan sweep lists it: ${(await seededKeyCount(kritzel.database.db)).toLocaleString('en')} keys, every one named by a row`);
    const pageReads = pageReadsBesideSweeps(full.reads);
    const job = { baseUrl, reads: pageReads, connections: settings.connections, maxSeconds: 600 };
    say(`  reading the plan page for ${settings.quietReadSeconds} s with no sweep running…`);
    const quiet = await readWhile(job, () => watchingStalls(() => sleep(settings.quietReadSeconds * 1000)));
    run.quiet = quiet.figures;
    run.quietStallMs = quiet.result.longestStallMs;
    say(`  ${quiet.figures.requests} reads; the API's event loop held up to ${run.quietStallMs} ms with no sweep running`);
    for (const sweepsIn of settings.sweepsIn) {
      say(
        `  running every sweep and scheduled job over the full tables (${sweepsIn === 'api' ? "in the API's process" : 'in a worker process'}), the plan page read beside them…`,
      );
      const k = kritzel;
      const beside = await readWhile(job, (mark) =>
        watchingStalls(() =>
          sweepsIn === 'api'
            ? runSweeps(sweeps({ db: k.database.db, config: k.config, queue: k.queue }), { say, mark })
            : runSweepsInWorker(k.env, { say, mark }),
        ),
      );
      const { result: timings, longestStallMs: apiStallMs } = beside.result;
      run.sweeps.push({ sweepsIn, timings, apiStallMs, beside: beside.figures, besideEach: beside.stretches });
    }
  } finally {
    await cleanUp();
  }

  const found = problems(settings, run);
  if (settings.mode === 'smoke') say('\nSmoke run: 1 % of the data and a few requests per read, to show every step works; its numbers mean nothing.');
  say(`\nReads (p99 on the nearly empty database, then p50/p95/p99 at full scale; ms):\n${readTable(run.reads)}`);
  for (const { name, ms } of run.firstDownloads) say(`${name}: the first download, rendered, took ${ms} ms; the reads above are later downloads`);
  if (run.exportSeconds) say(`\nData export of three full plans: ${run.exportSeconds.empty} s nearly empty, ${run.exportSeconds.full} s at full scale`);
  for (const sweepRun of run.sweeps) say(`\n${sweepTable(sweepRun, run.quietStallMs)}`);
  if (run.quiet) say(`\n${besideTable(run.quiet, run.sweeps)}`);
  const loadAfter = loadAverage();
  say(`\nload average (1, 5, 15 min) before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}, on ${host.cpus} CPUs`);
  for (const note of run.notes) say(`note: ${note}`);
  const written = writeReport(OUT_FILE, {
    date: new Date().toISOString(),
    mode: settings.mode,
    machine: { ...host, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    settings,
    shape,
    seeded: counts,
    seedTimings,
    ...run,
    problems: found,
  });
  say(`written to ${written}`);
  const failures = [...found.broken, ...found.missed];
  if (failures.length > 0) {
    process.stderr.write(`\nbench:scale ${settings.mode === 'smoke' ? 'smoke ' : ''}failed:\n${failures.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exitCode = 1;
  }
}

// pg-boss and the pools keep timers alive after the run; the numbers are written, so leave.
main().then(
  () => process.exit(),
  (error: unknown) => {
    process.stderr.write(`bench:scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
