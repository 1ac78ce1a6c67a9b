/**
 * npm run bench:api [-- --smoke]
 *
 * Kritzel's API under load, against a bare Fastify hello-world measured in the same run: every
 * scenario's requests/s is reported as a share of the hello-world's, which is what stays
 * comparable between runs and machines. Kritzel starts as in production (API, job workers,
 * local providers) on a fresh database: with DATABASE_URL, a database created on that
 * PostgreSQL for the run and dropped afterwards; without, PGlite in a temporary folder.
 *
 * Scenarios: a signed-in parent's GET /api/auth/user, the dashboard's GET /api/plans, the plan
 * page's calls (for a voucher-paid plan with a few evaluated weeks), weekly drawings sent
 * through the submission form (a fixed number: each uses up a week's attempt), and the
 * 50-parent mix, where each parent with an account and plan of their own goes round the
 * dashboard, the plan page, a new weekly drawing, its results, the shop and a free analysis.
 * Accounts and plans are set up through the HTTP API as the web app does.
 *
 * Prints tables and writes bench/out/api.json (machine, database, figures). Exits 1 when a
 * scenario is broken (no request succeeded); --smoke (about a second per scenario, 5
 * connections, 5 parents) also exits 1 on any error or non-2xx answer, never on a number.
 * BENCH_DURATION (seconds, default 10; the mix runs three times as long), BENCH_CONNECTIONS
 * (default 50), BENCH_PARENTS (default 50) and BENCH_SUBMISSIONS (default 2 per connection)
 * change the full run.
 */
import path from 'node:path';
import { measureGet, type SteadyLoad } from './api/autocannon-scenario.ts';
import { drawingPhoto } from './api/drawing-photo.ts';
import { evaluationOutcomes, waitForEvaluations } from './api/evaluation-backlog.ts';
import { createFreshDatabase } from './api/fresh-database.ts';
import { startHelloWorld } from './api/hello-world.ts';
import { startKritzel, type KritzelServer } from './api/kritzel-server.ts';
import type { RouteFigures } from './api/latency-recorder.ts';
import { runLoad } from './api/load-runner.ts';
import { ParentClient, type ParentSession } from './api/parent-client.ts';
import { prepareParents } from './api/parent-setup.ts';
import { loadAverage, machine, mixTable, scenarioTable, writeReport } from './api/report.ts';
import { readSettings, type BenchSettings } from './api/settings.ts';
import { checkRun, type Run } from './api/verdict.ts';
import { SUBMIT_ROUTE, submitWeeklyDrawing, WeekSlots } from './api/weekly-drawing.ts';

const OUT_FILE = path.resolve(import.meta.dirname, 'out', 'api.json');
const started = performance.now();
/** Progress lines carry the time since the start: where a slow run spends it. */
const say = (line: string) =>
  process.stdout.write(line.startsWith('  ') ? `  [${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line.slice(2)}\n` : `${line}\n`);

/** A signed-in parent whose plan is paid, set up and has a few evaluated weeks: the plan the single-route scenarios read. */
async function measuredParent(kritzel: KritzelServer, photo: File, settings: BenchSettings, run: Run): Promise<ParentSession> {
  const baseUrl = kritzel.config.publicUrl;
  const [parent] = await prepareParents({ baseUrl, db: kritzel.database.db, count: 1, photo });
  if (!parent) throw new Error('no parent was set up');
  const client = new ParentClient(baseUrl, parent);
  const slots = await WeekSlots.of(client, parent.planId);
  for (let i = 0; i < settings.weeksBeforeMeasuring; i++) {
    const week = slots.take();
    if (week === null || !(await submitWeeklyDrawing(client, parent.planId, week, photo)))
      throw new Error('a weekly drawing for the measured plan was refused');
  }
  run.evaluations.measuredPlan = await waitForEvaluations(kritzel.database.db, 60_000 + settings.weeksBeforeMeasuring * 5_000);
  if (!run.evaluations.measuredPlan.drained) run.notes.push(`the measured plan's evaluations were still pending when its page was measured`);
  return parent;
}

