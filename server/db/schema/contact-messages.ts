import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Support messages from the contact page and the plan page's help form (admin: Support Messages). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    category: text('category', { enum: ['general', 'support', 'billing', 'feedback'] })
      .notNull()
      .default('general'),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'read', 'resolved'] })
      .notNull()
      .default('new'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<{ source: string; planId?: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's pages, newest first, with and without a status filter (issue 36).
    index('contact_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    // Deleting an account clears its messages' user: without this, each deletion reads every message (issue 36).
    index('contact_messages_user_id_idx').on(t.userId),
  ],
);
