import { and, asc, between, desc, eq } from 'drizzle-orm';
import type { AiFeedback } from '../../../contracts/submissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { checkpoints, files, plans, submissionImages, submissions } from '../../db/schema/index.ts';

export type ReportPlan = Pick<
  typeof plans.$inferSelect,
  | 'id'
  | 'childName'
  | 'isCompleted'
  | 'isArchived'
  | 'setupCompletedAt'
  | 'baselineFileId'
  | 'baselineCognitiveAge'
  | 'baselineCognitiveAgeMin'
  | 'baselineCognitiveAgeMax'
  | 'baselineChildAge'
  | 'baselineFeatures'
>;
export type ReportWeek = { weekNumber: number; feedback: AiFeedback | null; evaluatedAt: Date | null; storageKey: string | null };
/** A completed checkpoint, with the day its drawing was sent (issue 32: a change is said only for drawings two weeks apart). */
export type ReportCheckpoint = typeof checkpoints.$inferSelect & { drawnAt?: Date | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Deliberately without the birth month and year: a report never shows them, so it never reads them.
const planColumns = {
  id: plans.id,
  childName: plans.childName,
  isCompleted: plans.isCompleted,
  isArchived: plans.isArchived,
  setupCompletedAt: plans.setupCompletedAt,
  baselineFileId: plans.baselineFileId,
  baselineCognitiveAge: plans.baselineCognitiveAge,
  baselineCognitiveAgeMin: plans.baselineCognitiveAgeMin,
  baselineCognitiveAgeMax: plans.baselineCognitiveAgeMax,
  baselineChildAge: plans.baselineChildAge,
  baselineFeatures: plans.baselineFeatures,
};

export const reportRepository = {
  /** The parent's own plan (authorisation is part of the query); `userId` null for a share link, already checked. */
  async findPlan(db: DbOrTx, planId: string, userId: string | null): Promise<ReportPlan | null> {
    if (!UUID.test(planId)) return null;
    const owner = userId === null ? undefined : eq(plans.userId, userId);
    const [row] = await db
      .select(planColumns)
      .from(plans)
      .where(and(eq(plans.id, planId), owner));
    return row ?? null;
  },

  async baselineKey(db: DbOrTx, fileId: string): Promise<string | null> {
    const [row] = await db.select({ key: files.thumbKey, display: files.storageKey }).from(files).where(eq(files.id, fileId));
    return row ? (row.key ?? row.display) : null;
  },

  /**
   * Each completed week in the range from its latest completed attempt (a retaken week shows the
   * child's latest work), with that attempt's primary photo when it has one.
   */
  async completedWeeks(db: DbOrTx, planId: string, weeks: { from: number; to: number }): Promise<ReportWeek[]> {
    const rows = await db
      .select({
        weekNumber: submissions.weekNumber,
        feedback: submissions.aiFeedback,
        evaluatedAt: submissions.evaluatedAt,
        thumbKey: files.thumbKey,
        storageKey: files.storageKey,
      })
      .from(submissions)
      .leftJoin(submissionImages, and(eq(submissionImages.submissionId, submissions.id), eq(submissionImages.isPrimary, true)))
      .leftJoin(files, eq(files.id, submissionImages.fileId))
      .where(and(eq(submissions.planId, planId), eq(submissions.evaluationStatus, 'completed'), between(submissions.weekNumber, weeks.from, weeks.to)))
      .orderBy(asc(submissions.weekNumber), desc(submissions.attemptNumber));
    const byWeek = new Map<number, ReportWeek>();
    for (const row of rows) {
      if (byWeek.has(row.weekNumber)) continue;
      byWeek.set(row.weekNumber, {
        weekNumber: row.weekNumber,
        feedback: row.feedback,
        evaluatedAt: row.evaluatedAt,
        storageKey: row.thumbKey ?? row.storageKey,
      });
    }
    return [...byWeek.values()];
  },

  /** Completed checkpoints up to `upTo`, by number. */
  async completedCheckpoints(db: DbOrTx, planId: string, upTo: number): Promise<ReportCheckpoint[]> {
    const rows = await db
      .select({ checkpoint: checkpoints, drawnAt: files.createdAt })
      .from(checkpoints)
      .leftJoin(files, eq(files.id, checkpoints.drawingFileId))
      .where(and(eq(checkpoints.planId, planId), eq(checkpoints.status, 'completed')))
      .orderBy(asc(checkpoints.checkpointNumber));
    return rows.filter((row) => row.checkpoint.checkpointNumber <= upTo).map((row) => ({ ...row.checkpoint, drawnAt: row.drawnAt }));
  },
};
