import crypto from 'node:crypto';
import { PRIVACY_POLICY_VERSION } from '../../../../contracts/account.ts';
import {
  checkpoints,
  consents,
  contactMessages,
  files,
  orders,
  outboxEmails,
  payments,
  plans,
  submissionRecordings,
  taskResults,
  uploadTickets,
} from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { ADDRESS } from '../../../../test/order-factories.ts';
import { insertFreeAnalysis } from '../../../../test/free-analysis-factories.ts';
import { simpleJpeg } from '../../../../test/images.ts';
import { createPlan } from '../../../../test/plan-factories.ts';
import { createSubmission } from '../../../../test/submission-factories.ts';
import type { TestContext } from '../../../../test/api-harness.ts';
import type { TestUser } from '../../../../test/factories.ts';
import { sendEmailJob } from '../../../jobs/send-email.ts';
import { storeImage } from '../../files/store-image.ts';

type Ctx = Pick<TestContext, 'database' | 'storage' | 'queue'>;

/** What a parent leaves behind after a while with Kritzel: every kind of row and file, each named so a test can look for it. */
export type ParentData = Awaited<ReturnType<typeof giveParentData>>;

/**
 * A parent with one of everything: consent, a free analysis, a set-up plan with a baseline
 * drawing, a submission with a photo and a transcribed recording, a checkpoint with a task and its photo, a payment, a paid
 * order with artwork and address, a support message, an e-mail, a raw upload, and jobs that
 * mention them. `childName` and `label` make the data recognisable in an export.
 */
export async function giveParentData(ctx: Ctx, user: Pick<TestUser, 'id' | 'email'>, { childName, label }: { childName: string; label: string }) {
  const db = ctx.database.db;
  const jpeg = await simpleJpeg(240, 180);
  await db.insert(consents).values({ userId: user.id, kind: 'ai-provider', granted: false, policyVersion: PRIVACY_POLICY_VERSION });

  const { file: drawingFile } = await storeImage({ db, storage: ctx.storage, data: jpeg, ownerId: user.id, kind: 'drawing' });
  const drawing = await insertFreeAnalysis(ctx, { userId: user.id, fileId: drawingFile.id, analysis: { label } });

  const plan = await createPlan({ ctx, user, childName, setUp: true });
  const { file: baselineFile } = await storeImage({ db, storage: ctx.storage, data: jpeg, ownerId: user.id, kind: 'drawing' });
  await db.update(plans).set({ baselineFileId: baselineFile.id }).where(eq(plans.id, plan.id));
  const submission = await createSubmission({ ctx, user, plan, weekNumber: 3, withImage: true });
  const audioId = crypto.randomUUID();
  const audio = Buffer.from(`voice of ${childName}`);
  await ctx.storage.put(`audio/${audioId}/recording.webm`, audio, 'audio/webm');
  const [audioFile] = await db
    .insert(files)
    .values({
      id: audioId,
      ownerId: user.id,
      kind: 'audio',
      mimeType: 'audio/webm',
      byteSize: audio.length,
      sha256: crypto.createHash('sha256').update(audio).digest('hex'),
      storageKey: `audio/${audioId}/recording.webm`,
    })
    .returning();
  await db.insert(submissionRecordings).values({
    submissionId: submission.id,
    fileId: audioId,
    position: 0,
    durationSeconds: 12,
    transcript: `${childName} said: a ${label} house`,
    transcriptionStatus: 'completed',
  });
  const [checkpoint] = await db.insert(checkpoints).values({ planId: plan.id, checkpointNumber: 1, status: 'completed', cognitiveAge: 64 }).returning();
  // Issue 33: the shape sheet done at the checkpoint, with its photo.
  const { file: taskPhotoFile } = await storeImage({ db, storage: ctx.storage, data: jpeg, ownerId: user.id, kind: 'drawing' });
  const [task] = await db
    .insert(taskResults)
    .values({
      userId: user.id,
      planId: plan.id,
      checkpointNumber: 1,
      task: 'shapes',
      childAgeMonths: 62,
      sheet: 'printed',
      items: [{ item: 'circle', result: 'pass', scored: 'fail', confidence: 0.4, crop: null, corrected: true }],
      estimate: { centre: 48, range: { min: 40, max: 60 }, coverage: 0.8, floor: false, ceiling: false, words: `${label} words`, status: null },
      photoFileId: taskPhotoFile.id,
    })
    .returning();
  await db.insert(payments).values({
    userId: user.id,
    planId: plan.id,
    provider: 'sandbox',
    providerPaymentId: `pi_${crypto.randomUUID()}`,
    amount: 4900,
    currency: 'usd',
    status: 'succeeded',
  });

  const { file: artworkFile } = await storeImage({ db, storage: ctx.storage, data: jpeg, ownerId: user.id, kind: 'artwork' });
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      productType: 'animated-frame',
      configuration: { size: '7inch', displayName: `${childName}'s castle` },
      fileId: artworkFile.id,
      priceCents: 7900,
      provider: 'sandbox',
      // Shipped: reduced at once on deletion. A paid order not shipped yet is kept whole until it
      // ships (unshipped-order-deletion.api.test.ts).
      status: 'shipped',
      shippingAddress: { ...ADDRESS, name: `${label} Parent` },
      fulfillmentNotes: `ring twice at ${label}`,
      paidAt: new Date(),
    })
    .returning();

  const [message] = await db
    .insert(contactMessages)
    .values({ name: `${label} Parent`, email: user.email, message: `Question about ${childName}`, userId: user.id })
    .returning();
  await db
    .insert(outboxEmails)
    .values({ dedupeKey: `welcome:${user.id}`, userId: user.id, template: 'welcome', to: user.email, subject: 'Welcome to Kritzel', body: `Hello ${label}` });
  const ticketId = crypto.randomUUID();
  await ctx.storage.put(`uploads/${ticketId}/original`, jpeg, 'application/octet-stream');
  await db.insert(uploadTickets).values({
    id: ticketId,
    userId: user.id,
    storageKey: `uploads/${ticketId}/original`,
    tokenHash: 'x'.repeat(64),
    expiresAt: new Date(Date.now() + 600_000),
    uploadedAt: new Date(),
  });

  // Jobs nobody works in this test: they wait in the queue, mentioning the parent.
  await ctx.queue.enqueue(sendEmailJob, { template: 'sign-up-attempt', userId: user.id, dedupeKey: `sign-up-attempt:${user.id}:test` });
  await ctx.queue.enqueue(sendEmailJob, {
    template: 'contact-notification',
    contactMessageId: message!.id,
    to: 'support@example.com',
    dedupeKey: `contact:${message!.id}`,
  });

  return {
    plan,
    submission,
    drawing,
    drawingFile,
    baselineFile,
    audioFile: audioFile!,
    artworkFile,
    checkpoint: checkpoint!,
    task: task!,
    taskPhotoFile,
    order: order!,
    message: message!,
    ticketId,
  };
}
