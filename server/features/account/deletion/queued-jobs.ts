import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** The schema createJobQueue gives pg-boss (server/jobs/queue.ts). */
const QUEUE_SCHEMA = 'pgboss';

/**
 * Removes every job, in any state (queued, running, retrying, completed or failed and kept for
 * a while), whose payload mentions one of `needles` (ids, the e-mail). pg-boss 12 keeps all jobs
 * in one partitioned table, `pgboss.job`; deleting from the parent reaches every queue's
 * partition. Runs as plain SQL inside the caller's transaction, never through pg-boss itself
 * (which on PGlite would wait for that very transaction).
 */
export async function deleteJobsMentioning(tx: DbOrTx, needles: string[]): Promise<number> {
  const values = [...new Set(needles.filter((n) => n.length >= 8))];
  if (values.length === 0) return 0;
  const present = (await tx.execute(sql`select to_regclass(${`${QUEUE_SCHEMA}.job`}) is not null as present`)) as unknown as { rows: { present: boolean }[] };
  if (!present.rows[0]?.present) return 0;
  const list = sql.join(
    values.map((value) => sql`(${value})`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    delete from ${sql.identifier(QUEUE_SCHEMA)}.job j
    where j.data is not null
      and exists (select 1 from (values ${list}) as needle(value) where strpos(j.data::text, needle.value) > 0)
    returning j.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
