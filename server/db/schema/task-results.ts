import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ItemResult, PersonItem, ShapeItem, TaskEstimate } from '../../../contracts/tasks.ts';
import { files } from './files.ts';
import { plans } from './plans.ts';
import { users } from './users.ts';

/** One item as stored: what counts, what Kritzel scored beside it, and whether the parent corrected it. */
export type StoredTaskItem = {
  item: ShapeItem | PersonItem;
  result: ItemResult;
  scored: ItemResult | null;
  confidence: number | null;
  /** A small PNG of the copy as a data URL; null for a ticked checklist item. */
  crop: string | null;
  corrected: boolean;
};

/**
 * Issue 33: a standard task (the shape sheet, draw-a-person) with its items and the estimate
 * from the norms as it was made. Anonymous ones (the free analysis's "closer look") have no
 * user and expire like anonymous free analyses; a checkpoint holds one task of each kind.
 */
export const taskResults = pgTable(
  'task_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    checkpointNumber: integer('checkpoint_number'),
    task: text('task', { enum: ['shapes', 'person'] }).notNull(),
    childAgeMonths: integer('child_age_months').notNull(),
    sheet: text('sheet', { enum: ['printed', 'plain'] }),
    items: jsonb('items').$type<StoredTaskItem[]>().notNull(),
    estimate: jsonb('estimate').$type<TaskEstimate>().notNull(),
    /** The photo, kept as the parent's file; a removed file leaves the scored items standing. */
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_results_user_id_idx').on(t.userId),
    index('task_results_plan_id_idx').on(t.planId),
    index('task_results_created_at_idx').on(t.createdAt),
    // The daily purge's anonymous tasks, oldest first, as the anonymous drawings (ADR 032).
    index('task_results_anonymous_created_idx')
      .on(t.createdAt)
      .where(sql`${t.userId} is null`),
    index('task_results_photo_file_id_idx').on(t.photoFileId),
    // Nulls stay distinct: a plan may hold any number of tasks done between checkpoints.
    uniqueIndex('task_results_checkpoint_task_idx')
      .on(t.planId, t.checkpointNumber, t.task)
      .where(sql`${t.planId} is not null`),
  ],
);
