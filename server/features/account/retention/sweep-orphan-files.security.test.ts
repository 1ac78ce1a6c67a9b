import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { files, submissionImages } from '../../../db/schema/index.ts';
import { createPlan } from '../../../../test/plan-factories.ts';
import { createSubmission } from '../../../../test/submission-factories.ts';
import { testAppWithPeople } from '../../../../test/test-app-with-people.ts';
import { SWEEP_ORPHAN_FILES_CRON } from './retention-jobs.ts';
import { backdateObject, imageStoredAt, sweepJpeg } from './retention.fixture.ts';
import { sweepOrphanFiles } from './sweep-orphan-files.ts';

/** Issue 16, finding 12: files left by a crash mid-upload stayed a day; they go within the hour now. */

const t = testAppWithPeople({ parent: {} });

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A stored submission photo with its row, as if written `createdAt`. */
async function photo(createdAt: Date) {
  const file = await imageStoredAt(t.ctx, { ownerId: t.parent.id, kind: 'submission-image', createdAt });
  for (const key of [file.storageKey, file.thumbKey!]) await age(key, createdAt);
  return file;
}

const age = (key: string, when: Date) => backdateObject(t.ctx, key, when);

it('is scheduled every hour', () => {
  expect(SWEEP_ORPHAN_FILES_CRON).toMatch(/^\d{1,2} \* \* \* \*$/);
});

it('removes what a crash mid-upload left once it is over an hour old, and keeps referenced and fresh files', async () => {
  const db = t.ctx.database.db;
  // The photo was stored, then the process died before the submission was saved.
  const crashed = await photo(hoursAgo(2));
  const fresh = await photo(new Date());
  const referenced = await photo(hoursAgo(2));
  const plan = await createPlan({ ctx: t.ctx, user: t.parent, setUp: true });
  const submission = await createSubmission({ ctx: t.ctx, user: t.parent, plan, weekNumber: 1 });
  await db.insert(submissionImages).values({ submissionId: submission.id, fileId: referenced.id, position: 0, isPrimary: true });

  // Bytes written, no row at all: the crash came before the files row committed.
  const strayKey = `submission-image/${crypto.randomUUID()}.jpg`;
  const freshStrayKey = `submission-image/${crypto.randomUUID()}.jpg`;
  for (const key of [strayKey, freshStrayKey]) await t.ctx.storage.put(key, await sweepJpeg(), 'image/jpeg');
  await age(strayKey, hoursAgo(2));

  expect(await sweepOrphanFiles({ db, storage: t.ctx.storage })).toEqual({ files: 1, keys: 1 });

  const remaining = (
    await db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [crashed.id, fresh.id, referenced.id]))
  ).map((f) => f.id);
  expect(remaining.sort()).toEqual([fresh.id, referenced.id].sort());
  for (const key of [crashed.storageKey, crashed.thumbKey!, strayKey]) expect(await t.ctx.storage.exists(key), key).toBe(false);
  for (const key of [fresh.storageKey, referenced.storageKey, referenced.thumbKey!, freshStrayKey]) expect(await t.ctx.storage.exists(key), key).toBe(true);
});

it('looks through the whole table a slice at a time, so an orphan far from the start is found too', async () => {
  const db = t.ctx.database.db;
  // Over 600 heap pages of referenced photos' rows (the sweep reads 512 at a time) ahead of one
  // crashed upload, stored last and so at the end of the table.
  const filler = await photo(hoursAgo(2));
  const plan = await createPlan({ ctx: t.ctx, user: t.parent, setUp: true });
  const submission = await createSubmission({ ctx: t.ctx, user: t.parent, plan, weekNumber: 2 });
  await db.insert(submissionImages).values({ submissionId: submission.id, fileId: filler.id, position: 0, isPrimary: true });
  await db.execute(sql`
    with copies as (
      insert into files (kind, mime_type, byte_size, sha256, storage_key, thumb_key, created_at)
      select kind, mime_type, byte_size, repeat(sha256, 8), storage_key, thumb_key, created_at from files, generate_series(1, 15000)
      where id = ${filler.id}
      returning id
    )
    insert into submission_images (submission_id, file_id, position, is_primary)
    select ${submission.id}, id, row_number() over (), false from copies`);
  const pages = await db.execute(sql`select pg_relation_size('public.files') / current_setting('block_size')::int as pages`);
  expect(Number((pages as unknown as { rows: { pages: number }[] }).rows[0]!.pages)).toBeGreaterThan(600);
  const crashed = await photo(hoursAgo(2));

  expect((await sweepOrphanFiles({ db, storage: t.ctx.storage })).files).toBe(1);
  expect(
    await db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [crashed.id])),
  ).toEqual([]);
  expect(await t.ctx.storage.exists(crashed.storageKey)).toBe(false);
  expect(await t.ctx.storage.exists(filler.storageKey)).toBe(true);
});
