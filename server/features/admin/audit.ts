import type { AuditEntityType } from '../../../contracts/admin.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditEvents } from '../../db/schema/index.ts';

export type AdminActor = { id: string; email: string };
export type AuditChanges = Record<string, [unknown, unknown]>;

export type AdminChange = {
  actor: AdminActor;
  entityType: AuditEntityType;
  entityId: string;
  action: string;
  changes: AuditChanges;
};

/**
 * Records one admin change. Callers pass the transaction that made the change, so the trail
 * and the data can never disagree: both commit or neither does. Nothing changed, nothing recorded.
 */
export async function recordAdminChange(tx: DbOrTx, change: AdminChange): Promise<void> {
  if (Object.keys(change.changes).length === 0) return;
  await tx.insert(adminAuditEvents).values({
    actorId: change.actor.id,
    actorEmail: change.actor.email,
    entityType: change.entityType,
    entityId: change.entityId,
    action: change.action,
    changes: change.changes,
  });
}

/** The fields whose value differs, as field → [before, after]; dates as ISO text so the JSON reads back the same. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const previous = before[field];
    if (jsonValue(previous) !== jsonValue(next)) changes[field] = [plain(previous), plain(next)];
  }
  return changes;
}

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));
const jsonValue = (value: unknown) => JSON.stringify(plain(value));
