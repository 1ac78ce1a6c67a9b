import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { pickColumns } from '../../../db/columns.ts';
import { withoutLinks } from '../../mail/working-links.ts';
import {
  accounts,
  checkpoints,
  consents,
  contactMessages,
  drawings,
  files,
  orders,
  outboxEmails,
  payments,
  planChallenges,
  plans,
  sessions,
  submissionImages,
  submissionRecordings,
  submissions,
  taskResults,
  users,
} from '../../../db/schema/index.ts';

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const present = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/**
 * Every row that is the parent's, or about the parent's child, read straight from the tables:
 * the archive holds what Kritzel stores, not only what the pages show. Secrets (password hash,
 * session and provider tokens) are never selected.
 */
export async function loadParentRecords(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const signInMethods = await db.select({ provider: accounts.providerId, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.userId, userId));
  const sessionRows = await db
    .select(pickColumns(sessions, ['createdAt', 'expiresAt', 'ipAddress', 'userAgent']))
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const consentRows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.createdAt));

  const planRows = await db.select().from(plans).where(eq(plans.userId, userId)).orderBy(asc(plans.createdAt));
  const planIds = planRows.map((p) => p.id);
  const challengeRows = planIds.length
    ? await db.select().from(planChallenges).where(inArray(planChallenges.planId, planIds)).orderBy(asc(planChallenges.week))
    : [];
  const checkpointRows = planIds.length
    ? await db.select().from(checkpoints).where(inArray(checkpoints.planId, planIds)).orderBy(asc(checkpoints.checkpointNumber))
    : [];
  const submissionRows = await db
    .select()
    .from(submissions)
    .where(planIds.length ? or(eq(submissions.userId, userId), inArray(submissions.planId, planIds)) : eq(submissions.userId, userId))
    .orderBy(asc(submissions.weekNumber), asc(submissions.attemptNumber));
  const submissionIds = submissionRows.map((s) => s.id);
  const imageRows = submissionIds.length
    ? await db.select().from(submissionImages).where(inArray(submissionImages.submissionId, submissionIds)).orderBy(asc(submissionImages.position))
    : [];
  const recordingRows = submissionIds.length
    ? await db.select().from(submissionRecordings).where(inArray(submissionRecordings.submissionId, submissionIds)).orderBy(asc(submissionRecordings.position))
    : [];

  // A plan bought from an anonymous free analysis makes that drawing the parent's too.
  const startingDrawingIds = present(planRows.map((p) => p.drawingId));
  const drawingRows = await db
    .select()
    .from(drawings)
    .where(startingDrawingIds.length ? or(eq(drawings.userId, userId), inArray(drawings.id, startingDrawingIds)) : eq(drawings.userId, userId))
    .orderBy(asc(drawings.createdAt));

  const taskRows = await db
    .select()
    .from(taskResults)
    .where(planIds.length ? or(eq(taskResults.userId, userId), inArray(taskResults.planId, planIds)) : eq(taskResults.userId, userId))
    .orderBy(asc(taskResults.createdAt));

  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
  const paymentRows = await db
    .select(pickColumns(payments, ['id', 'planId', 'provider', 'amount', 'currency', 'status', 'createdAt']))
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
  const messageRows = await db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(asc(contactMessages.createdAt));
  const emailRows = await db
    .select(pickColumns(outboxEmails, ['template', 'to', 'subject', 'body', 'status', 'createdAt', 'sentAt']))
    .from(outboxEmails)
    .where(eq(outboxEmails.userId, userId))
    .orderBy(asc(outboxEmails.createdAt));

  const referencedFileIds = present([
    ...planRows.map((p) => p.baselineFileId),
    ...imageRows.map((i) => i.fileId),
    ...recordingRows.map((r) => r.fileId),
    ...drawingRows.map((d) => d.fileId),
    ...orderRows.map((o) => o.fileId),
    ...taskRows.map((t) => t.photoFileId),
  ]);
  const fileRows = await db
    .select()
    .from(files)
    .where(referencedFileIds.length ? or(eq(files.ownerId, userId), inArray(files.id, referencedFileIds)) : eq(files.ownerId, userId))
    .orderBy(asc(files.createdAt));

  return {
    user,
    signInMethods,
    sessions: sessionRows,
    consents: consentRows,
    plans: planRows,
    challenges: challengeRows,
    checkpoints: checkpointRows,
    submissions: submissionRows,
    images: imageRows,
    recordings: recordingRows,
    drawings: drawingRows,
    tasks: taskRows,
    orders: orderRows,
    payments: paymentRows,
    contactMessages: messageRows,
    // A pending mail's link is the parent's own, but an archive is kept and passed on: it carries none.
    emails: emailRows.map((e) => ({ ...e, body: withoutLinks(e.body) })),
    files: byId(fileRows),
  };
}

export type ParentRecords = NonNullable<Awaited<ReturnType<typeof loadParentRecords>>>;
