import pg from 'pg';
import * as people from './seed-people-sql.ts';
import * as planSql from './seed-plans-sql.ts';
import type { Range, Statement, Templates } from './seed-plans-sql.ts';
import { FIRST_PAGES, seedShape, type SeedShape } from './shape.ts';
import { checkpointAnalysisTemplate, feedbackTemplate, featuresTemplate, planWeekTemplates } from './templates.ts';

/** A named piece of the seed: statements run in order on one connection. */
type Step = { name: string; statements: Statement[] };
export type SeedTiming = { step: string; seconds: number };

/** Two connections: the machine has two cores, and the database does the work. */
const CONNECTIONS = 2;
/** The plan-shaped steps run in batches of this many plans, so the two connections share them. */
const PLANS_PER_BATCH = 25_000;

export function templates(): Templates {
  return { feedback: feedbackTemplate(), features: featuresTemplate(), checkpointAnalysis: checkpointAnalysisTemplate(), planWeeks: planWeekTemplates() };
}

/**
 * Settings for the seed's own sessions. Without triggers: the rows are consistent by construction,
 * and the foreign-key checks (a quarter of each insert's time) and the plan-weeks triggers (which
 * re-read the growing table once per plan) are what made seeding slow. That needs a superuser,
 * as creating the run's database needs CREATEDB. No JIT: on generate_series's estimates it
 * compiles for seconds per statement.
 */
const SESSION_SETTINGS = [
  `set session_replication_role = replica`,
  `set synchronous_commit = off`,
  `set jit = off`,
  `set work_mem = '64MB'`,
  `set maintenance_work_mem = '256MB'`,
];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const setting of SESSION_SETTINGS) await client.query(setting);
  return client;
}

/** Runs the steps of one phase over the connections; each step's time is recorded. */
async function runPhase(clients: pg.Client[], steps: Step[], timings: SeedTiming[], say: (line: string) => void): Promise<void> {
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      for (let step = steps[next++]; step; step = steps[next++]) {
        const started = performance.now();
        for (const statement of step.statements) await client.query(statement.sql, statement.params);
        const seconds = (performance.now() - started) / 1000;
        timings.push({ step: step.name, seconds });
        say(`  seeded ${step.name} in ${seconds.toFixed(1)} s`);
      }
    }),
  );
}

function batches(plans: number): Range[] {
  const ranges: Range[] = [];
  for (let from = 0; from < plans; from += PLANS_PER_BATCH) ranges.push({ from, to: Math.min(plans, from + PLANS_PER_BATCH) - 1 });
  return ranges;
}

const FAMILY: Range = { from: -3, to: -1 };

/** The seed runs without triggers, so the lists' kept counts (list_counts) are counted once after it. */
const RECOUNT_LISTS: Step = { name: 'the lists’ counts', statements: [{ sql: 'select kritzel_recount_lists()' }] };

/**
 * The tables the bulk phases fill with millions of rows. Their plain secondary indexes (not the
 * ones behind a primary key or a unique constraint) are dropped for the load and built again
 * after it: their keys are random (uuids, storage keys), so inserting row by row into indexes
 * far larger than the server's buffer cache made the submissions slow down batch after batch,
 * and one sorted build per index is much cheaper. The definitions come from the catalogue, so
 * an index a migration adds later is kept too.
 */
const BULK_TABLES = ['files', 'submissions', 'submission_images', 'plan_challenges', 'checkpoints', 'report_shares', 'report_share_openings'];

type IndexDefinition = { name: string; definition: string };

async function plainIndexes(client: pg.Client): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and t.relname = any($1) and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by t.relname, c.relname`,
    [BULK_TABLES],
  );
  return rows;
}

/** The plan-shaped steps for one range of the work table. */
function planSteps(range: Range, t: Templates, label: string): { plans: Step; weeks: Step; weeksOfPlans: Step; submissions: Step; checkpoints: Step } {
  return {
    plans: { name: `plans ${label}`, statements: planSql.plans(range, t) },
    weeks: { name: `plan weeks ${label}`, statements: planSql.planWeeks(range, t) },
    weeksOfPlans: { name: `plans' weeks ${label}`, statements: planSql.weeksOfPlans(range, t) },
    submissions: { name: `submissions ${label}`, statements: planSql.submissions(range, t) },
    checkpoints: { name: `checkpoints ${label}`, statements: planSql.checkpoints(range, t) },
  };
}

