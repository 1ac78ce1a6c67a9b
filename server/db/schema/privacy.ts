import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a parent agreed to, and when, under which policy version: append-only, the newest row
 * of a kind is the current answer. 'parental' is given at sign-up (GDPR Art. 8, COPPA);
 * 'ai-provider' is the separate opt-in to send a child's work to an external AI provider.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['parental', 'ai-provider'] }).notNull(),
    granted: boolean('granted').notNull(),
    policyVersion: text('policy_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

/** A "Download my data" ZIP: built by a job, downloadable by its owner for 24 hours. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_exports_user_id_idx').on(t.userId), index('data_exports_expires_at_idx').on(t.expiresAt)],
);
