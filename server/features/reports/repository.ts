import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { AiFeedback } from '../../../contracts/submissions.ts';
import type { Db } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';
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

const planId = sql.placeholder('planId');

/**
 * A report's reads, prepared once per database: a report is downloaded again and again (the
 * parent, a shared link's readers, the checkpoint e-mail), and each time its data is read to see
 * whether the PDF already made still holds (render-checkpoint-report.ts).
 */
const statements = oncePerDatabase((db) => ({
  ownedPlan: db
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.userId, sql.placeholder('userId'))))
    .prepare('kritzel_report_owned_plan'),
  anyPlan: db.select(planColumns).from(plans).where(eq(plans.id, planId)).prepare('kritzel_report_plan'),
  baselineKey: db
    .select({ key: files.thumbKey, display: files.storageKey })
    .from(files)
    .where(eq(files.id, sql.placeholder('fileId')))
    .prepare('kritzel_report_baseline_key'),
  completedWeeks: db
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
    .where(
      and(
        eq(submissions.planId, planId),
        eq(submissions.evaluationStatus, 'completed'),
        between(submissions.weekNumber, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(submissions.weekNumber), desc(submissions.attemptNumber))
    .prepare('kritzel_report_completed_weeks'),
  completedCheckpoints: db
    .select({ checkpoint: checkpoints, drawnAt: files.createdAt })
    .from(checkpoints)
    .leftJoin(files, eq(files.id, checkpoints.drawingFileId))
    .where(and(eq(checkpoints.planId, planId), eq(checkpoints.status, 'completed')))
    .orderBy(asc(checkpoints.checkpointNumber))
    .prepare('kritzel_report_completed_checkpoints'),
}));

export const reportRepository = {
  /** The parent's own plan (authorisation is part of the query); `userId` null for a share link, already checked. */
  async findPlan(db: Db, planId: string, userId: string | null): Promise<ReportPlan | null> {
    if (!UUID.test(planId)) return null;
    const [row] = userId === null ? await statements(db).anyPlan.execute({ planId }) : await statements(db).ownedPlan.execute({ planId, userId });
    return row ?? null;
  },

  async baselineKey(db: Db, fileId: string): Promise<string | null> {
    const [row] = await statements(db).baselineKey.execute({ fileId });
    return row ? (row.key ?? row.display) : null;
  },

  /**
   * Each completed week in the range from its latest completed attempt (a retaken week shows the
   * child's latest work), with that attempt's primary photo when it has one.
   */
  async completedWeeks(db: Db, planId: string, weeks: { from: number; to: number }): Promise<ReportWeek[]> {
    const rows = await statements(db).completedWeeks.execute({ planId, ...weeks });
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
  async completedCheckpoints(db: Db, planId: string, upTo: number): Promise<ReportCheckpoint[]> {
    const rows = await statements(db).completedCheckpoints.execute({ planId });
    return rows.filter((row) => row.checkpoint.checkpointNumber <= upTo).map((row) => ({ ...row.checkpoint, drawnAt: row.drawnAt }));
  },
};
