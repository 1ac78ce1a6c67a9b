import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { files, storageJournal, submissionImages } from '../../../db/schema/index.ts';
import { journaledStorage } from '../../files/storage-journal.ts';
import { storeImage } from '../../files/store-image.ts';
import { createPlan } from '../../../../test/plan-factories.ts';
import { createSubmission } from '../../../../test/submission-factories.ts';
import { testAppWithPeople } from '../../../../test/test-app-with-people.ts';
import { SWEEP_ORPHAN_FILES_CRON } from './retention-jobs.ts';
import { backdateObject, imageStoredAt, sweepJpeg } from './retention.fixture.ts';
import { EVERYTHING, SWEEP_PARTS, sweepOrphanFiles } from './sweep-orphan-files.ts';
import type { ListPage } from '../../../providers/storage/file-storage.ts';

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

/** Which of `keys` the storage journal still notes. */
const notes = async (keys: string[]) =>
  (await t.ctx.database.db.select({ key: storageJournal.storageKey }).from(storageJournal).where(inArray(storageJournal.storageKey, keys))).map(
    (note) => note.key,
  );

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

  expect(await sweepOrphanFiles({ db, storage: t.ctx.storage, share: EVERYTHING })).toEqual({ files: 1, keys: 1 });

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

it("finds a file's keys by the id they carry, and keeps a row's key of another shape: only bytes no row names go", async () => {
  const db = t.ctx.database.db;
  const kept = await photo(hoursAgo(2));
  const plan = await createPlan({ ctx: t.ctx, user: t.parent, setUp: true });
  const submission = await createSubmission({ ctx: t.ctx, user: t.parent, plan, weekNumber: 2 });
  await db.insert(submissionImages).values({ submissionId: submission.id, fileId: kept.id, position: 0, isPrimary: true });
  // In the kept file's folder, but none of its row's keys: found by the id, then by no column.
  const besideKept = `submission-image/${kept.id}/display-old.jpg`;
  // A row whose key carries no file id (not a shape Kritzel writes now): found by its column.
  const otherShape = `submission-image/legacy-${crypto.randomUUID()}.jpg`;
  const legacy = await photo(hoursAgo(2));
  await db.update(files).set({ storageKey: otherShape }).where(eq(files.id, legacy.id));
  await db.insert(submissionImages).values({ submissionId: submission.id, fileId: legacy.id, position: 1, isPrimary: false });
  for (const key of [besideKept, otherShape]) {
    await t.ctx.storage.put(key, await sweepJpeg(), 'image/jpeg');
    await age(key, hoursAgo(2));
  }

  await sweepOrphanFiles({ db, storage: t.ctx.storage, share: EVERYTHING });

  expect(await t.ctx.storage.exists(besideKept)).toBe(false);
  for (const key of [kept.storageKey, kept.thumbKey!, otherShape, legacy.thumbKey!]) expect(await t.ctx.storage.exists(key), key).toBe(true);
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

  expect((await sweepOrphanFiles({ db, storage: t.ctx.storage, share: EVERYTHING })).files).toBe(1);
  expect(
    await db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [crashed.id])),
  ).toEqual([]);
  expect(await t.ctx.storage.exists(crashed.storageKey)).toBe(false);
  expect(await t.ctx.storage.exists(filler.storageKey)).toBe(true);
});

