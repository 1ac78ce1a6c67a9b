import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drawings, files, plans, submissionImages, submissions } from '../../db/schema/index.ts';
import { isUuid } from '../orders/repository.ts';
import type { FileRow } from '../files/repository.ts';

/** A drawing of the parent's, with what names it: a week's challenge, a plan's first drawing, or a free analysis. */
export type GalleryRow = {
  fileId: string;
  createdAt: Date;
  childName: string | null;
  weekNumber: number | null;
  challengeTitle: string | null;
  from: 'week' | 'first-drawing' | 'free-analysis';
};

/**
 * The three places a child's drawing is kept. Each is the parent's twice over: the row that
 * names the file is theirs, and so is the file (both conditions are in every query).
 */
const isWeekPhoto = (userId: string) =>
  sql`exists (select 1 from ${submissionImages} join ${submissions} on ${submissions.id} = ${submissionImages.submissionId}
      where ${submissionImages.fileId} = ${files.id} and ${submissions.userId} = ${userId})`;
const isFirstDrawing = (userId: string) => sql`exists (select 1 from ${plans} where ${plans.baselineFileId} = ${files.id} and ${plans.userId} = ${userId})`;
const isFreeAnalysis = (userId: string) => sql`exists (select 1 from ${drawings} where ${drawings.fileId} = ${files.id} and ${drawings.userId} = ${userId})`;

export const galleryRepository = {
  /** The parent's drawings, newest first; a file named twice (a free analysis that became a plan's first drawing) once. */
  async list(db: DbOrTx, userId: string, limit: number): Promise<GalleryRow[]> {
    const weeks = await db
      .select({
        fileId: files.id,
        createdAt: files.createdAt,
        childName: plans.childName,
        weekNumber: submissions.weekNumber,
        challengeTitle: submissions.challengeTitle,
      })
      .from(submissionImages)
      .innerJoin(submissions, eq(submissions.id, submissionImages.submissionId))
      .innerJoin(plans, eq(plans.id, submissions.planId))
      .innerJoin(files, eq(files.id, submissionImages.fileId))
      .where(and(eq(submissions.userId, userId), eq(files.ownerId, userId)))
      .orderBy(desc(files.createdAt))
      .limit(limit);
    const firsts = await db
      .select({ fileId: files.id, createdAt: files.createdAt, childName: plans.childName })
      .from(plans)
      .innerJoin(files, eq(files.id, plans.baselineFileId))
      .where(and(eq(plans.userId, userId), eq(files.ownerId, userId), isNotNull(plans.baselineFileId)))
      .orderBy(desc(files.createdAt))
      .limit(limit);
    const free = await db
      .select({ fileId: files.id, createdAt: files.createdAt })
      .from(drawings)
      .innerJoin(files, eq(files.id, drawings.fileId))
      .where(and(eq(drawings.userId, userId), eq(files.ownerId, userId)))
      .orderBy(desc(files.createdAt))
      .limit(limit);
    const rows: GalleryRow[] = [
      ...weeks.map((row) => ({ ...row, from: 'week' as const })),
      ...firsts.map((row) => ({ ...row, weekNumber: null, challengeTitle: null, from: 'first-drawing' as const })),
      ...free.map((row) => ({ ...row, childName: null, weekNumber: null, challengeTitle: null, from: 'free-analysis' as const })),
    ];
    const seen = new Set<string>();
    return rows
      .filter((row) => !seen.has(row.fileId) && seen.add(row.fileId))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  },

  /** The file, when it is one of this parent's drawings; anything else (another's, an audio, an artwork) is not found. */
  async findOwnedDrawing(db: DbOrTx, fileId: string, userId: string): Promise<FileRow | null> {
    if (!isUuid(fileId)) return null;
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, userId), or(isWeekPhoto(userId), isFirstDrawing(userId), isFreeAnalysis(userId))));
    return row ?? null;
  },
};
