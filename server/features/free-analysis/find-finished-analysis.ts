import { and, eq, gte } from 'drizzle-orm';
import type { AnalyzeDrawingResponse } from '../../../contracts/analysis.ts';
import type { Db } from '../../db/client.ts';
import { drawings } from '../../db/schema/index.ts';

export type FindFinishedAnalysisOptions = {
  db: Db;
  /** The ticket: a queued analysis stores its drawing under this id. */
  drawingId: string;
  userId: string | null;
  /** Tickets expire: older drawings are not handed out this way. */
  since: Date;
};

/**
 * A queued free analysis that has finished, as its POST would have answered — from the database,
 * so a process that did not take the drawing (or restarted since) can answer its ticket. A
 * signed-in parent's drawing is theirs alone; a visitor's is found by its unguessable id.
 */
export async function findFinishedAnalysis({ db, drawingId, userId, since }: FindFinishedAnalysisOptions): Promise<AnalyzeDrawingResponse | null> {
  const [row] = await db
    .select({ id: drawings.id, userId: drawings.userId, analysis: drawings.analysis, planPreview: drawings.planPreview })
    .from(drawings)
    .where(and(eq(drawings.id, drawingId), gte(drawings.createdAt, since)))
    .limit(1);
  if (!row || (row.userId !== null && row.userId !== userId)) return null;
  return { analysisResult: row.analysis, planPreview: row.planPreview, drawingId: row.id };
}
