import { eq } from 'drizzle-orm';
import { SHAPE_ITEMS, type ItemResult, type ShapeItem } from '../../../contracts/tasks.ts';
import type { TestContext } from '../../../test/api-harness.ts';
import type { TestUser } from '../../../test/factories.ts';
import { multipart, postForm } from '../../../test/multipart.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { files, taskResults } from '../../db/schema/index.ts';
import { estimateTask } from './estimate.ts';
import { taskResultRepository, type TaskResultRow } from './repository.ts';

/** A paid, set-up plan whose first `weeks` weeks have feedback: checkpoint 1 opens at 4. */
export async function planAtCheckpoint(ctx: TestContext, parent: TestUser, weeks = 4) {
  const plan = await createPlan({ ctx, user: parent, setUp: true });
  for (let week = 1; week <= weeks; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'completed' });
  return plan;
}

/**
 * A scored shape sheet as the scoring route stores it, for the tests that need one without a
 * photo (corrections, owners, growth): the first `passes` shapes passed, the rest failed.
 */
export async function insertShapesResult(
  ctx: Pick<TestContext, 'database'>,
  options: { userId: string | null; planId?: string; checkpointNumber?: number; passes: number; childAge?: number; createdAt?: Date },
): Promise<TaskResultRow> {
  const items = SHAPE_ITEMS.map((item, i) => {
    const result: ItemResult = i < options.passes ? 'pass' : 'fail';
    return { item: item as ShapeItem, result, scored: result, confidence: 0.9, crop: null, corrected: false };
  });
  const childAge = options.childAge ?? 60;
  return taskResultRepository.insert(ctx.database.db, {
    userId: options.userId,
    planId: options.planId ?? null,
    checkpointNumber: options.checkpointNumber ?? null,
    task: 'shapes',
    childAgeMonths: childAge,
    sheet: 'printed',
    items,
    estimate: estimateTask({ task: 'shapes', items, childAge }),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
}

/** POST /api/tasks/person/score as the web app sends it; signed out when `user` is null. */
export function scorePerson(ctx: TestContext, user: TestUser | null, fields: Record<string, string | undefined>, photo?: Buffer) {
  const form = multipart(fields, photo ? [{ field: 'photo', filename: 'person.jpg', contentType: 'image/jpeg', data: photo }] : []);
  return postForm(ctx, '/api/tasks/person/score', user, form);
}

/** POST /api/tasks/shapes/score with a photo; signed out when `user` is null. */
export function scoreShapes(ctx: TestContext, user: TestUser | null, fields: Record<string, string | undefined>, photo?: Buffer) {
  const form = multipart(fields, photo ? [{ field: 'photo', filename: 'sheet.jpg', contentType: 'image/jpeg', data: photo }] : []);
  return postForm(ctx, '/api/tasks/shapes/score', user, form);
}

/** Every task row and every file row, counted: "nothing stored" is both unchanged. */
export async function storedCounts(ctx: Pick<TestContext, 'database'>) {
  const db = ctx.database.db;
  return { tasks: (await db.select({ id: taskResults.id }).from(taskResults)).length, files: (await db.select({ id: files.id }).from(files)).length };
}

export async function taskRow(ctx: Pick<TestContext, 'database'>, id: string) {
  const [row] = await ctx.database.db.select().from(taskResults).where(eq(taskResults.id, id));
  return row;
}
