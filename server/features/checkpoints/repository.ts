import { and, asc, between, countDistinct, desc, eq, lt, sql } from 'drizzle-orm';
import type { CheckpointResult, DrawingFeatures } from '../../../contracts/analysis.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { checkpoints, files, plans, submissionImages, submissions } from '../../db/schema/index.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';

export type CheckpointRow = typeof checkpoints.$inferSelect;
export type CheckpointPlan = Pick<
  typeof plans.$inferSelect,
  | 'id'
  | 'userId'
  | 'isPaid'
  | 'setupCompletedAt'
  | 'baselineCognitiveAge'
  | 'baselineCognitiveAgeMin'
  | 'baselineCognitiveAgeMax'
  | 'baselineChildAge'
  | 'baselineFeatures'
>;
/** A week's photo for a checkpoint, with the day its feedback was made (the week's date, as the growth chart shows it). */
export type PeriodDrawing = { weekNumber: number; fileId: string; storageKey: string; mimeType: string; evaluatedAt: Date | null; createdAt: Date };
/** Issue 21: the parent's "whole person" drawing given when the evaluation started. */
export type WholePersonDrawing = { fileId: string } | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const planColumns = {
  id: plans.id,
  userId: plans.userId,
  isPaid: plans.isPaid,
  setupCompletedAt: plans.setupCompletedAt,
  baselineCognitiveAge: plans.baselineCognitiveAge,
  baselineCognitiveAgeMin: plans.baselineCognitiveAgeMin,
  baselineCognitiveAgeMax: plans.baselineCognitiveAgeMax,
  baselineChildAge: plans.baselineChildAge,
  baselineFeatures: plans.baselineFeatures,
};

/** The plan page's list, built once per database and prepared (named) on the server. */
const listStatement = oncePerDatabase((db) =>
  db
    .select()
    .from(checkpoints)
    .where(eq(checkpoints.planId, sql.placeholder('planId')))
    .orderBy(asc(checkpoints.checkpointNumber))
    .prepare('kritzel_checkpoints_of_plan'),
);

const key = (planId: string, checkpointNumber: number) => and(eq(checkpoints.planId, planId), eq(checkpoints.checkpointNumber, checkpointNumber));

