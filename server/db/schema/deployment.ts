import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation that every process must agree on (today: which files folder
 * belongs to this database, see providers/storage/shared-files.ts). One row per key.
 */
export const deploymentSettings = pgTable('deployment_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
