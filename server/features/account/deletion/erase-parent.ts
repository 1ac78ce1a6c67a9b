import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  checkpoints,
  consents,
  contactMessages,
  dataExports,
  drawings,
  files,
  outboxEmails,
  plans,
  rateLimits,
  sessions,
  submissionImages,
  submissionRecordings,
  submissions,
  taskResults,
  uploadTickets,
  users,
  verifications,
} from '../../../db/schema/index.ts';
import { storageKeysOf } from '../../files/file-references.ts';
import { deleteJobsMentioning } from './queued-jobs.ts';
import { reduceOrderRecords } from './reduce-order-records.ts';

const present = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];
const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/**
 * Every database change of an account deletion, in one transaction, in this order: sessions
 * first (a request already in flight finds no session), then queued jobs, e-mails, support
 * messages, upload tickets, consents, exports, the kept order records, tasks, plans (with their weeks,
 * submissions, recordings and checkpoints), free analyses, files, and the account itself.
 * Returns the storage keys to delete once it has committed, or null when there is no such account.
 */
export async function eraseParent(db: Db, userId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, userId));

    const planRows = await tx
      .select({ id: plans.id, drawingId: plans.drawingId, baselineFileId: plans.baselineFileId })
      .from(plans)
      .where(eq(plans.userId, userId));
    const planIds = planRows.map((p) => p.id);
    const submissionIds = (
      await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(planIds.length ? or(eq(submissions.userId, userId), inArray(submissions.planId, planIds)) : eq(submissions.userId, userId))
    ).map((s) => s.id);
    const checkpointIds = planIds.length
      ? (await tx.select({ id: checkpoints.id }).from(checkpoints).where(inArray(checkpoints.planId, planIds))).map((c) => c.id)
      : [];
    const startingDrawings = present(planRows.map((p) => p.drawingId));
    const drawingRows = await tx
      .select({ id: drawings.id, fileId: drawings.fileId })
      .from(drawings)
      .where(startingDrawings.length ? or(eq(drawings.userId, userId), inArray(drawings.id, startingDrawings)) : eq(drawings.userId, userId));
    const ticketRows = await tx
      .select({ id: uploadTickets.id, storageKey: uploadTickets.storageKey, fileId: uploadTickets.fileId })
      .from(uploadTickets)
      .where(eq(uploadTickets.userId, userId));
    const exportRows = await tx.select({ id: dataExports.id, storageKey: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, userId));
    const messageIds = (
      await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(or(eq(contactMessages.userId, userId), sameEmail(contactMessages.email, user.email)))
    ).map((m) => m.id);
    const mediaIds = submissionIds.length
      ? [
          ...(await tx.select({ id: submissionImages.fileId }).from(submissionImages).where(inArray(submissionImages.submissionId, submissionIds))),
          ...(await tx.select({ id: submissionRecordings.fileId }).from(submissionRecordings).where(inArray(submissionRecordings.submissionId, submissionIds))),
        ].map((r) => r.id)
      : [];

    const { orderIds, artworkFileIds, keptFileIds } = await reduceOrderRecords(tx, userId);
    // The artwork of a paid order not shipped yet stays until it ships, whatever else names it.
    const kept = new Set(keptFileIds);
    const referencedFileIds = present([
      ...planRows.map((p) => p.baselineFileId),
      ...drawingRows.map((d) => d.fileId),
      ...ticketRows.map((t) => t.fileId),
      ...mediaIds,
      ...artworkFileIds,
    ]).filter((id) => !kept.has(id));
    const fileRows = await tx
      .select({ id: files.id, storageKey: files.storageKey, thumbKey: files.thumbKey, originalKey: files.originalKey })
      .from(files)
      .where(referencedFileIds.length ? or(eq(files.ownerId, userId), inArray(files.id, referencedFileIds)) : eq(files.ownerId, userId));

    await deleteJobsMentioning(tx, [
      userId,
      user.email,
      ...planIds,
      ...submissionIds,
      ...checkpointIds,
      ...drawingRows.map((d) => d.id),
      ...orderIds,
      ...messageIds,
      ...exportRows.map((e) => e.id),
      ...ticketRows.map((t) => t.id),
      ...fileRows.map((f) => f.id),
    ]);
    const contactKeys = messageIds.map((id) => `contact:${id}`);
    await tx
      .delete(outboxEmails)
      .where(
        or(
          eq(outboxEmails.userId, userId),
          sameEmail(outboxEmails.to, user.email),
          contactKeys.length ? inArray(outboxEmails.dedupeKey, contactKeys) : undefined,
        ),
      );
    if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
    await tx.delete(uploadTickets).where(eq(uploadTickets.userId, userId));
    await tx.delete(consents).where(eq(consents.userId, userId));
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    // Tasks (issue 33) before plans and files: their photos are the parent's files, removed below.
    await tx
      .delete(taskResults)
      .where(planIds.length ? or(eq(taskResults.userId, userId), inArray(taskResults.planId, planIds)) : eq(taskResults.userId, userId));
    await tx.delete(plans).where(eq(plans.userId, userId));
    if (drawingRows.length)
      await tx.delete(drawings).where(
        inArray(
          drawings.id,
          drawingRows.map((d) => d.id),
        ),
      );
    if (fileRows.length)
      await tx.delete(files).where(
        inArray(
          files.id,
          fileRows.map((f) => f.id),
        ),
      );
    await tx.delete(verifications).where(or(eq(verifications.value, userId), eq(verifications.identifier, user.email)));
    // Per-parent rate-limit counters carry the parent's id in their key (limit:<route>:<id>).
    await tx.delete(rateLimits).where(like(rateLimits.key, `limit:%:${userId}`));
    // Accounts (password hash, provider tokens) go with the user row (on delete cascade).
    await tx.delete(users).where(eq(users.id, userId));

    return [...fileRows.flatMap(storageKeysOf), ...ticketRows.map((t) => t.storageKey), ...present(exportRows.map((e) => e.storageKey))];
  });
}
