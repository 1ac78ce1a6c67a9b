import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dataExports, drawings, files, orders } from '../../../db/schema/index.ts';
import { insertFreeAnalysis } from '../../../../test/free-analysis-factories.ts';
import { testAppWithPeople } from '../../../../test/test-app-with-people.ts';
import { purgeAnonymousDrawings } from '../../../jobs/purge-anonymous-drawings.ts';
import { fileReferences } from '../../files/file-references.ts';
import { purgeExpiredExports } from './purge-expired-exports.ts';
import { purgeOldOrderRecords } from './purge-old-order-records.ts';
import { backdateObject, imageStoredAt } from './retention.fixture.ts';
import { EVERYTHING, sweepOrphanFiles } from './sweep-orphan-files.ts';

const t = testAppWithPeople({ parent: {} });

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const storedFile = (options: { ownerId: string | null; kind: 'drawing' | 'artwork'; createdAt: Date }) => imageStoredAt(t.ctx, options);

async function anonymousDrawing(createdAt: Date) {
  const file = await storedFile({ ownerId: null, kind: 'drawing', createdAt });
  const drawing = await insertFreeAnalysis(t.ctx, { userId: null, fileId: file.id, createdAt });
  return { drawing, file };
}

/** Backdates a stored object, as if it had been written `days` ago. */
const age = (key: string, days: number) => backdateObject(t.ctx, key, daysAgo(days));

it('removes an anonymous free analysis after 30 days, with its stored files, and keeps a younger one', async () => {
  const old = await anonymousDrawing(daysAgo(31));
  const young = await anonymousDrawing(daysAgo(29));
  expect(await purgeAnonymousDrawings({ db: t.ctx.database.db, storage: t.ctx.storage })).toBe(1);
  const left = await t.ctx.database.db
    .select({ id: drawings.id })
    .from(drawings)
    .where(inArray(drawings.id, [old.drawing.id, young.drawing.id]));
  expect(left.map((d) => d.id)).toEqual([young.drawing.id]);
  expect(await t.ctx.storage.exists(old.file.storageKey)).toBe(false);
  expect(await t.ctx.storage.exists(old.file.thumbKey!)).toBe(false);
  expect(await t.ctx.storage.exists(young.file.storageKey)).toBe(true);
});

it('removes exports past their 24 hours, archive and row, and ends exports whose build was lost', async () => {
  const db = t.ctx.database.db;
  const insert = async (values: Partial<typeof dataExports.$inferInsert> & { createdAt: Date }) => {
    const [row] = await db
      .insert(dataExports)
      .values({ userId: t.parent.id, expiresAt: new Date(values.createdAt.getTime() + DAY), ...values })
      .returning();
    if (row!.status === 'ready') {
      const key = `exports/${t.parent.id}/${row!.id}.zip`;
      await t.ctx.storage.put(key, Buffer.from('zip'), 'application/zip');
      await db.update(dataExports).set({ storageKey: key }).where(eq(dataExports.id, row!.id));
      return { ...row!, storageKey: key };
    }
    return row!;
  };
  const expired = await insert({ status: 'ready', createdAt: new Date(Date.now() - DAY - 60_000) });
  const fresh = await insert({ status: 'ready', createdAt: new Date(Date.now() - 60_000) });
  const lost = await insert({ status: 'pending', createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });

  expect(await purgeExpiredExports({ db, storage: t.ctx.storage })).toEqual({ removed: 1, failed: 1 });
  const rows = await db.select().from(dataExports).where(eq(dataExports.userId, t.parent.id));
  expect(rows.map((r) => [r.id, r.status]).sort()).toEqual(
    [
      [fresh.id, 'ready'],
      [lost.id, 'failed'],
    ].sort(),
  );
  expect(await t.ctx.storage.exists(expired.storageKey!)).toBe(false);
  expect(await t.ctx.storage.exists(fresh.storageKey!)).toBe(true);
  expect(await purgeExpiredExports({ db, storage: t.ctx.storage })).toEqual({ removed: 0, failed: 0 });

  // A store that cannot delete one archive now: its row stays for the next run, the others go.
  const [stuck, gone] = [
    await insert({ status: 'ready', createdAt: new Date(Date.now() - DAY - 120_000) }),
    await insert({ status: 'ready', createdAt: new Date(Date.now() - DAY - 60_000) }),
  ];
  const refusing = {
    ...t.ctx.storage,
    delete: (key: string) => (key === stuck.storageKey ? Promise.reject(new Error('store unreachable')) : t.ctx.storage.delete(key)),
  };
  await expect(purgeExpiredExports({ db, storage: refusing })).rejects.toThrow('could not delete 1 expired export archive(s)');
  expect((await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, t.parent.id))).map((r) => r.id).sort()).toEqual(
    [fresh.id, lost.id, stuck.id].sort(),
  );
  expect(await t.ctx.storage.exists(gone.storageKey!)).toBe(false);
  expect(await purgeExpiredExports({ db, storage: t.ctx.storage })).toEqual({ removed: 1, failed: 0 });
  expect(await t.ctx.storage.exists(stuck.storageKey!)).toBe(false);
});

