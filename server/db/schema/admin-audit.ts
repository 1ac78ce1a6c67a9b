import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every change an administrator makes (prompts, support messages, orders, vouchers): who,
 * what and when. The actor's e-mail is copied so the trail still reads after the account goes.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    entityType: text('entity_type', { enum: ['prompt', 'message', 'order', 'voucher'] }).notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** Field → [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt), index('admin_audit_events_actor_id_idx').on(t.actorId)],
);