export const checkpointRepository = {
  /** Authorisation is part of the query; an id that is not a uuid is simply not found. */
  async findOwnedPlan(db: DbOrTx, { planId, userId }: { planId: string; userId: string }): Promise<CheckpointPlan | null> {
    if (!UUID.test(planId)) return null;
    const [row] = await db
      .select(planColumns)
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)));
    return row ?? null;
  },

  /** For the job, which runs on behalf of the plan's owner. */
  async findPlan(db: DbOrTx, planId: string): Promise<CheckpointPlan | null> {
    if (!UUID.test(planId)) return null;
    const [row] = await db.select(planColumns).from(plans).where(eq(plans.id, planId));
    return row ?? null;
  },

  /** A plan's checkpoints by number; the caller has checked the plan is the parent's. */
  async listOfPlan(db: Db, planId: string): Promise<CheckpointRow[]> {
    return listStatement(db).execute({ planId });
  },

  /** With `lock`, holds the row until the transaction ends so two evaluations never interleave. */
  async find(db: DbOrTx, planId: string, checkpointNumber: number, options: { lock?: boolean } = {}): Promise<CheckpointRow | null> {
    const query = db.select().from(checkpoints).where(key(planId, checkpointNumber));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Spec 000 §4: weeks count once however many attempts they took. */
  async completedWeeks(db: DbOrTx, planId: string): Promise<number> {
    const [row] = await db
      .select({ weeks: countDistinct(submissions.weekNumber) })
      .from(submissions)
      .where(and(eq(submissions.planId, planId), eq(submissions.evaluationStatus, 'completed')));
    return Number(row?.weeks ?? 0);
  },

  /** A new checkpoint as pending; null when a concurrent request inserted it first. */
  async insertPending(db: DbOrTx, planId: string, checkpointNumber: number, drawing: WholePersonDrawing = null): Promise<CheckpointRow | null> {
    const [row] = await db
      .insert(checkpoints)
      .values({ planId, checkpointNumber, status: 'pending', ...(drawing && { wholePersonDrawing: true, drawingFileId: drawing.fileId }) })
      .onConflictDoNothing({ target: [checkpoints.planId, checkpoints.checkpointNumber] })
      .returning();
    return row ?? null;
  },

  /**
   * A failed checkpoint evaluated again: back to pending, the old error cleared. What the
   * parent sends this time is what is used: a new whole-person drawing, or none (the weeks' photos).
   */
  async restartFailed(db: DbOrTx, planId: string, checkpointNumber: number, drawing: WholePersonDrawing = null): Promise<CheckpointRow | null> {
    const [row] = await db
      .update(checkpoints)
      .set({ status: 'pending', error: null, updatedAt: sql`now()`, wholePersonDrawing: drawing !== null, drawingFileId: drawing?.fileId ?? null })
      .where(and(key(planId, checkpointNumber), eq(checkpoints.status, 'failed')))
      .returning();
    return row ?? null;
  },

  /** Only a pending checkpoint is written, so a job delivered twice changes nothing the second time. */
  async complete(
    db: DbOrTx,
    planId: string,
    checkpointNumber: number,
    values: {
      cognitiveAge: number;
      cognitiveAgeMin: number | null;
      cognitiveAgeMax: number | null;
      analysis: CheckpointResult['analysis'];
      analyser: string;
      /** The drawing the measurements come from, and what was measured on it (null when nothing could be). */
      drawingFileId: string | null;
      features: DrawingFeatures | null;
    },
  ): Promise<boolean> {
    const rows = await db
      .update(checkpoints)
      .set({ ...values, status: 'completed', error: null, evaluatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(key(planId, checkpointNumber), eq(checkpoints.status, 'pending')))
      .returning({ id: checkpoints.id });
    return rows.length > 0;
  },

  async fail(db: DbOrTx, planId: string, checkpointNumber: number, error: string): Promise<boolean> {
    const rows = await db
      .update(checkpoints)
      .set({ status: 'failed', error, updatedAt: sql`now()` })
      .where(and(key(planId, checkpointNumber), eq(checkpoints.status, 'pending')))
      .returning({ id: checkpoints.id });
    return rows.length > 0;
  },

  /** Pending rows no job can still be working on (the queue gave up on them): failed, so Evaluate works again. */
  async failStale(db: DbOrTx, pendingSince: Date, error: string): Promise<number> {
    const rows = await db
      .update(checkpoints)
      .set({ status: 'failed', error, updatedAt: sql`now()` })
      .where(and(eq(checkpoints.status, 'pending'), lt(checkpoints.updatedAt, pendingSince)))
      .returning({ id: checkpoints.id });
    return rows.length;
  },

  /** Earlier completed checkpoints, oldest first: what this one is compared with. */
  async earlierCompleted(db: DbOrTx, planId: string, checkpointNumber: number): Promise<CheckpointResult[]> {
    const rows = await db
      .select()
      .from(checkpoints)
      .where(and(eq(checkpoints.planId, planId), lt(checkpoints.checkpointNumber, checkpointNumber), eq(checkpoints.status, 'completed')))
      .orderBy(asc(checkpoints.checkpointNumber));
    return rows.flatMap((row): CheckpointResult[] => {
      if (row.cognitiveAge === null || !row.analysis) return [];
      const range =
        row.cognitiveAgeMin !== null && row.cognitiveAgeMax !== null ? { cognitiveAgeRange: { min: row.cognitiveAgeMin, max: row.cognitiveAgeMax } } : {};
      return [{ checkpointNumber: row.checkpointNumber, cognitiveAge: row.cognitiveAge, ...range, analysis: row.analysis }];
    });
  },

  /** Then and now: the baseline drawing and the latest completed checkpoint, of the parent's own plan only. */
  async thenAndNowSources(db: DbOrTx, { planId, userId }: { planId: string; userId: string }) {
    if (!UUID.test(planId)) return null;
    const [plan] = await db
      .select({ baselineFileId: plans.baselineFileId, baselineFeatures: plans.baselineFeatures, setupCompletedAt: plans.setupCompletedAt })
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)));
    if (!plan) return null;
    const [latest] = await db
      .select({
        checkpointNumber: checkpoints.checkpointNumber,
        wholePersonDrawing: checkpoints.wholePersonDrawing,
        drawingFileId: checkpoints.drawingFileId,
        features: checkpoints.features,
        evaluatedAt: checkpoints.evaluatedAt,
        // The day the checkpoint's drawing was sent (its file's), for the two-week rule.
        drawnAt: files.createdAt,
      })
      .from(checkpoints)
      .leftJoin(files, eq(files.id, checkpoints.drawingFileId))
      .where(and(eq(checkpoints.planId, planId), eq(checkpoints.status, 'completed')))
      .orderBy(desc(checkpoints.checkpointNumber))
      .limit(1);
    return { plan, latest: latest ?? null };
  },

  /** The stored file of a checkpoint's whole-person drawing; null when it is gone. */
  async drawingFile(db: DbOrTx, fileId: string): Promise<{ fileId: string; storageKey: string; mimeType: string } | null> {
    const [row] = await db.select({ fileId: files.id, storageKey: files.storageKey, mimeType: files.mimeType }).from(files).where(eq(files.id, fileId));
    return row ?? null;
  },

  /**
   * The primary photo of each completed week in the range, from the latest completed attempt of
   * that week (a retaken week shows the child's latest work).
   */
  async periodDrawings(db: DbOrTx, planId: string, weeks: { from: number; to: number }): Promise<PeriodDrawing[]> {
    const rows = await db
      .select({
        weekNumber: submissions.weekNumber,
        fileId: files.id,
        storageKey: files.storageKey,
        mimeType: files.mimeType,
        evaluatedAt: submissions.evaluatedAt,
        createdAt: submissions.createdAt,
      })
      .from(submissions)
      .innerJoin(submissionImages, and(eq(submissionImages.submissionId, submissions.id), eq(submissionImages.isPrimary, true)))
      .innerJoin(files, eq(files.id, submissionImages.fileId))
      .where(and(eq(submissions.planId, planId), eq(submissions.evaluationStatus, 'completed'), between(submissions.weekNumber, weeks.from, weeks.to)))
      .orderBy(asc(submissions.weekNumber), desc(submissions.attemptNumber));
    const byWeek = new Map<number, PeriodDrawing>();
    for (const row of rows) if (!byWeek.has(row.weekNumber)) byWeek.set(row.weekNumber, row);
    return [...byWeek.values()];
  },
};