it('knows every column that refers to a stored file', async () => {
  const columns = (await fileReferences(t.ctx.database.db)).map((r) => `${r.table}.${r.column}`);
  expect(columns).toEqual(
    expect.arrayContaining([
      'drawings.file_id',
      'plans.baseline_file_id',
      'submission_images.file_id',
      'submission_recordings.file_id',
      'orders.file_id',
      'upload_tickets.file_id',
    ]),
  );
});

it('removes files nothing refers to after a day, and stored objects that have no row, and keeps everything in use', async () => {
  const db = t.ctx.database.db;
  const orphan = await storedFile({ ownerId: t.parent.id, kind: 'artwork', createdAt: daysAgo(2) });
  const youngOrphan = await storedFile({ ownerId: t.parent.id, kind: 'artwork', createdAt: new Date() });
  const ordered = await storedFile({ ownerId: t.parent.id, kind: 'artwork', createdAt: daysAgo(2) });
  await db.insert(orders).values({
    userId: t.parent.id,
    productType: 'custom-tshirt',
    configuration: { size: 'M', color: 'white' },
    fileId: ordered.id,
    priceCents: 3900,
    provider: 'sandbox',
  });
  const kept = await anonymousDrawing(daysAgo(2));

  const strayKey = `audio/${crypto.randomUUID()}/recording.webm`;
  const youngStrayKey = `audio/${crypto.randomUUID()}/recording.webm`;
  const foreignKey = `elsewhere/${crypto.randomUUID()}/keep.txt`;
  for (const key of [strayKey, youngStrayKey, foreignKey]) await t.ctx.storage.put(key, Buffer.from('bytes'), 'application/octet-stream');
  await age(strayKey, 2);
  await age(foreignKey, 30);
  // Artwork keeps a third object, its full-resolution original: a row names it too.
  for (const key of [ordered.storageKey, ordered.originalKey!, kept.file.storageKey]) await age(key, 2);

  const result = await sweepOrphanFiles({ db, storage: t.ctx.storage, share: EVERYTHING });
  expect(result).toEqual({ files: 1, keys: 1 });
  const remaining = (await db.select({ id: files.id }).from(files)).map((f) => f.id);
  expect(remaining).not.toContain(orphan.id);
  expect(remaining).toEqual(expect.arrayContaining([youngOrphan.id, ordered.id, kept.file.id]));
  expect(await t.ctx.storage.exists(orphan.storageKey)).toBe(false);
  expect(await t.ctx.storage.exists(orphan.thumbKey!)).toBe(false);
  expect(await t.ctx.storage.exists(orphan.originalKey!)).toBe(false);
  expect(await t.ctx.storage.exists(strayKey)).toBe(false);
  for (const key of [youngStrayKey, foreignKey, ordered.storageKey, ordered.thumbKey!, ordered.originalKey!, kept.file.storageKey, youngOrphan.storageKey]) {
    expect(await t.ctx.storage.exists(key), key).toBe(true);
  }
  expect(await sweepOrphanFiles({ db, storage: t.ctx.storage, share: EVERYTHING })).toEqual({ files: 0, keys: 0 });
});

it('keeps the reduced order records of deleted parents for 8 full years, and a parent’s own orders always', async () => {
  const db = t.ctx.database.db;
  const year = new Date().getUTCFullYear();
  const order = (userId: string | null, createdAt: Date) => ({
    userId,
    productType: 'custom-tshirt' as const,
    configuration: { size: 'M' as const, color: 'white' as const },
    priceCents: 3900,
    provider: 'sandbox' as const,
    createdAt,
  });
  const [tooOld, lastKeptYear, own] = await db
    .insert(orders)
    .values([
      order(null, new Date(Date.UTC(year - 9, 11, 31))),
      order(null, new Date(Date.UTC(year - 8, 0, 1))),
      order(t.parent.id, new Date(Date.UTC(year - 12, 5, 1))),
    ])
    .returning();
  expect(await purgeOldOrderRecords({ db })).toBe(1);
  const ids = (await db.select({ id: orders.id }).from(orders)).map((o) => o.id);
  expect(ids).not.toContain(tooOld!.id);
  expect(ids).toEqual(expect.arrayContaining([lastKeptYear!.id, own!.id]));
});
