import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { submissions } from './submissions.ts';
import { users } from './users.ts';

/**
 * A parent's e-mail choices. No row means the defaults: the feedback notice is on, and the
 * weekly reminder is on while the parent has a paid plan (ADR 026, issue 35).
 * The reminder's weekday (ISO, 1 = Monday) and hour are local to `timeZone` (an IANA name).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: never chosen, so on while the parent has a paid plan. True or false: the parent's own choice. */
    weeklyReminder: boolean('weekly_reminder'),
    reminderWeekday: integer('reminder_weekday').notNull().default(6),
    reminderHour: integer('reminder_hour').notNull().default(9),
    timeZone: text('time_zone').notNull().default('UTC'),
    feedbackNotice: boolean('feedback_notice').notNull().default(true),
    checkpointNotice: boolean('checkpoint_notice').notNull().default(false),
    /** A reminder slot before the last change is never sent late: turning it on at 10:00 does not fire the 09:00 one. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_settings_weekday_range', sql`${t.reminderWeekday} between 1 and 7`),
    check('notification_settings_hour_range', sql`${t.reminderHour} between 0 and 23`),
  ],
);

/**
 * The sent-log of reminders and notices: one row per e-mail that should go out, keyed so that
 * it goes out once (`weekly-reminder:<user>:<local date>`, `feedback-ready:<submission>`…)
 * however many schedulers, workers or restarts see it. A sender claims the row before sending.
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['weekly-reminder', 'feedback-ready', 'checkpoint-ready'] }).notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'skipped'] })
      .notNull()
      .default('queued'),
    /** When a send job was last queued for it: a row left queued long after is queued again. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job that holds the claim (its retries keep the id), and since when. */
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Not sent before this: a week's feedback waits a quiet while, in case the parent is looking at it (issue 35). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notice_deliveries_dedupe_key_unique').on(t.dedupeKey),
    // Deleting an account deletes its sent-log: without this, each deletion reads the whole log (issue 36).
    index('notice_deliveries_user_id_idx').on(t.userId),
  ],
);

/**
 * When the parent first opened a week's finished feedback (its results page or feedback dialog):
 * a "feedback is ready" e-mail about it is then dropped.
 */
export const feedbackViews = pgTable(
  'feedback_views',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting an account deletes its views: without this, each deletion reads every view (issue 36).
  (t) => [index('feedback_views_user_id_idx').on(t.userId)],
);

/**
 * When the weekly-reminder scheduler should look at a parent next (issue 36): the time of the
 * parent's next reminder, or now when something it depends on changed. The scheduler reads only
 * the rows whose time has come, instead of every subscriber every minute. Kept by triggers
 * (migration 0026): a change to the e-mail settings or to a plan's payment, set-up, completion or
 * archival sets it to now; the scheduler sets the next slot after each look, and deletes the row
 * of a parent who gets no reminder (a trigger brings it back when that changes).
 */
export const reminderChecks = pgTable(
  'reminder_checks',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkAt: timestamp('check_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminder_checks_check_at_idx').on(t.checkAt)],
);
