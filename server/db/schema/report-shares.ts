import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans.ts';

/**
 * A read-only link to one report of a plan, made by its parent for a paediatrician or teacher.
 * Only the SHA-256 of the link's token is kept: a copy of this table opens no report.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** 'checkpoint' (with its number) or 'final'. */
    scope: text('scope', { enum: ['checkpoint', 'final'] }).notNull(),
    checkpointNumber: integer('checkpoint_number'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('report_shares_plan_id_idx').on(t.planId)],
);

/** Each time a shared link was opened: when, and a coarse browser name — never an IP address. */
export const reportShareOpenings = pgTable(
  'report_share_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => reportShares.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    browser: text('browser').notNull(),
  },
  (t) => [index('report_share_openings_share_id_idx').on(t.shareId)],
);
