import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ACCOUNT_API, ACCOUNT_MESSAGES, type DataExport } from '../../../../contracts/account.ts';
import { dataExports } from '../../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../../test/factories.ts';
import { createLogger } from '../../../runtime.ts';
import { giveParentData, type ParentData } from '../deletion/parent-data.fixture.ts';
import { registerExportWorker } from './workers.ts';
import { unzipSync } from 'fflate';

let ctx: TestContext;
let mia: TestUser;
let ben: TestUser;
let miaData: ParentData;
let benData: ParentData;

beforeAll(async () => {
  ctx = await createTestApp();
  mia = await createUser(ctx, { firstName: 'Mia' });
  ben = await createUser(ctx, { firstName: 'Ben' });
  miaData = await giveParentData(ctx, mia, { childName: 'Lotte', label: 'mia-only' });
  benData = await giveParentData(ctx, ben, { childName: 'Oskar', label: 'ben-only' });
  await registerExportWorker({ database: ctx.database, storage: ctx.storage, queue: ctx.queue, logger: createLogger(ctx.config) });
});
afterAll(async () => ctx?.close());

const post = (url: string, cookie: string) => ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie } });
const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

async function readyExport(user: TestUser): Promise<DataExport> {
  const started = await post(ACCOUNT_API.exports, user.cookie);
  expect(started.statusCode).toBe(202);
  const id = (started.json() as DataExport).id;
  return vi.waitFor(
    async () => {
      const current = (await get(ACCOUNT_API.export(id), user.cookie)).json() as DataExport;
      expect(current.status).toBe('ready');
      return current;
    },
    { timeout: 30_000, interval: 250 },
  );
}

it('starts one export per parent: a second request while it is built returns the same one', async () => {
  const first = await post(ACCOUNT_API.exports, ben.cookie);
  const second = await post(ACCOUNT_API.exports, ben.cookie);
  expect(first.statusCode).toBe(202);
  expect(first.json()).toMatchObject({ status: 'pending', downloadUrl: null, byteSize: null });
  expect(second.json().id).toBe(first.json().id);
  const created = new Date(first.json().createdAt).getTime();
  expect(new Date(first.json().expiresAt).getTime() - created).toBe(24 * 60 * 60 * 1000);
  expect((await post(ACCOUNT_API.exports, '')).statusCode).toBe(401);
});

