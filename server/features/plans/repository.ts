import { PARENT_LIST_LIMIT } from '../../db/list-limits.ts';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  drawings,
  files,
  planChallenges,
  plans,
  reportShares,
  submissionImages,
  submissionRecordings,
  submissions,
  type PlanWeek,
} from '../../db/schema/index.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';

/**
 * A plan's own columns: all but `weeks`, the database's copy of plan_challenges that only the
 * plan reads use (planViewColumns). Rows read for a check or a change leave those ~17 KB out.
 */
const { weeks: _weeks, ...planColumns } = getTableColumns(plans);
export type PlanRow = Omit<typeof plans.$inferSelect, 'weeks'>;
export type NewPlan = typeof plans.$inferInsert;
export type PlanChallengeRow = typeof planChallenges.$inferSelect;
export type NewPlanChallenge = typeof planChallenges.$inferInsert;
/** The starting drawing's results that a plan shows; setup writes them together with the rest of PlanBaseline. */
type BaselineResult =
  'baselineCognitiveAge' | 'baselineCognitiveAgeMin' | 'baselineCognitiveAgeMax' | 'baselineChildAge' | 'baselineStrengths' | 'baselineAreasForImprovement';
export type PlanBaseline = Pick<NewPlan, 'birthMonth' | 'birthYear' | 'baselineFileId' | BaselineResult | 'baselineFeatures'>;
export type StartingDrawing = {
  fileId: string;
  fileOwnerId: string | null;
  childAgeMonths: number | null;
  analysis: (typeof drawings.$inferSelect)['analysis'];
  features: (typeof drawings.$inferSelect)['features'];
};

/** What a plan endpoint shows of a week (toPlanChallenge): the shape plans.weeks holds. */
export type ChallengeView = PlanWeek;
/** What every plan endpoint shows of a plan (toPlan): with its weeks and its number of submitted weeks. */
export type PlanView = Pick<
  PlanRow,
  | 'id'
  | 'childName'
  | 'isPaid'
  | 'isCompleted'
  | 'isArchived'
  | 'archivedAt'
  | 'birthMonth'
  | 'birthYear'
  | 'drawingId'
  | 'setupCompletedAt'
  | BaselineResult
  | 'baselineFeatures'
  | 'baselineFileId'
  | 'createdAt'
> & {
  weeks: ChallengeView[];
  submissionCount: number;
  /** The free analysis's drawing a plan was bought from: set-up shows it before it becomes the baseline. */
  startingFileId?: string | null;
};

// Drizzle writes a select list's columns unqualified, so the subqueries name their tables themselves.
const planViewColumns = {
  id: plans.id,
  childName: plans.childName,
  isPaid: plans.isPaid,
  isCompleted: plans.isCompleted,
  isArchived: plans.isArchived,
  archivedAt: plans.archivedAt,
  birthMonth: plans.birthMonth,
  birthYear: plans.birthYear,
  drawingId: plans.drawingId,
  setupCompletedAt: plans.setupCompletedAt,
  baselineCognitiveAge: plans.baselineCognitiveAge,
  baselineCognitiveAgeMin: plans.baselineCognitiveAgeMin,
  baselineCognitiveAgeMax: plans.baselineCognitiveAgeMax,
  baselineChildAge: plans.baselineChildAge,
  baselineStrengths: plans.baselineStrengths,
  baselineAreasForImprovement: plans.baselineAreasForImprovement,
  // Issue 32: what the setup drawing shows is said from its measurements (toPlan).
  baselineFeatures: plans.baselineFeatures,
  // Issue 32: the baseline opens with its drawing.
  baselineFileId: plans.baselineFileId,
  createdAt: plans.createdAt,
  // The 26 weeks as one JSON value, kept by the database (plans.weeks): one field to read.
  weeks: plans.weeks,
  // Issue 35: set-up shows the drawing it will start from, instead of asking for one again.
  startingFileId: sql<string | null>`(select d.file_id from ${drawings} d where d.id = ${sql.identifier('plans')}.drawing_id)`,
  // Submitted weeks: distinct weeks with at least one submission, whatever its status (index on plan_id, week_number, attempt_number).
  submissionCount: sql<number>`(select count(distinct s.week_number)::int from ${submissions} s where s.plan_id = ${sql.identifier('plans')}.id)`.mapWith(
    Number,
  ),
};

/**
 * The plan page's and dashboard's reads, each one statement (plan, weeks and count together),
 * built once per database and prepared (named) on the server: they run on every visit, and
 * Drizzle building the SQL anew cost as much as running it.
 */
const views = oncePerDatabase((db) => ({
  owned: db
    .select(planViewColumns)
    .from(plans)
    .where(and(eq(plans.id, sql.placeholder('planId')), eq(plans.userId, sql.placeholder('userId'))))
    .prepare('kritzel_plan_view_owned'),
  active: db
    .select(planViewColumns)
    .from(plans)
    .where(and(eq(plans.userId, sql.placeholder('userId')), eq(plans.isArchived, false)))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(PARENT_LIST_LIMIT)
    .prepare('kritzel_plan_views_active'),
  isOwned: db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, sql.placeholder('planId')), eq(plans.userId, sql.placeholder('userId'))))
    .prepare('kritzel_plan_is_owned'),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a uuid finds nothing (a 404), not a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);

