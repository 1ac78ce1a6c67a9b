import type { AdminMessage } from '../../../contracts/admin.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAdminChange, type AdminActor } from './audit.ts';
import { requireUuid } from './ids.ts';
import { adminMessageRepository, toAdminMessage, type MessageStatus } from './message-repository.ts';

const MESSAGE_NOT_FOUND = 'Message not found';

/** Any status may follow any other (spec 001 §4); setting the same one again changes and records nothing. */
export async function updateMessageStatus({
  db,
  actor,
  messageId,
  status,
}: {
  db: Db;
  actor: AdminActor;
  messageId: string;
  status: MessageStatus;
}): Promise<AdminMessage> {
  requireUuid(messageId, MESSAGE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await adminMessageRepository.lock(tx, messageId);
    if (!current) throw notFound(MESSAGE_NOT_FOUND);
    if (current.status === status) return toAdminMessage(current);
    const updated = await adminMessageRepository.setStatus(tx, messageId, status);
    await recordAdminChange(tx, { actor, entityType: 'message', entityId: messageId, action: 'status', changes: { status: [current.status, status] } });
    return toAdminMessage(updated);
  });
}
