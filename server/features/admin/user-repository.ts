import { and, count, desc, eq, inArray, max, sql, type SQLWrapper } from 'drizzle-orm';
import type { AdminPlanSummary, AdminUserSummary } from '../../../contracts/admin.ts';
import type { AdminPage, AdminPageQuery } from '../../../contracts/admin-pages.ts';
import { TOTAL_CHALLENGES } from '../../../contracts/plans.ts';
import type { DbOrTx } from '../../db/client.ts';
import { drawings, plans, submissions, users } from '../../db/schema/index.ts';
import { afterCursor, countUpTo, cursorTime, keptCount, newestFirst, readPage, type PageKey } from './pages.ts';

const RECENT_PLANS = 10;
// Account ids are better-auth's own strings, compared as text.
const KEY: PageKey = { createdAt: users.createdAt, id: users.id, idIsUuid: false };

/** LIKE treats % and _ as wildcards; an admin searching for "a_b" means those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Part of an e-mail address or of a name, in any case: the search lower-cased as the stored
 * search text is (users.searchText, migration 0031), whose trigram index finds the matches
 * without reading every account.
 */
function matching(search: string | undefined) {
  if (!search) return undefined;
  return sql`${users.searchText} like lower(${`%${escapeLike(search)}%`})`;
}

/**
 * One paid plan of the account, if it has one (the Paid/Free badge): a single probe of
 * plans_user_id_idx. `userId` is an id, or a column of the page it is joined to.
 */
const paidPlanOf = (db: DbOrTx, userId: string | SQLWrapper) =>
  db
    .select({ planId: plans.id })
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.isPaid, true)))
    .limit(1);

/**
 * A plan is running once it is paid for and set up; until then (or once archived or
 * completed) it is not counted as active.
 */
const isRunning = (plan: { isPaid: boolean; setupCompletedAt: Date | null }) => plan.isPaid && plan.setupCompletedAt !== null;

export const adminUserRepository = {
  /** The newest accounts, or those matching the search, a page at a time. */
  async page(db: DbOrTx, search: string | undefined, { cursor, limit }: AdminPageQuery): Promise<AdminPage<AdminUserSummary>> {
    const filter = matching(search);
    const newest = db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
        cursorAt: cursorTime(users.createdAt).as('cursor_at'),
      })
      .from(users)
      .where(and(filter, afterCursor(KEY, cursor)))
      .orderBy(...newestFirst(KEY))
      .limit(limit + 1)
      .as('newest');
    // The Paid/Free badge: one lookup per row of the page, in the same round trip. A lateral join cannot be hashed: as an `exists`, the planner may hash every
    // paid plan instead (it did on a small table, and over the whole list it hashed all 150,000
    // for every page: 2.5 s at 50 connections, ADR 032).
    const paid = paidPlanOf(db, newest.id).as('paid');
    return readPage(
      {
        rows: db
          .select({
            id: newest.id,
            email: newest.email,
            firstName: newest.firstName,
            lastName: newest.lastName,
            createdAt: newest.createdAt,
            cursorAt: newest.cursorAt,
            hasPurchasedPlan: sql<boolean>`${paid.planId} is not null`,
          })
          .from(newest)
          .leftJoinLateral(paid, sql`true`)
          .orderBy(desc(newest.createdAt), desc(newest.id)),
        // All accounts: the count the database keeps per role (migration 0032). A search's
        // matches: counted up to the cap, as no kept count can answer a search.
        total: filter ? countUpTo(db, users, filter) : keptCount(db, users, undefined),
      },
      limit,
      (row) => row.id,
      ({ cursorAt: _, ...row }): AdminUserSummary => ({ ...row, createdAt: row.createdAt.toISOString() }),
    );
  },

  async byId(db: DbOrTx, id: string) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user ? { ...user, hasPurchasedPlan: (await paidPlanOf(db, id)).length > 0 } : null;
  },

  async planStats(db: DbOrTx, userId: string) {
    const rows = await db
      .select({ isPaid: plans.isPaid, setupCompletedAt: plans.setupCompletedAt, isArchived: plans.isArchived, isCompleted: plans.isCompleted })
      .from(plans)
      .where(eq(plans.userId, userId));
    return {
      totalPlans: rows.length,
      activePlans: rows.filter((p) => isRunning(p) && !p.isArchived && !p.isCompleted).length,
      completedPlans: rows.filter((p) => p.isCompleted).length,
    };
  },

  async submissionCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(submissions).where(eq(submissions.userId, userId));
    return row?.n ?? 0;
  },

  /** Free analyses the parent ran while signed in (the spec's "free challenges"). */
  async freeAnalysisCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(drawings).where(eq(drawings.userId, userId));
    return row?.n ?? 0;
  },

  /** The newest plans; the current week is the one after the highest week submitted, for a plan that is set up. */
  async recentPlans(db: DbOrTx, userId: string): Promise<AdminPlanSummary[]> {
    const rows = await db.select().from(plans).where(eq(plans.userId, userId)).orderBy(desc(plans.createdAt), desc(plans.id)).limit(RECENT_PLANS);
    const ids = rows.filter((p) => p.setupCompletedAt !== null).map((p) => p.id);
    const weeks = ids.length
      ? await db
          .select({ planId: submissions.planId, week: max(submissions.weekNumber) })
          .from(submissions)
          .where(inArray(submissions.planId, ids))
          .groupBy(submissions.planId)
      : [];
    const highest = new Map(weeks.map((w) => [w.planId, w.week ?? 0]));
    return rows.map((plan) => ({
      id: plan.id,
      type: 'drawing',
      createdAt: plan.createdAt.toISOString(),
      isCompleted: plan.isCompleted,
      isActive: isRunning(plan),
      isArchived: plan.isArchived,
      isPaid: plan.isPaid,
      currentWeek: plan.setupCompletedAt ? Math.min(TOTAL_CHALLENGES, (highest.get(plan.id) ?? 0) + 1) : null,
    }));
  },
};
