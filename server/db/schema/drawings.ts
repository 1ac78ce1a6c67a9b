import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import type { AnalysisResult, DrawingFeatures, PlanPreview } from '../../../contracts/analysis.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** A free analysis: the drawing, what was measured and the estimate. Anonymous ones expire after 30 days. */
export const drawings = pgTable(
  'drawings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    childAgeMonths: integer('child_age_months'),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    challenge: text('challenge', { enum: ['shapes', 'draw-person', 'future-city', 'general'] }).notNull(),
    analysis: jsonb('analysis').$type<AnalysisResult>().notNull(),
    features: jsonb('features').$type<DrawingFeatures>().notNull(),
    planPreview: jsonb('plan_preview').$type<PlanPreview>().notNull(),
    analyser: text('analyser').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drawings_user_id_idx').on(t.userId),
    index('drawings_created_at_idx').on(t.createdAt),
    // Deleting a file deletes its drawing: without this, each deletion reads the whole table (issue 36).
    index('drawings_file_id_idx').on(t.fileId),
    // The daily purge's anonymous drawings, oldest first, a batch at a time: without it each batch
    // read the parents' older drawings too, more of them as the years go by (ADR 032).
    index('drawings_anonymous_created_idx')
      .on(t.createdAt)
      .where(sql`${t.userId} is null`),
  ],
);
