import { and, asc, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { files, submissionImages, submissionRecordings, submissions } from '../../db/schema/index.ts';
import { isUuid } from '../plans/repository.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = typeof submissions.$inferInsert;
export type SubmissionImageRow = typeof submissionImages.$inferSelect & { storageKey: string; mimeType: string };
export type RecordingRow = typeof submissionRecordings.$inferSelect & { storageKey: string; mimeType: string };
/** A photo as a submission list shows it. */
export type ListedImage = Pick<SubmissionImageRow, 'id' | 'fileId' | 'isPrimary'>;
/** The feedback's score fields, all a list needs of it. */
export type FeedbackScoreFields = { score?: unknown; overallScore?: unknown; observed?: unknown };
/**
 * A submission as the plan page's lists show it: no feedback (loaded per submission) but its
 * score, its photos and how many recordings.
 */
export type ListedSubmission = Omit<SubmissionRow, 'aiFeedback'> & { images: ListedImage[]; recordingCount: number; scoreFields: FeedbackScoreFields | null };

const { aiFeedback: _feedback, ...listedColumns } = getTableColumns(submissions);

/**
 * A plan's submissions for its lists, newest week and attempt first, in one statement prepared
 * (named) once per database: photos aggregated per submission in position order and recordings
 * counted, where the lists ran three statements (and read every feedback, which they leave out).
 * Photos and recordings go with their files (deleting a file deletes them), as imagesOf's join.
 */
const listStatement = oncePerDatabase((db) =>
  db
    .select({
      ...listedColumns,
      // Drizzle writes a select list's columns unqualified, so the subqueries name their tables themselves.
      images: sql<ListedImage[]>`coalesce((
        select json_agg(json_build_object('id', i.id, 'fileId', i.file_id, 'isPrimary', i.is_primary) order by i.position)
        from ${submissionImages} i where i.submission_id = ${sql.identifier('submissions')}.id
      ), '[]'::json)`,
      recordingCount: sql<number>`(select count(*)::int from ${submissionRecordings} r where r.submission_id = ${sql.identifier('submissions')}.id)`.mapWith(
        Number,
      ),
      scoreFields: sql<FeedbackScoreFields | null>`jsonb_build_object('score', ${submissions.aiFeedback}->'score', 'overallScore', ${submissions.aiFeedback}->'overallScore', 'observed', jsonb_build_object('goalsShown', ${submissions.aiFeedback}->'observed'->'goalsShown', 'goalsCheckable', ${submissions.aiFeedback}->'observed'->'goalsCheckable', 'followed', ${submissions.aiFeedback}->'observed'->'followed'))`,
    })
    .from(submissions)
    .where(eq(submissions.planId, sql.placeholder('planId')))
    .orderBy(desc(submissions.weekNumber), desc(submissions.attemptNumber))
    .prepare('kritzel_listed_submissions'),
);

export const submissionRepository = {
  async insert(db: DbOrTx, values: NewSubmission): Promise<SubmissionRow> {
    const [row] = await db.insert(submissions).values(values).returning();
    if (!row) throw new Error('submission insert returned nothing');
    return row;
  },

  async insertImages(db: DbOrTx, submissionId: string, fileIds: string[]): Promise<void> {
    if (fileIds.length === 0) return;
    await db.insert(submissionImages).values(fileIds.map((fileId, position) => ({ submissionId, fileId, position, isPrimary: position === 0 })));
  },

  async insertRecordings(db: DbOrTx, submissionId: string, recordings: { fileId: string; durationSeconds: number }[]): Promise<void> {
    if (recordings.length === 0) return;
    await db.insert(submissionRecordings).values(recordings.map((r, position) => ({ submissionId, position, ...r })));
  },

  /** The highest week with any submission, 0 when none: the current week is this + 1. */
  async highestWeek(db: DbOrTx, planId: string): Promise<number> {
    const [row] = await db
      .select({ week: sql<number | null>`max(${submissions.weekNumber})` })
      .from(submissions)
      .where(eq(submissions.planId, planId));
    return Number(row?.week ?? 0);
  },

  async attemptsAt(db: DbOrTx, planId: string, weekNumber: number): Promise<number> {
    const [row] = await db
      .select({ attempts: sql<number | null>`max(${submissions.attemptNumber})` })
      .from(submissions)
      .where(and(eq(submissions.planId, planId), eq(submissions.weekNumber, weekNumber)));
    return Number(row?.attempts ?? 0);
  },

  async find(db: DbOrTx, id: string): Promise<SubmissionRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    return row ?? null;
  },

  /** Authorisation is part of the query: another parent's submission finds nothing. */
  async findOwned(db: DbOrTx, id: string, userId: string): Promise<SubmissionRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.userId, userId)));
    return row ?? null;
  },

  /** Newest week first, then newest attempt. */
  async listForPlan(db: DbOrTx, planId: string, weekNumber?: number): Promise<SubmissionRow[]> {
    const where = weekNumber === undefined ? eq(submissions.planId, planId) : and(eq(submissions.planId, planId), eq(submissions.weekNumber, weekNumber));
    return db.select().from(submissions).where(where).orderBy(desc(submissions.weekNumber), desc(submissions.attemptNumber));
  },

  /** The plan page's lists (submissions, gallery); the caller has checked the plan is the parent's. */
  async listedForPlan(db: Db, planId: string): Promise<ListedSubmission[]> {
    return listStatement(db).execute({ planId });
  },

  /** Completed results of a plan, oldest week first (for "progress" wording in feedback). */
  async completedForPlan(db: DbOrTx, planId: string): Promise<SubmissionRow[]> {
    return db
      .select()
      .from(submissions)
      .where(and(eq(submissions.planId, planId), eq(submissions.evaluationStatus, 'completed')))
      .orderBy(asc(submissions.weekNumber), asc(submissions.attemptNumber));
  },

  async imagesOf(db: DbOrTx, submissionIds: string[]): Promise<Map<string, SubmissionImageRow[]>> {
    const byId = new Map<string, SubmissionImageRow[]>(submissionIds.map((id) => [id, []]));
    if (submissionIds.length === 0) return byId;
    const rows = await db
      .select({ image: submissionImages, storageKey: files.storageKey, mimeType: files.mimeType })
      .from(submissionImages)
      .innerJoin(files, eq(files.id, submissionImages.fileId))
      .where(inArray(submissionImages.submissionId, submissionIds))
      .orderBy(asc(submissionImages.position));
    for (const { image, storageKey, mimeType } of rows) byId.get(image.submissionId)?.push({ ...image, storageKey, mimeType });
    return byId;
  },

  async recordingsOf(db: DbOrTx, submissionIds: string[]): Promise<Map<string, RecordingRow[]>> {
    const byId = new Map<string, RecordingRow[]>(submissionIds.map((id) => [id, []]));
    if (submissionIds.length === 0) return byId;
    const rows = await db
      .select({ recording: submissionRecordings, storageKey: files.storageKey, mimeType: files.mimeType })
      .from(submissionRecordings)
      .innerJoin(files, eq(files.id, submissionRecordings.fileId))
      .where(inArray(submissionRecordings.submissionId, submissionIds))
      .orderBy(asc(submissionRecordings.position));
    for (const { recording, storageKey, mimeType } of rows) byId.get(recording.submissionId)?.push({ ...recording, storageKey, mimeType });
    return byId;
  },

  async setTranscript(
    db: DbOrTx,
    recordingId: string,
    values: { transcript: string | null; transcriptionStatus: RecordingRow['transcriptionStatus'] },
  ): Promise<void> {
    await db.update(submissionRecordings).set(values).where(eq(submissionRecordings.id, recordingId));
  },

  /** Writes the result only while the submission is still pending: a late duplicate run changes nothing. */
  async complete(db: DbOrTx, id: string, values: Pick<NewSubmission, 'aiFeedback' | 'analyser'>): Promise<boolean> {
    const rows = await db
      .update(submissions)
      .set({ ...values, evaluationStatus: 'completed', evaluationError: null, evaluatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(submissions.id, id), eq(submissions.evaluationStatus, 'pending')))
      .returning({ id: submissions.id });
    return rows.length > 0;
  },

  async fail(db: DbOrTx, id: string, failure: { error: string; retryable: boolean }): Promise<boolean> {
    const rows = await db
      .update(submissions)
      .set({
        evaluationStatus: 'failed',
        aiFeedback: failure,
        evaluationError: failure.error,
        retryable: failure.retryable,
        evaluatedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(submissions.id, id), eq(submissions.evaluationStatus, 'pending')))
      .returning({ id: submissions.id });
    return rows.length > 0;
  },

  /** Back to pending for a retry, only from a retryable failure (so two clicks start one retry). */
  async restart(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db
      .update(submissions)
      .set({ evaluationStatus: 'pending', aiFeedback: null, evaluationError: null, evaluatedAt: null, updatedAt: sql`now()` })
      .where(and(eq(submissions.id, id), eq(submissions.evaluationStatus, 'failed'), eq(submissions.retryable, true)))
      .returning({ id: submissions.id });
    return rows.length > 0;
  },

  /** Marks progress (e.g. transcripts written) so the stale sweep measures from the latest step. */
  async touch(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(submissions)
      .set({ updatedAt: sql`now()` })
      .where(eq(submissions.id, id));
  },

  /** Pending since before `olderThan` (measured from the last change): the queue lost them. */
  async failStale(db: DbOrTx, olderThan: Date, failure: { error: string; retryable: boolean }): Promise<string[]> {
    const rows = await db
      .update(submissions)
      .set({ evaluationStatus: 'failed', aiFeedback: failure, evaluationError: failure.error, retryable: failure.retryable, updatedAt: sql`now()` })
      .where(and(eq(submissions.evaluationStatus, 'pending'), lt(submissions.updatedAt, olderThan)))
      .returning({ id: submissions.id });
    return rows.map((r) => r.id);
  },
};