async function measureKritzel(
  kritzel: KritzelServer,
  settings: BenchSettings,
  load: SteadyLoad & { howLong: string },
  ratio: (f: RouteFigures) => number,
  run: Run,
) {
  const baseUrl = kritzel.config.publicUrl;
  const db = kritzel.database.db;
  const photo = await drawingPhoto();
  say(`  setting up the measured parent's plan with ${settings.weeksBeforeMeasuring} evaluated week(s)…`);
  const parent = await measuredParent(kritzel, photo, settings, run);
  const poolSize = Math.max(settings.connections, settings.parents);
  say(`  setting up ${poolSize} more parents, each with a voucher-paid plan…`);
  const pool = await prepareParents({ baseUrl, db, count: poolSize, photo, firstIndex: 1 });

  // One parent from one address, as one browser would send them.
  const gets: [string, string][] = [
    ['GET /api/auth/user (signed in)', '/api/auth/user'],
    ['GET /api/plans (dashboard)', '/api/plans'],
    ['GET /api/plans/:planId/data (plan page)', `/api/plans/${parent.planId}/data`],
    ['GET /api/plans/:planId/submissions (plan page)', `/api/plans/${parent.planId}/submissions`],
    ['GET /api/cognitive-checkpoints/:planId (plan page)', `/api/cognitive-checkpoints/${parent.planId}`],
  ];
  for (const [name, route] of gets) {
    say(`  measuring ${name}, ${load.howLong} over ${load.connections} connections…`);
    const figures = await measureGet(name, `${baseUrl}${route}`, { cookie: parent.cookie }, load);
    run.scenarios.push({ name, tool: 'autocannon', figures, ratioToHelloWorld: ratio(figures), notes: [] });
  }

  const lanes = Math.min(settings.connections, pool.length);
  say(`  sending ${settings.submissions} weekly drawings over ${lanes} parents at once…`);
  const sent = await runLoad({ kind: 'submissions', baseUrl, parents: pool.slice(0, lanes), count: settings.submissions });
  const submitted = sent.routes.find((r) => r.route === SUBMIT_ROUTE);
  const name = `${SUBMIT_ROUTE} (weekly drawing, ${lanes} at once)`;
  const figures = submitted ?? { ...sent.overall, route: SUBMIT_ROUTE };
  run.scenarios.push({ name, tool: 'fetch', figures, ratioToHelloWorld: ratio(figures), notes: sent.notes });
  if (settings.drainEvaluations) {
    say(`  waiting for the job workers to evaluate them…`);
    const drained = await waitForEvaluations(db, Math.max(60_000, settings.submissions * 5_000));
    run.evaluations.afterSubmissions = { ...drained, evaluationsPerSecond: Math.round((settings.submissions / Math.max(drained.seconds, 0.1)) * 100) / 100 };
    if (!drained.drained) run.notes.push(`evaluations were still pending ${drained.seconds} s after the weekly drawings: ${JSON.stringify(drained.outcomes)}`);
  }

  const parents = pool.slice(0, settings.parents);
  say(`  running the ${parents.length}-parent mix for ${settings.mixSeconds} s, the parents arriving over the first ${settings.arrivalSeconds} s…`);
  const mixed = await runLoad({ kind: 'mix', baseUrl, parents, durationSeconds: settings.mixSeconds, arrivalSeconds: settings.arrivalSeconds });
  run.mix = {
    ...mixed,
    parents: parents.length,
    durationSeconds: settings.mixSeconds,
    arrivalSeconds: settings.arrivalSeconds,
    ratioToHelloWorld: ratio(mixed.overall),
  };
  run.evaluations.afterMix = await evaluationOutcomes(db);
}

async function main() {
  const settings = readSettings();
  const load: SteadyLoad = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    requests: settings.requestsPerScenario,
    warmupSeconds: settings.warmupSeconds,
  };
  const howLong = load.requests ? `${load.requests} requests` : `${load.durationSeconds} s`;
  const host = machine();
  const loadBefore = loadAverage();
  const fresh = await createFreshDatabase(process.env.DATABASE_URL);
  say(
    `Kritzel API benchmark${settings.mode === 'smoke' ? ' (smoke)' : ''} — Node ${host.node}, ${host.cpus} × ${host.cpuModel}, ${host.memoryGiB} GiB, load average ${loadBefore.join(' ')}`,
  );
  say(`  database: ${fresh.description}`);
  const run: Run = { scenarios: [], mix: null, evaluations: {}, notes: [], problems: [] };

  let kritzel: KritzelServer | undefined;
  let cleaning: Promise<void> | undefined;
  // Once, whether the run ends or is interrupted: a PostgreSQL database left behind would pile up.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      say('  stopping Kritzel and removing its database…');
      await kritzel?.stop();
      await fresh.remove();
      say('  stopped');
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    say(`  measuring hello-world, ${howLong} over ${load.connections} connections…`);
    const hello = await startHelloWorld();
    const helloWorld = await measureGet('hello-world GET / (bare Fastify)', hello.url, {}, load).finally(() => hello.app.close());
    run.scenarios.push({ name: helloWorld.route, tool: 'autocannon', figures: helloWorld, ratioToHelloWorld: 1, notes: [] });
    const ratio = (f: RouteFigures) =>
      helloWorld.requestsPerSecond > 0 ? Math.round((f.requestsPerSecond / helloWorld.requestsPerSecond) * 10_000) / 10_000 : 0;

    say('  starting Kritzel…');
    kritzel = await startKritzel(fresh);
    await measureKritzel(kritzel, settings, { ...load, howLong }, ratio, run);
  } finally {
    await cleanUp();
  }
  checkRun(settings, run);

  if (settings.mode === 'smoke') say('\nSmoke run: a few requests each, to show every scenario works; its numbers mean nothing.');
  say(`\n${scenarioTable(run.scenarios)}`);
  if (run.mix)
    say(
      `\n${run.mix.parents}-parent mix (arriving over ${run.mix.arrivalSeconds} s), ${run.mix.seconds} s, ${run.mix.overall.requestsPerSecond} req/s in all (${run.mix.ratioToHelloWorld.toFixed(3)} × hello-world):\n${mixTable(run.mix)}`,
    );
  const loadAfter = loadAverage();
  say(`\nload average (1, 5, 15 min) before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}, on ${host.cpus} CPUs`);
  for (const note of run.notes) say(`note: ${note}`);
  const written = writeReport(OUT_FILE, {
    date: new Date().toISOString(),
    mode: settings.mode,
    machine: { ...host, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    database: { kind: fresh.kind, description: fresh.description },
    settings,
    helloWorldRequestsPerSecond: run.scenarios[0]?.figures.requestsPerSecond ?? 0,
    scenarios: run.scenarios,
    mix: run.mix,
    evaluations: run.evaluations,
    notes: run.notes,
    problems: run.problems,
  });
  say(`written to ${written}`);
  if (run.problems.length > 0) {
    process.stderr.write(`\nbench:api ${settings.mode === 'smoke' ? 'smoke ' : ''}failed:\n${run.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exitCode = 1;
  }
}

// pg-boss and the pools keep timers alive after the run; the numbers are written, so leave.
main().then(
  () => process.exit(),
  (error: unknown) => {
    process.stderr.write(`bench:api failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
