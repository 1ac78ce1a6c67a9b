import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/api-harness.ts';
import { drawings, files } from '../../db/schema/index.ts';

/** The files row of a free analysis's drawing, to look at what was stored and where. */
export async function storedDrawingFile(ctx: Pick<TestContext, 'database'>, drawingId: string) {
  const [row] = await ctx.database.db.select({ file: files }).from(drawings).innerJoin(files, eq(files.id, drawings.fileId)).where(eq(drawings.id, drawingId));
  if (!row) throw new Error(`no stored file for drawing ${drawingId}`);
  return row.file;
}