it('each hour checks the noted keys, the rows that just came of age, its own twenty-fourth of the rest and a bounded part of the store, so a day covers the table once', async () => {
  const db = t.ctx.database.db;
  // A whole day of hourly runs (at :47, as scheduled), after everything the other tests stored.
  const day = new Date(Date.now() + 2 * 24 * HOUR);
  day.setUTCHours(0, 0, 0, 0);
  const runs = Array.from({ length: SWEEP_PARTS }, (_, hour) => new Date(day.getTime() + hour * HOUR + 47 * 60 * 1000));
  // Left long before the day, so never among the rows just of age: only the parts find them.
  const longAgo = new Date(day.getTime() - 30 * HOUR);
  const oldRows = [await photo(longAgo), await photo(longAgo)];
  const rowsLeft = (ids: string[]) => db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  // Bytes no note names (stored before the journal, or a failed deletion whose note was lost):
  // only the listing finds them.
  const unnotedKey = `drawing/${crypto.randomUUID()}/display.jpg`;
  await t.ctx.storage.put(unnotedKey, await sweepJpeg(), 'image/jpeg');
  await age(unnotedKey, longAgo);
  await db.delete(storageJournal).where(eq(storageJournal.storageKey, unnotedKey));

  // Another app's keys in a shared bucket: listed, never touched.
  const othersKeys = Array.from({ length: 12 }, (_, i) => `other-app/${String(i).padStart(2, '0')}.txt`);
  for (const key of othersKeys) await t.ctx.storage.put(key, Buffer.from('not ours'), 'text/plain');

  // Each run lists a few keys of the store onward from the last run's, never all of it at once.
  const keysPerRun = 10;
  const listings: { prefix?: string; page?: ListPage }[] = [];
  const storage = { ...t.ctx.storage, list: (prefix?: string, page?: ListPage) => (listings.push({ prefix, page }), t.ctx.storage.list(prefix, page)) };
  const stored = (await t.ctx.storage.list()).length;
  expect(stored, 'the store holds more than one run lists').toBeGreaterThan(keysPerRun);

  for (const [hour, now] of runs.entries()) {
    // A crash an hour and a half before this run: its row, and bytes whose row never committed,
    // go in this run, whatever the hour's part (issue 16: within the hour, not the day).
    const crashed = await photo(new Date(now.getTime() - 1.5 * HOUR));
    const strayKey = `audio/${crypto.randomUUID()}/recording.webm`;
    await t.ctx.storage.put(strayKey, Buffer.from('stray'), 'audio/webm');
    await age(strayKey, new Date(now.getTime() - 1.5 * HOUR));
    await sweepOrphanFiles({ db, storage, now, keysPerRun });
    expect(await rowsLeft([crashed.id]), `run at ${hour}:47`).toEqual([]);
    expect(await t.ctx.storage.exists(strayKey), `run at ${hour}:47`).toBe(false);
    expect(await notes([strayKey, crashed.storageKey, crashed.thumbKey!]), `run at ${hour}:47`).toEqual([]);
  }
  expect(await rowsLeft(oldRows.map((f) => f.id))).toEqual([]);
  expect(await t.ctx.storage.exists(unnotedKey)).toBe(false);
  for (const key of othersKeys) expect(await t.ctx.storage.exists(key), key).toBe(true);
  expect(listings).toHaveLength(runs.length);
  for (const { prefix, page } of listings) expect({ prefix, limit: page?.limit }).toEqual({ prefix: '', limit: keysPerRun });
  // Onward from where the last run stopped: the runs began at different keys.
  expect(new Set(listings.map(({ page }) => page?.after)).size).toBeGreaterThan(1);
});

it('notes a key before its bytes are written, so a crash between the two leaves a note', async () => {
  const key = `audio/${crypto.randomUUID()}/recording.webm`;
  let notedBeforeBytes: string[] | null = null;
  const store = journaledStorage(
    {
      ...t.ctx.storage,
      put: async () => {
        notedBeforeBytes = await notes([key]);
        throw new Error('the process died here');
      },
    },
    t.ctx.database.db,
  );
  await expect(store.put(key, Buffer.from('bytes'), 'audio/webm')).rejects.toThrow('the process died here');
  expect(notedBeforeBytes).toEqual([key]);
});

it("takes a file's notes away when its row commits: the notes left are of bytes without a row", async () => {
  const { file } = await storeImage({ db: t.ctx.database.db, storage: t.ctx.storage, data: await sweepJpeg(), ownerId: t.parent.id, kind: 'artwork' });
  expect(await notes([file.storageKey, file.thumbKey!, file.originalKey!])).toEqual([]);
});

it('a deletion of bytes that failed is noted, and the next run deletes them', async () => {
  const db = t.ctx.database.db;
  const key = `artwork/${crypto.randomUUID()}/display.jpg`;
  await t.ctx.storage.put(key, await sweepJpeg(), 'image/jpeg');
  await db.delete(storageJournal).where(eq(storageJournal.storageKey, key));
  // The account's rows went; the store failed the deletion of its bytes.
  const failing = journaledStorage({ ...t.ctx.storage, delete: () => Promise.reject(new Error('the store is down')) }, db);
  await expect(failing.delete(key)).rejects.toThrow('the store is down');
  expect(await notes([key])).toEqual([key]);

  await age(key, hoursAgo(2));
  // A run that lists nothing of the store: this one goes by the note.
  await sweepOrphanFiles({ db, storage: t.ctx.storage, keysPerRun: 0 });
  expect(await t.ctx.storage.exists(key)).toBe(false);
  expect(await notes([key])).toEqual([]);
});
