import { sql } from 'drizzle-orm';
import { boolean, index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DrawingFeatures } from '../../../contracts/analysis.ts';
import { drawings } from './drawings.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** One week of a plan as the plan reads show it: plan_challenges' shown fields, by their contract names. */
export type PlanWeek = {
  week: number;
  title: string;
  description: string;
  skills: string[];
  instructions: string[];
  estimatedTime: string;
  difficulty: number;
  skillTags: string[];
  adaptedReason: string | null;
};

/** A child's 26-week plan. Deleting a paid plan archives it; an unpaid one is removed. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childName: text('child_name').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    /** When the parent archived it; null while active (and on plans archived before this was kept). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The child's birth month (1–12) and year: the parent may change them until the baseline is set, then they are fixed. */
    birthMonth: integer('birth_month'),
    birthYear: integer('birth_year'),
    /** The free analysis a purchase started from, if any (its drawing becomes the baseline). */
    drawingId: uuid('drawing_id').references(() => drawings.id, { onDelete: 'set null' }),
    baselineFileId: uuid('baseline_file_id').references(() => files.id, { onDelete: 'set null' }),
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
    baselineCognitiveAge: integer('baseline_cognitive_age'),
    /** The baseline estimate's calibrated range (months); null on plans set up before ranges. */
    baselineCognitiveAgeMin: integer('baseline_cognitive_age_min'),
    baselineCognitiveAgeMax: integer('baseline_cognitive_age_max'),
    baselineChildAge: integer('baseline_child_age'),
    baselineStrengths: jsonb('baseline_strengths').$type<string[]>(),
    baselineAreasForImprovement: jsonb('baseline_areas_for_improvement').$type<string[]>(),
    baselineFeatures: jsonb('baseline_features').$type<DrawingFeatures>(),
    /**
     * The plan's weeks (plan_challenges) as one JSON array in week order, written only by the
     * database: triggers on plan_challenges rebuild it in the statement that changes a week
     * (migration 0017), whoever writes. The dashboard and the plan page read it on every visit;
     * building it there cost the database four times reading it.
     */
    weeks: json('weeks')
      .$type<PlanWeek[]>()
      .notNull()
      .default(sql`'[]'::json`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plans_user_id_idx').on(t.userId),
    // Deleting a file or a free analysis clears these: without them, each deletion reads every plan (issue 36).
    index('plans_baseline_file_id_idx').on(t.baselineFileId),
    index('plans_drawing_id_idx').on(t.drawingId),
  ],
);

/** The 26 weeks of a plan; weeks not yet started may be re-tuned (adaptedReason says why). */
export const planChallenges = pgTable(
  'plan_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    challengeId: text('challenge_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    estimatedTime: text('estimated_time').notNull(),
    difficulty: integer('difficulty').notNull(),
    skillTags: jsonb('skill_tags').$type<string[]>().notNull(),
    adaptedReason: text('adapted_reason'),
    /** The fromWeek of the adaptation that last changed this week: each week's feedback re-tunes a plan once. */
    adaptedFromWeek: integer('adapted_from_week'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_challenges_plan_week_unique').on(t.planId, t.week)],
);
