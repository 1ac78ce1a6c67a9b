import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';
import { taskResults, type StoredTaskItem } from '../../db/schema/index.ts';
import type { TaskEstimate } from '../../../contracts/tasks.ts';

export type TaskResultRow = typeof taskResults.$inferSelect;
export type NewTaskResult = typeof taskResults.$inferInsert;

/** A plan's tasks, read by its tasks list, its Growth tab and its reports on every visit. */
const listStatement = oncePerDatabase((db) =>
  db
    .select()
    .from(taskResults)
    .where(eq(taskResults.planId, sql.placeholder('planId')))
    .orderBy(asc(taskResults.createdAt), asc(taskResults.id))
    .prepare('kritzel_tasks_of_plan'),
);

/** The task results' queries; callers say whose result may be read. */
export const taskResultRepository = {
  async insert(db: DbOrTx, values: NewTaskResult): Promise<TaskResultRow> {
    const [row] = await db.insert(taskResults).values(values).returning();
    if (!row) throw new Error('task result insert returned nothing');
    return row;
  },

  /**
   * A result its reader may see: their own, or an anonymous one (its random id is the ticket,
   * like a free analysis's). Another parent's is not found.
   */
  async findReadable(db: DbOrTx, id: string, userId: string | null, options: { lock?: boolean } = {}): Promise<TaskResultRow | null> {
    const whose = userId ? or(isNull(taskResults.userId), eq(taskResults.userId, userId)) : isNull(taskResults.userId);
    const query = db
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.id, id), whose));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async findAtCheckpoint(db: DbOrTx, key: { planId: string; checkpointNumber: number; task: TaskResultRow['task'] }): Promise<TaskResultRow | null> {
    const [row] = await db
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.planId, key.planId), eq(taskResults.checkpointNumber, key.checkpointNumber), eq(taskResults.task, key.task)));
    return row ?? null;
  },

  /** A plan's tasks, oldest first (the order they were done in). */
  async listOfPlan(db: Db, planId: string): Promise<TaskResultRow[]> {
    return listStatement(db).execute({ planId });
  },

  /** The same child's task of the same kind done just before this one, in the same plan. */
  async previousOf(db: DbOrTx, row: Pick<TaskResultRow, 'planId' | 'task' | 'createdAt'>): Promise<TaskResultRow | null> {
    if (!row.planId) return null;
    const [previous] = await db
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.planId, row.planId), eq(taskResults.task, row.task), lt(taskResults.createdAt, row.createdAt)))
      .orderBy(desc(taskResults.createdAt))
      .limit(1);
    return previous ?? null;
  },

  async updateItems(db: DbOrTx, id: string, values: { items: StoredTaskItem[]; estimate: TaskEstimate }): Promise<TaskResultRow> {
    const [row] = await db
      .update(taskResults)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(taskResults.id, id))
      .returning();
    if (!row) throw new Error('task result vanished while being corrected');
    return row;
  },
};
