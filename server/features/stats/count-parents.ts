import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { trustedParentsFigure } from './trusted-parents.ts';

/** How long one count is answered before the database is asked again. */
export const PARENT_COUNT_TTL_MS = 5 * 60 * 1000;

/**
 * The parent accounts, counted at most once per PARENT_COUNT_TTL_MS per process: a page view
 * costs no query. Requests arriving while a count runs share it; a failed count is not kept.
 */
export function createParentCount({ db, now = () => Date.now() }: { db: Db; now?: () => number }): () => Promise<number | null> {
  let cached: { figure: Promise<number | null>; at: number } | null = null;
  return () => {
    if (cached && now() - cached.at < PARENT_COUNT_TTL_MS) return cached.figure;
    const figure = countParents(db).then(trustedParentsFigure);
    const entry = { figure, at: now() };
    cached = entry;
    figure.catch(() => {
      if (cached === entry) cached = null;
    });
    return figure;
  };
}

async function countParents(db: Db): Promise<number> {
  const [row] = await db.select({ parents: count() }).from(users).where(eq(users.role, 'parent'));
  return row?.parents ?? 0;
}
