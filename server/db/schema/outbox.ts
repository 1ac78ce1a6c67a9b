import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every e-mail Kritzel sends. With no SMTP configured this table (and the log) is the
 * mailbox; with SMTP it is the record that makes sending idempotent: a job that runs
 * twice finds its `dedupeKey` already sent.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_emails_dedupe_key_unique').on(t.dedupeKey),
    // Deleting an account deletes its e-mails: without this, each deletion reads the whole outbox (issue 36).
    index('outbox_emails_user_id_idx').on(t.userId),
  ],
);
