/**
 * How hard bench:api pushes, in one place. `--smoke` is a check that every scenario still works
 * (a few seconds of small load, fails on any error); the full run measures.
 */
export type BenchSettings = {
  mode: 'smoke' | 'full';
  /** Seconds of load per autocannon scenario. */
  durationSeconds: number;
  /** Smoke: a number of requests per autocannon scenario instead of seconds, so a busy machine still completes some. */
  requestsPerScenario: number | null;
  /** Seconds of the parent mix: a parent's round takes seconds under load, so it runs longer than a GET. */
  mixSeconds: number;
  /** Concurrent connections per autocannon scenario, and lanes of the submission scenario. */
  connections: number;
  /** Simulated parents in the mix, each with an account and a plan of their own. */
  parents: number;
  /**
   * Seconds over which the mix's parents arrive, evenly spaced: real parents do not all press at
   * the same millisecond. Fifty sending a drawing at the same instant is measured on its own
   * (the weekly-drawing scenario) and reported beside the mix.
   */
  arrivalSeconds: number;
  /** How many weekly drawings the submission scenario sends (a fixed number: each uses up a week's attempt). */
  submissions: number;
  /** Weeks the measured plan already has when its page is measured. */
  weeksBeforeMeasuring: number;
  /** Whether the next scenario waits until the weekly drawings are evaluated (a smoke run does not: its numbers do not count). */
  drainEvaluations: boolean;
  warmupSeconds: number;
};

/** A phone photo of modest size: the bench is about the API, bench:analyze measures 12 MP photos. */
export const DRAWING_MEGAPIXELS = 2;

/** Smoke and full runs, from the command line and BENCH_DURATION, BENCH_CONNECTIONS, BENCH_PARENTS, BENCH_SUBMISSIONS. */
export function readSettings(argv = process.argv.slice(2), env = process.env): BenchSettings {
  const unknown = argv.filter((arg) => arg !== '--smoke');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}; usage: npm run bench:api [-- --smoke]`);
  if (argv.includes('--smoke')) {
    return {
      mode: 'smoke',
      durationSeconds: 1,
      requestsPerScenario: 25,
      mixSeconds: 3,
      connections: 5,
      parents: 5,
      arrivalSeconds: 0.5,
      submissions: 5,
      weeksBeforeMeasuring: 1,
      drainEvaluations: false,
      warmupSeconds: 0,
    };
  }
  const connections = whole(env, 'BENCH_CONNECTIONS', 50);
  const durationSeconds = whole(env, 'BENCH_DURATION', 10);
  return {
    mode: 'full',
    durationSeconds,
    requestsPerScenario: null,
    mixSeconds: durationSeconds * 3,
    connections,
    parents: whole(env, 'BENCH_PARENTS', 50),
    // One parent every 100 ms at 50 parents; the mix runs three times as long as the arrivals at the least.
    arrivalSeconds: Math.min(5, durationSeconds),
    // Two each keeps the evaluations they queue to a backlog the machine drains in seconds, not minutes.
    submissions: whole(env, 'BENCH_SUBMISSIONS', connections * 2),
    weeksBeforeMeasuring: 4,
    drainEvaluations: true,
    warmupSeconds: 1,
  };
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}