type Owned = { planId: string; userId: string };
const owned = ({ planId, userId }: Owned) => and(eq(plans.id, planId), eq(plans.userId, userId));

export const planRepository = {
  async insert(db: DbOrTx, values: NewPlan): Promise<PlanRow> {
    const [row] = await db.insert(plans).values(values).returning(planColumns);
    if (!row) throw new Error('plan insert returned nothing');
    return row;
  },

  /** Authorisation is part of the query: another parent's plan id finds nothing. */
  async findOwned(db: DbOrTx, key: Owned): Promise<PlanRow | null> {
    if (!isUuid(key.planId)) return null;
    const [row] = await db.select(planColumns).from(plans).where(owned(key));
    return row ?? null;
  },

  /** Whether the plan is the parent's: for reads that need nothing of the plan itself. */
  async isOwned(db: Db, key: Owned): Promise<boolean> {
    if (!isUuid(key.planId)) return false;
    return (await views(db).isOwned.execute(key)).length > 0;
  },

  /** findOwned for showing: only what toPlan needs, with the weeks and the submitted weeks, in one statement. */
  async findOwnedView(db: Db, key: Owned): Promise<PlanView | null> {
    if (!isUuid(key.planId)) return null;
    const [row] = await views(db).owned.execute(key);
    return row ?? null;
  },

  /** The parent's plans for showing (as findOwnedView), archived ones left out, newest first; one statement. */
  async listActiveViews(db: Db, userId: string): Promise<PlanView[]> {
    return views(db).active.execute({ userId });
  },

  /** The parent's archived plans for showing (as findOwnedView), last archived first. */
  async listArchivedViews(db: Db, userId: string): Promise<PlanView[]> {
    return db
      .select(planViewColumns)
      .from(plans)
      .where(and(eq(plans.userId, userId), eq(plans.isArchived, true)))
      .orderBy(sql`${plans.archivedAt} desc nulls last`, desc(plans.createdAt), desc(plans.id))
      .limit(PARENT_LIST_LIMIT);
  },

  /** findOwned, holding the row until the transaction ends: a setup cannot slip in between a check and a change. */
  async lockOwned(db: DbOrTx, key: Owned): Promise<PlanRow | null> {
    if (!isUuid(key.planId)) return null;
    const [row] = await db.select(planColumns).from(plans).where(owned(key)).for('update');
    return row ?? null;
  },

  /** The child's name and birth date, as the parent edits them; the caller has checked what may change. */
  async updateChildDetails(db: DbOrTx, key: Owned, values: Pick<Partial<NewPlan>, 'childName' | 'birthMonth' | 'birthYear'>): Promise<void> {
    await db
      .update(plans)
      .set({ ...values, updatedAt: sql`now()` })
      .where(owned(key));
  },

  /** Makes an archived plan active again; false when the plan is not the parent's or not archived. */
  async restoreArchived(db: DbOrTx, key: Owned): Promise<boolean> {
    if (!isUuid(key.planId)) return false;
    const rows = await db
      .update(plans)
      .set({ isArchived: false, archivedAt: null, updatedAt: sql`now()` })
      .where(and(owned(key), eq(plans.isArchived, true)))
      .returning({ id: plans.id });
    return rows.length > 0;
  },

  /** For jobs, which act on a plan they were given by id (never from a request). */
  async findById(db: DbOrTx, planId: string): Promise<PlanRow | null> {
    if (!isUuid(planId)) return null;
    const [row] = await db.select(planColumns).from(plans).where(eq(plans.id, planId));
    return row ?? null;
  },

  /** Only an unpaid plan is removed; a payment landing first makes this find nothing. */
  async deleteUnpaid(db: DbOrTx, key: Owned): Promise<boolean> {
    if (!isUuid(key.planId)) return false;
    const rows = await db
      .delete(plans)
      .where(and(owned(key), eq(plans.isPaid, false)))
      .returning({ id: plans.id });
    return rows.length > 0;
  },

  /** Every file a plan uses: its baseline drawing and its submissions' photos and recordings. */
  async fileIdsOf(db: DbOrTx, planId: string): Promise<string[]> {
    if (!isUuid(planId)) return [];
    const [plan] = await db.select({ baselineFileId: plans.baselineFileId }).from(plans).where(eq(plans.id, planId));
    const images = await db
      .select({ fileId: submissionImages.fileId })
      .from(submissionImages)
      .innerJoin(submissions, eq(submissions.id, submissionImages.submissionId))
      .where(eq(submissions.planId, planId));
    const recordings = await db
      .select({ fileId: submissionRecordings.fileId })
      .from(submissionRecordings)
      .innerJoin(submissions, eq(submissions.id, submissionRecordings.submissionId))
      .where(eq(submissions.planId, planId));
    return [...new Set([plan?.baselineFileId, ...images.map((r) => r.fileId), ...recordings.map((r) => r.fileId)].filter((id): id is string => !!id))];
  },

  /** Turns off every share link of the plan that is still on; one already off keeps its time. */
  async revokeShareLinks(db: DbOrTx, planId: string): Promise<void> {
    await db
      .update(reportShares)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(reportShares.planId, planId), isNull(reportShares.revokedAt)));
  },

  async archivePaid(db: DbOrTx, key: Owned): Promise<boolean> {
    if (!isUuid(key.planId)) return false;
    const rows = await db
      .update(plans)
      .set({ isArchived: true, archivedAt: sql`coalesce(${plans.archivedAt}, now())`, updatedAt: sql`now()` })
      .where(and(owned(key), eq(plans.isPaid, true)))
      .returning({ id: plans.id });
    return rows.length > 0;
  },

  /**
   * Records the baseline once: the condition makes a second or concurrent setup find no row,
   * so its challenges are never written.
   */
  async completeSetup(db: DbOrTx, key: Owned, baseline: PlanBaseline): Promise<PlanRow | null> {
    const [row] = await db
      .update(plans)
      .set({ ...baseline, setupCompletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(owned(key), eq(plans.isPaid, true), isNull(plans.setupCompletedAt)))
      .returning(planColumns);
    return row ?? null;
  },

  /** Holds the plan's row until the transaction ends, so two adaptations never interleave. */
  async lock(db: DbOrTx, planId: string): Promise<PlanRow | null> {
    if (!isUuid(planId)) return null;
    const [row] = await db.select(planColumns).from(plans).where(eq(plans.id, planId)).for('update');
    return row ?? null;
  },

  /** The free analysis a plan started from; never another parent's drawing. */
  async findStartingDrawing(db: DbOrTx, { drawingId, userId }: { drawingId: string; userId: string }): Promise<StartingDrawing | null> {
    const [row] = await db
      .select({
        fileId: drawings.fileId,
        fileOwnerId: files.ownerId,
        childAgeMonths: drawings.childAgeMonths,
        analysis: drawings.analysis,
        features: drawings.features,
      })
      .from(drawings)
      .innerJoin(files, eq(files.id, drawings.fileId))
      .where(and(eq(drawings.id, drawingId), or(eq(drawings.userId, userId), isNull(drawings.userId))));
    return row ?? null;
  },

  /** A plan's weeks by plan id, each list in week order. */
  async challengesOf(db: DbOrTx, planIds: string[]): Promise<Map<string, PlanChallengeRow[]>> {
    const byPlan = new Map<string, PlanChallengeRow[]>(planIds.map((id) => [id, []]));
    if (planIds.length === 0) return byPlan;
    const rows = await db
      .select()
      .from(planChallenges)
      .where(inArray(planChallenges.planId, planIds))
      .orderBy(asc(planChallenges.planId), asc(planChallenges.week));
    for (const row of rows) byPlan.get(row.planId)?.push(row);
    return byPlan;
  },

  async insertChallenges(db: DbOrTx, rows: NewPlanChallenge[]): Promise<void> {
    if (rows.length > 0) await db.insert(planChallenges).values(rows);
  },

  async updateChallenge(db: DbOrTx, id: string, values: Partial<NewPlanChallenge>): Promise<void> {
    await db
      .update(planChallenges)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(planChallenges.id, id));
  },

  /** Submitted weeks per plan: distinct weeks with at least one submission, whatever its status. */
  async submissionCounts(db: DbOrTx, planIds: string[]): Promise<Map<string, number>> {
    const counts = new Map(planIds.map((id) => [id, 0]));
    if (planIds.length === 0) return counts;
    const rows = await db
      .select({ planId: submissions.planId, weeks: sql<number>`count(distinct ${submissions.weekNumber})::int` })
      .from(submissions)
      .where(inArray(submissions.planId, planIds))
      .groupBy(submissions.planId);
    for (const row of rows) counts.set(row.planId, Number(row.weeks));
    return counts;
  },

  /** Weeks with any submission: adaptation must not change a challenge the child already did. */
  async startedWeeks(db: DbOrTx, planId: string): Promise<Set<number>> {
    if (!isUuid(planId)) return new Set();
    const rows = await db.selectDistinct({ week: submissions.weekNumber }).from(submissions).where(eq(submissions.planId, planId));
    return new Set(rows.map((row) => row.week));
  },

  /** Distinct weeks with a completed evaluation (checkpoints and plan completion count these). */
  async completedWeeks(db: DbOrTx, planId: string): Promise<Set<number>> {
    if (!isUuid(planId)) return new Set();
    const rows = await db
      .selectDistinct({ week: submissions.weekNumber })
      .from(submissions)
      .where(and(eq(submissions.planId, planId), eq(submissions.evaluationStatus, 'completed')));
    return new Set(rows.map((row) => row.week));
  },

  async markCompleted(db: DbOrTx, planId: string): Promise<void> {
    await db
      .update(plans)
      .set({ isCompleted: true, updatedAt: sql`now()` })
      .where(and(eq(plans.id, planId), eq(plans.isCompleted, false)));
  },
};
