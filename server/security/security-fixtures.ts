import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/api-harness.ts';
import { createUser, parentRequest, type TestUser } from '../../test/factories.ts';
import { insertArtwork } from '../../test/order-factories.ts';
import { insertVoucher } from '../../test/payment-factories.ts';
import { createPlan } from '../../test/plan-factories.ts';
import { createSubmission } from '../../test/submission-factories.ts';
import { requestUploadUrl } from '../../test/uploads.ts';
import { dataExports, submissionImages } from '../db/schema/index.ts';
import { insertMessage, insertOrder } from '../features/admin/admin-test-fixtures.ts';
import { checkpointRepository } from '../features/checkpoints/repository.ts';
import { shareRepository } from '../features/reports/share-repository.ts';
import { hashShareToken, newShareToken } from '../features/reports/share-token.ts';
import { dataExportRepository } from '../features/account/export/repository.ts';
import { exportStorageKey } from '../features/account/export/to-data-export.ts';
import { promptRepository } from '../features/prompts/repository.ts';

/** Parent A's resources (and the admin's rows) that the matrix and the fuzz put into paths and bodies. */
export type ResourceIds = {
  plan: string;
  unpaidPlan: string;
  planToDelete: string;
  submission: string;
  checkpoint: string;
  reportShare: string;
  order: string;
  file: string;
  /** A photo of a week's drawing: one the shop may turn into artwork. */
  drawingFile: string;
  export: string;
  uploadTicket: string;
  uploadToken: string;
  uploadUrl: string;
  paymentIntent: string;
  clientSecret: string;
  prompt: string;
  message: string;
  voucher: string;
  userA: string;
};

export type SecurityFixture = {
  ctx: TestContext;
  parentA: TestUser;
  parentB: TestUser;
  admin: TestUser;
  ids: ResourceIds;
  close(): Promise<void>;
};

/**
 * Limits high enough that a few thousand requests are judged on their input, not refused as
 * too many; and no built web app, so @fastify/static adds no per-file routes to the table.
 */
export async function securityEnv(): Promise<Record<string, string>> {
  const noWebDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-security-')), 'no-web-build');
  return {
    WEB_DIR: noWebDir,
    RATE_LIMIT_API: '1000000',
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_ANALYZE: '100000',
    RATE_LIMIT_EVALUATE: '100000',
    RATE_LIMIT_AI_HELPER: '100000',
    RATE_LIMIT_CONTACT: '100000',
  };
}

/** The app with three signed-in users and one of each of parent A's resources. */
export async function createSecurityFixture(env: Record<string, string> = {}): Promise<SecurityFixture> {
  const ctx = await createTestApp({ ...(await securityEnv()), ...env });
  const parentA = await createUser(ctx, { firstName: 'Anna' });
  const parentB = await createUser(ctx, { firstName: 'Ben' });
  const admin = await createUser(ctx, { role: 'admin' });
  const db = ctx.database.db;

  const plan = await createPlan({ ctx, user: parentA, setUp: true });
  const unpaidPlan = await createPlan({ ctx, user: parentA, childName: 'Noah' });
  const planToDelete = await createPlan({ ctx, user: parentA, childName: 'Lea' });
  const submission = await createSubmission({ ctx, user: parentA, plan, weekNumber: 1, status: 'failed', withImage: true });
  const checkpoint = await checkpointRepository.insertPending(db, plan.id, 1);
  if (!checkpoint) throw new Error('security fixture: checkpoint insert returned nothing');
  const reportShare = await shareRepository.insert(db, {
    planId: plan.id,
    scope: 'final',
    tokenHash: hashShareToken(newShareToken()),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [drawingFile] = await db.select({ id: submissionImages.fileId }).from(submissionImages).where(eq(submissionImages.submissionId, submission.id));
  if (!drawingFile) throw new Error('security fixture: the submission has no photo');
  const order = await insertOrder(ctx, parentA.id);
  const artwork = await insertArtwork(ctx, parentA.id);
  const dataExport = await readyExport(ctx, parentA.id);
  const uploadUrl = new URL(await requestUploadUrl(ctx, parentA.cookie));
  const intent = await parentRequest(ctx, { method: 'POST', url: '/api/create-payment-intent', payload: { planId: unpaidPlan.id } }, parentA);
  if (intent.statusCode !== 200) throw new Error(`security fixture: payment intent refused: ${intent.statusCode} ${intent.body}`);
  const { paymentIntentId, clientSecret } = intent.json() as { paymentIntentId: string; clientSecret: string };
  const prompt = await promptRepository.byName(db, 'conversation');
  if (!prompt) throw new Error('security fixture: no seeded prompt');

  const ids: ResourceIds = {
    plan: plan.id,
    unpaidPlan: unpaidPlan.id,
    planToDelete: planToDelete.id,
    submission: submission.id,
    checkpoint: checkpoint.id,
    reportShare: reportShare.id,
    order: order.id,
    file: artwork.fileId,
    drawingFile: drawingFile.id,
    export: dataExport.id,
    uploadTicket: uploadUrl.pathname.split('/').pop() ?? '',
    uploadToken: uploadUrl.searchParams.get('token') ?? '',
    uploadUrl: uploadUrl.toString(),
    paymentIntent: paymentIntentId,
    clientSecret,
    prompt: prompt.id,
    message: (await insertMessage(ctx)).id,
    voucher: (await insertVoucher(ctx, { code: 'SECURITY01' })).id,
    userA: parentA.id,
  };
  return { ctx, parentA, parentB, admin, ids, close: () => ctx.close() };
}

/** An export as the export job leaves it: ready to download, with an archive in storage. */
async function readyExport(ctx: TestContext, userId: string) {
  const row = await dataExportRepository.insert(ctx.database.db, { userId, createdAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
  const storageKey = exportStorageKey(row);
  // An empty ZIP: only the end-of-central-directory record.
  await ctx.storage.put(storageKey, Buffer.concat([Buffer.from('504b0506', 'hex'), Buffer.alloc(18)]), 'application/zip');
  await ctx.database.db.update(dataExports).set({ status: 'ready', storageKey, byteSize: 22, readyAt: new Date() }).where(eq(dataExports.id, row.id));
  return row;
}
