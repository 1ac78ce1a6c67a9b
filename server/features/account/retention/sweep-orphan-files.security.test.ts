import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files, submissionImages } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../../test/factories.ts';
import { simpleJpeg } from '../../../../test/images.ts';
import { createPlan } from '../../../../test/plan-factories.ts';
import { createSubmission } from '../../../../test/submission-factories.ts';
import { storeImage } from '../../files/store-image.ts';
import { SWEEP_ORPHAN_FILES_CRON } from './retention-jobs.ts';
import { sweepOrphanFiles } from './sweep-orphan-files.ts';

/** Issue 16, finding 12: files left by a crash mid-upload stayed a day; they go within the hour now. */

let ctx: TestContext;
let parent: TestUser;
let jpeg: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx);
  jpeg = await simpleJpeg(120, 90);
});
afterAll(async () => ctx?.close());

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A stored submission photo with its row, as if written `createdAt`. */
async function photo(createdAt: Date) {
  const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: jpeg, ownerId: parent.id, kind: 'submission-image' });
  await ctx.database.db.update(files).set({ createdAt }).where(eq(files.id, file.id));
  for (const key of [file.storageKey, file.thumbKey!]) await age(key, createdAt);
  return file;
}

/** Backdates a stored object, as if it had been written at `when`. */
async function age(key: string, when: Date) {
  await fs.utimes(path.join(ctx.config.dataDir, 'files', ...key.split('/')), when, when);
}

it('is scheduled every hour', () => {
  expect(SWEEP_ORPHAN_FILES_CRON).toMatch(/^\d{1,2} \* \* \* \*$/);
});

it('removes what a crash mid-upload left once it is over an hour old, and keeps referenced and fresh files', async () => {
  const db = ctx.database.db;
  // The photo was stored, then the process died before the submission was saved.
  const crashed = await photo(hoursAgo(2));
  const fresh = await photo(new Date());
  const referenced = await photo(hoursAgo(2));
  const plan = await createPlan({ ctx, user: parent, setUp: true });
  const submission = await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
  await db.insert(submissionImages).values({ submissionId: submission.id, fileId: referenced.id, position: 0, isPrimary: true });

  // Bytes written, no row at all: the crash came before the files row committed.
  const strayKey = `submission-image/${crypto.randomUUID()}.jpg`;
  const freshStrayKey = `submission-image/${crypto.randomUUID()}.jpg`;
  for (const key of [strayKey, freshStrayKey]) await ctx.storage.put(key, jpeg, 'image/jpeg');
  await age(strayKey, hoursAgo(2));

  expect(await sweepOrphanFiles({ db, storage: ctx.storage })).toEqual({ files: 1, keys: 1 });

  const remaining = (
    await db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [crashed.id, fresh.id, referenced.id]))
  ).map((f) => f.id);
  expect(remaining.sort()).toEqual([fresh.id, referenced.id].sort());
  for (const key of [crashed.storageKey, crashed.thumbKey!, strayKey]) expect(await ctx.storage.exists(key), key).toBe(false);
  for (const key of [fresh.storageKey, referenced.storageKey, referenced.thumbKey!, freshStrayKey]) expect(await ctx.storage.exists(key), key).toBe(true);
});
