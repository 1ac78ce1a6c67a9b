import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AiFeedback } from '../../../contracts/submissions.ts';
import type { CheckpointResult, DrawingFeatures } from '../../../contracts/analysis.ts';
import { files } from './files.ts';
import { plans } from './plans.ts';
import { users } from './users.ts';

/**
 * One attempt at one week: photos (and, from an interactive session, recordings) plus the
 * parent's observations. The unique (plan, week, attempt) and the check keep a week to three
 * attempts even when two submissions race.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekNumber: integer('week_number').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    challengeTitle: text('challenge_title').notNull(),
    source: text('source', { enum: ['upload', 'interactive'] }).notNull(),
    childMood: integer('child_mood'),
    parentMood: integer('parent_mood'),
    activityEnjoyment: integer('activity_enjoyment'),
    difficultyLevel: integer('difficulty_level'),
    timeSpent: text('time_spent'),
    needsHelp: text('needs_help'),
    specificObservations: text('specific_observations'),
    parentNotes: text('parent_notes'),
    /** Issue 32: did the drawing follow the week's challenge ('yes' | 'partly' | 'other'), as the parent said. */
    followedChallenge: text('followed_challenge', { enum: ['yes', 'partly', 'other'] }),
    /** Issue 32: with 'other', what the child drew instead, in the parent's words. */
    drewInstead: text('drew_instead'),
    evaluationStatus: text('evaluation_status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    aiFeedback: jsonb('ai_feedback').$type<AiFeedback>(),
    evaluationError: text('evaluation_error'),
    retryable: boolean('retryable').notNull().default(true),
    /** Which analyser wrote the feedback ('local' | 'openai-compatible'). */
    analyser: text('analyser'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('submissions_plan_week_attempt_unique').on(t.planId, t.weekNumber, t.attemptNumber),
    index('submissions_user_id_idx').on(t.userId),
    index('submissions_status_idx').on(t.evaluationStatus),
    check('submissions_week_range', sql`${t.weekNumber} between 1 and 26`),
    check('submissions_attempt_range', sql`${t.attemptNumber} between 1 and 3`),
  ],
);

/** A stored file of a submission's, at its place in the order sent; it goes with the submission or the file. */
const submissionFileColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
});

/** A submission's photos, in the order sent; the first is the primary one. */
export const submissionImages = pgTable(
  'submission_images',
  {
    ...submissionFileColumns(),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('submission_images_submission_id_idx').on(t.submissionId),
    // Deleting a file deletes its link: without this, each deletion reads every submission's images (issue 36).
    index('submission_images_file_id_idx').on(t.fileId),
  ],
);

/** Voice recordings of an interactive session, with their transcripts once transcribed. */
export const submissionRecordings = pgTable(
  'submission_recordings',
  {
    ...submissionFileColumns(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    transcript: text('transcript'),
    transcriptionStatus: text('transcription_status', { enum: ['pending', 'completed', 'failed', 'unavailable'] })
      .notNull()
      .default('pending'),
  },
  (t) => [index('submission_recordings_submission_id_idx').on(t.submissionId), index('submission_recordings_file_id_idx').on(t.fileId)],
);

/** Checkpoint N of a plan: evaluated as a job, so it is pending until the job writes it. */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    checkpointNumber: integer('checkpoint_number').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    cognitiveAge: integer('cognitive_age'),
    /** The estimate's calibrated range (months); null until completed and on checkpoints made before ranges. */
    cognitiveAgeMin: integer('cognitive_age_min'),
    cognitiveAgeMax: integer('cognitive_age_max'),
    analysis: jsonb('analysis').$type<CheckpointResult['analysis']>(),
    error: text('error'),
    analyser: text('analyser'),
    /**
     * Issue 21: the parent's "whole person" drawing for this checkpoint (the same prompt every
     * time, so then-and-now compares like with like). Set when the evaluation starts with one.
     */
    wholePersonDrawing: boolean('whole_person_drawing').notNull().default(false),
    /** The drawing the checkpoint's measurements come from: the whole-person one, else the period's typical photo. */
    drawingFileId: uuid('drawing_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** What the local analyser measured on that drawing; null until completed and on older checkpoints. */
    features: jsonb('features').$type<DrawingFeatures>(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkpoints_plan_number_unique').on(t.planId, t.checkpointNumber),
    index('checkpoints_drawing_file_id_idx').on(t.drawingFileId),
    // The lost-checkpoint sweep's rows: only pending ones, a handful at any time (issue 36).
    index('checkpoints_pending_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    check('checkpoints_number_range', sql`${t.checkpointNumber} between 1 and 6`),
  ],
);