it("builds a ZIP with every item of its owner and nothing of another parent's", async () => {
  const done = await readyExport(mia);
  expect(done.downloadUrl).toBe(ACCOUNT_API.exportDownload(done.id));
  const response = await get(done.downloadUrl!, mia.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="kritzel-data-${done.createdAt.slice(0, 10)}.zip"`);
  expect(response.rawPayload.length).toBe(done.byteSize);

  const zip = new Map(Object.entries(unzipSync(response.rawPayload)).map(([name, bytes]) => [name, Buffer.from(bytes)]));
  const names = [...zip.keys()];
  const text = zip.get('data.json')!.toString('utf8');
  const data = JSON.parse(text);

  expect(data.account).toMatchObject({ id: mia.id, email: mia.email, firstName: 'Mia' });
  expect(data.account.signInMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
  expect(data.consents).toContainEqual(expect.objectContaining({ kind: 'ai-provider', granted: false }));
  expect(data.plans).toHaveLength(1);
  const [plan] = data.plans;
  expect(plan).toMatchObject({ id: miaData.plan.id, childName: 'Lotte', baselineDrawing: expect.stringMatching(/^drawings\/lotte-first-drawing-/) });
  expect(plan.challenges).toHaveLength(26);
  expect(plan.checkpoints).toEqual([expect.objectContaining({ id: miaData.checkpoint.id, cognitiveAge: 64 })]);
  const [submission] = plan.submissions;
  expect(submission).toMatchObject({ id: miaData.submission.id, weekNumber: 3, aiFeedback: expect.any(Object) });
  expect(submission.images).toEqual([expect.objectContaining({ isPrimary: true, file: 'submissions/lotte-week-03-attempt-1-photo-1.jpg' })]);
  expect(submission.recordings).toEqual([
    expect.objectContaining({ transcript: 'Lotte said: a mia-only house', file: 'recordings/lotte-week-03-attempt-1-recording-1.webm' }),
  ]);
  expect(data.freeAnalyses).toEqual([expect.objectContaining({ id: miaData.drawing.id, analysis: { label: 'mia-only' } })]);
  expect(data.orders).toEqual([expect.objectContaining({ id: miaData.order.id, shippingAddress: expect.objectContaining({ name: 'mia-only Parent' }) })]);
  expect(data.orders[0].artwork).toMatch(/^artwork\/order-/);
  expect(data.payments).toHaveLength(1);
  expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Question about Lotte' })]);
  expect(data.emails).toHaveLength(2);
  expect(data.emails).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ subject: 'Please confirm your e-mail address for Kritzel' }),
      expect.objectContaining({ subject: 'Welcome to Kritzel' }),
    ]),
  );
  // The confirmation link is written with the mail; the archive keeps the mail, never a working link.
  for (const email of data.emails) expect(email.body).not.toMatch(/token=/);
  expect(data.tasks).toEqual([
    expect.objectContaining({ id: miaData.task.id, planId: miaData.plan.id, checkpointNumber: 1, photo: expect.stringMatching(/^drawings\/task-shapes-/) }),
  ]);
  expect(data.tasks[0].items).toEqual([expect.objectContaining({ item: 'circle', result: 'pass', scored: 'fail', corrected: true })]);
  expect(data.missingFiles).toEqual([]);

  // Every file is in the archive under the name data.json gives it, with its stored bytes.
  const filePaths = [
    plan.baselineDrawing,
    submission.images[0].file,
    submission.recordings[0].file,
    data.freeAnalyses[0].file,
    data.orders[0].artwork,
    data.tasks[0].photo,
  ];
  expect(names.sort()).toEqual(['data.json', ...filePaths].sort());
  expect(zip.get(submission.recordings[0].file)!.toString()).toBe('voice of Lotte');
  expect(zip.get(data.freeAnalyses[0].file)!.equals(await ctx.storage.read(miaData.drawingFile.storageKey))).toBe(true);

  // Nothing of Ben's, and no secrets.
  for (const foreign of [ben.id, ben.email, benData.plan.id, benData.order.id, 'ben-only', 'Oskar']) expect(text).not.toContain(foreign);
  for (const secret of ['password', 'token', 'providerSessionId', 'sha256', 'storageKey']) expect(text).not.toContain(secret);
});

it('lets only its owner see or download it, and refuses the download once it has expired', async () => {
  const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, mia.id));
  const url = ACCOUNT_API.exportDownload(row!.id);
  expect((await get(url, ben.cookie)).statusCode).toBe(404);
  expect((await get(ACCOUNT_API.export(row!.id), ben.cookie)).statusCode).toBe(404);
  expect((await get(ACCOUNT_API.exports, ben.cookie)).json().map((e: DataExport) => e.id)).not.toContain(row!.id);
  expect((await get(ACCOUNT_API.exportDownload('not-an-id'), mia.cookie)).statusCode).toBe(404);

  await ctx.database.db
    .update(dataExports)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(dataExports.id, row!.id));
  const expired = await get(url, mia.cookie);
  expect(expired.statusCode).toBe(410);
  expect(expired.json()).toEqual({ code: 'EXPORT_EXPIRED', message: ACCOUNT_MESSAGES.exportExpired });
  const listed = (await get(ACCOUNT_API.exports, mia.cookie)).json() as DataExport[];
  expect(listed.find((e) => e.id === row!.id)).toMatchObject({ status: 'expired', downloadUrl: null });
});

it('lists a parent’s exports newest first', async () => {
  const second = await readyExport(mia);
  const listed = (await get(ACCOUNT_API.exports, mia.cookie)).json() as DataExport[];
  expect(listed[0]!.id).toBe(second.id);
  expect(listed.map((e) => e.status)).toEqual(['ready', 'expired']);
});