/** The measured family's three full plans (26 weeks each, every checkpoint), through the same statements as everyone's. */
export async function seedFamily(url: string, userId: string, say: (line: string) => void): Promise<void> {
  const client = await connect(url);
  try {
    const t = templates();
    await client.query(planSql.createWorkTable);
    const f = planSteps(FAMILY, t, 'of the family');
    const analyzeWeeks: Step = { name: 'statistics of the weeks', statements: [{ sql: 'analyze plan_challenges' }] };
    const steps = [
      { name: 'the family', statements: [planSql.familyWorkRows(userId)] },
      f.plans,
      f.weeks,
      analyzeWeeks,
      f.weeksOfPlans,
      f.submissions,
      f.checkpoints,
    ];
    await runPhase([client], steps, [], say);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The administrator's first pages (shape.ts FIRST_PAGES), seeded before the nearly empty database is measured. */
export async function seedFirstPages(url: string, say: (line: string) => void): Promise<void> {
  const client = await connect(url);
  try {
    const shape = { ...seedShape(0), ...FIRST_PAGES };
    const steps = [
      {
        name: 'the administrator’s first pages',
        statements: [...people.users(shape, 'page'), ...people.orders(shape, 'page'), ...people.contactMessages(shape, 'page')],
      },
      RECOUNT_LISTS,
    ];
    await runPhase([client], steps, [], say);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** Everyone else, then VACUUM ANALYZE (what autovacuum would have done by then); answers each step's time. */
export async function seedEveryone(url: string, shape: SeedShape, say: (line: string) => void): Promise<SeedTiming[]> {
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect(url)));
  const timings: SeedTiming[] = [];
  try {
    const t = templates();
    const ranges = batches(shape.plans);
    const bulk = ranges.map((range) => planSteps(range, t, `${range.from}–${range.to}`));
    const phase = (steps: Step[]) => runPhase(clients, steps, timings, say);
    await phase([{ name: 'parents', statements: people.users(shape) }]);
    await phase([
      { name: 'plan work table', statements: [{ sql: planSql.bulkWorkRows(shape.plans, shape.parents) }] },
      { name: 'sessions, rate limits, e-mail settings and sent-log, outbox', statements: people.signIns(shape) },
      { name: 'free analyses', statements: people.freeAnalyses(shape, { features: t.features, analysis: t.checkpointAnalysis }) },
      { name: 'orders', statements: people.orders(shape) },
      { name: 'contact messages', statements: people.contactMessages(shape) },
      { name: 'exports and upload tickets', statements: people.exportsAndUploads(shape) },
      { name: 'kept jobs', statements: people.keptJobs(shape) },
    ]);
    const indexes = await plainIndexes(clients[0]!);
    await phase([{ name: `dropping ${indexes.length} secondary indexes for the load`, statements: indexes.map((i) => ({ sql: `drop index ${i.name}` })) }]);
    await phase(bulk.map((b) => b.plans));
    await phase([...bulk.map((b) => b.weeks), ...bulk.map((b) => b.submissions)]);
    await phase([{ name: 'statistics of the weeks', statements: [{ sql: 'analyze plan_challenges' }] }]);
    await phase(bulk.map((b) => b.weeksOfPlans));
    await phase(bulk.map((b) => b.checkpoints));
    const [eligible] = (await clients[0]!.query<{ n: number }>('select count(*)::int as n from scale_seed_plans where weeks_done >= 4 and not family')).rows;
    await phase(
      ranges.map((range) => ({ name: `share links ${range.from}–${range.to}`, statements: planSql.shareLinks(range, shape.shareLinks, eligible?.n ?? 0) })),
    );
    await phase([
      { name: 'drop the work table', statements: [{ sql: 'drop table scale_seed_plans' }] },
      { name: 'reminder checks', statements: people.reminderChecks() },
      RECOUNT_LISTS,
    ]);
    await phase(indexes.map((i) => ({ name: `index ${i.name}`, statements: [{ sql: i.definition }] })));
    await phase([{ name: 'storage journal', statements: people.storageNotes(shape) }]);
    const started = performance.now();
    await clients[0]!.query('vacuum (analyze)');
    timings.push({ step: 'vacuum (analyze)', seconds: (performance.now() - started) / 1000 });
    say(`  vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return timings;
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

/** Rows per table and the database's size on disk (all of it, and its indexes'): the seeded shape as it came out. */
export async function seededCounts(url: string): Promise<{ rows: Record<string, number>; databaseBytes: number; indexBytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = [
      'users',
      'sessions',
      'rate_limits',
      'plans',
      'plan_challenges',
      'submissions',
      'submission_images',
      'files',
      'checkpoints',
      'drawings',
      'orders',
      'contact_messages',
      'report_shares',
      'report_share_openings',
      'notification_settings',
      'reminder_checks',
      'notice_deliveries',
      'outbox_emails',
      'payments',
      'data_exports',
      'upload_tickets',
      'storage_journal',
      'pgboss.job',
    ];
    const rows: Record<string, number> = {};
    for (const table of tables) rows[table] = (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    const size = await client.query<{ bytes: string; indexes: string }>(
      `select pg_database_size(current_database())::text as bytes,
        (select sum(pg_relation_size(indexrelid)) from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'pgboss'))::text as indexes`,
    );
    return { rows, databaseBytes: Number(size.rows[0]!.bytes), indexBytes: Number(size.rows[0]!.indexes) };
  } finally {
    await client.end();
  }
}
