import { and, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { RETENTION } from '../../../../contracts/account.ts';
import type { Db } from '../../../db/client.ts';
import { dataExports, deploymentSettings, files, storageJournal, uploadTickets } from '../../../db/schema/index.ts';
import { deleteObjects } from '../../../providers/storage/delete-objects.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import { fileReferences, findUnreferencedFiles, storageKeysOf, type FileReference } from '../../files/file-references.ts';
import type { FileRow } from '../../files/repository.ts';
import { discardFiles } from '../../files/store-image.ts';
import { pacer } from '../../../jobs/give-way.ts';

/**
 * Bytes are written before their row commits, and a photo or recording is stored in the same
 * request that saves its submission or analysis: anything older than this is no longer in the
 * middle of an upload, and one nothing refers to was left by a crash or a failed save.
 */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** Artwork waits for its keepsake order; the privacy policy keeps it that long. */
export const UNORDERED_ARTWORK_AGE_MS = RETENTION.unusedFileDays * 24 * 60 * 60 * 1000;

/** Where Kritzel writes (store-image, recordings, direct uploads, exports); nothing else in a shared bucket is touched. */
export const KRITZEL_PREFIXES = ['drawing/', 'submission-image/', 'artwork/', 'audio/', 'uploads/', 'exports/'];

const isKritzels = (key: string) => KRITZEL_PREFIXES.some((prefix) => key.startsWith(prefix));

const CHUNK = 500;

/**
 * The files table is read this many heap pages (8 kB each, about 13,000 rows) at a time. One
 * statement over all of it at 100,000 families ran for 1.6 s on every core (a parallel hash
 * join, 700 MB of temporary files) and held the page reads up beside it; a slice takes a few
 * tens of milliseconds on one core (ADR 032).
 */
const PAGES_PER_LOOK = 512;

/**
 * The files table is looked through in this many parts, one part per hourly run, so each day's
 * runs cover all of it once. A run over the whole table took 51–68 s at 100,000 families on a
 * slow machine, and would grow with the service; a part grows 24 times slower.
 */
export const SWEEP_PARTS = 24;

/** Which part of the table a run looks through: `part` of `of`, from 0. */
export type SweepShare = { part: number; of: number };

/** The hourly run's part, named by the hour (UTC): the day's 24 runs cover everything once. */
export const shareOfHour = (now: Date): SweepShare => ({ part: now.getUTCHours(), of: SWEEP_PARTS });

/** All of the table and of the store in one run: tests, and a clean-up by hand. */
export const EVERYTHING: SweepShare = { part: 0, of: 1 };

/**
 * How many stored keys an hourly run lists, onward from where the last run stopped (a cursor in
 * deployment_settings), for bytes no note names. The whole store is read every ⌈keys ÷ 2.4 M⌉
 * days, and no run holds more than this many keys, whatever the store holds: listing every key
 * in one run would hold millions of them at 100,000 families (ADR 032).
 */
export const KEYS_PER_RUN = 100_000;
const LISTED_UP_TO = 'orphan-sweep:listed-up-to';

/**
 * Rows that came of age in this long are looked at by every run, whatever its part: a crash's
 * rows still go within two hours of the upload, and a run or two may be missed.
 */
const JUST_OF_AGE_MS = 3 * 60 * 60 * 1000;

export type OrphanSweep = { files: number; keys: number };

/**
 * Two kinds of leftovers, older than an hour: files rows that no table refers to any more (a
 * photo whose submission failed to save; artwork only once it is a day old and still not
 * ordered), and stored objects with no row at all (a crash mid-upload, a storage deletion that
 * failed after an account deletion). Run hourly. Each run checks the storage journal's notes an
 * hour old, so bytes whose row never committed go within two hours (issue 16) without listing
 * the store; at the rows that just came of age, so a crash's rows go within two hours too; and at
 * its part of the rest of the table, so a row that lost its last reference later goes within a
 * day. Each run also lists the next `keysPerRun` stored keys, for bytes no note names (written
 * before the journal, or a failed deletion whose note could not be written either); a run over
 * EVERYTHING lists the whole store.
 */
export async function sweepOrphanFiles({
  db,
  storage,
  now = new Date(),
  share = shareOfHour(now),
  keysPerRun = KEYS_PER_RUN,
}: {
  db: Db;
  storage: FileStorage;
  now?: Date;
  share?: SweepShare;
  keysPerRun?: number;
}): Promise<OrphanSweep> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS);
  const artworkCutoff = new Date(now.getTime() - UNORDERED_ARTWORK_AGE_MS);
  const giveWay = pacer();
  const references = await fileReferences(db);
  const removeAll = async (where: SQL) => {
    let removed = 0;
    for (;;) {
      const batch = await unreferencedFiles(db, { cutoff, artworkCutoff, references, where });
      await discardFiles({ db, storage, files: batch });
      removed += batch.length;
      await giveWay();
      if (batch.length < CHUNK) return removed;
    }
  };

  let removedFiles = await removeAll(justOfAge(cutoff, artworkCutoff));
  // The part's slices of the table in its physical order. A slice belongs to one part for good
  // (its number modulo the parts), so a table that grows between runs shifts no boundary. Rows
  // added while the sweep runs land past the end or in space it has passed, and are younger
  // than an hour; a row moved by an update is seen by the next day's run.
  const pages = await heapPages(db);
  for (let slice = share.part; slice * PAGES_PER_LOOK < pages; slice += share.of) {
    const first = slice * PAGES_PER_LOOK;
    removedFiles += await removeAll(pagesFrom(first, first + PAGES_PER_LOOK));
  }

  let removedKeys = await removeNotedStrays({ db, storage, cutoff, giveWay });
  removedKeys += await removeUnnamedStrays({ db, storage, cutoff, giveWay }, share.of === 1 ? null : keysPerRun);
  return { files: removedFiles, keys: removedKeys };
}

/** Rows that came of age lately: an hour old (artwork: a day) at most three hours ago (files_created_at_idx). */
const justOfAge = (cutoff: Date, artworkCutoff: Date): SQL =>
  or(
    gte(files.createdAt, new Date(cutoff.getTime() - JUST_OF_AGE_MS)),
    and(eq(files.kind, 'artwork'), gte(files.createdAt, new Date(artworkCutoff.getTime() - JUST_OF_AGE_MS))),
  )!;

type KeySweep = { db: Db; storage: FileStorage; cutoff: Date; giveWay: () => Promise<void> };

/**
 * The journal's notes older than an hour (server/features/files/storage-journal.ts): bytes no row
 * names are deleted, and each checked note goes. A note whose deletion failed is noted again and
 * stays for the next run. In key order, one pass: a note made again during the run is not met twice.
 */
async function removeNotedStrays({ db, storage, cutoff, giveWay }: KeySweep): Promise<number> {
  let removed = 0;
  let after = '';
  for (;;) {
    const notes = await db
      .select({ key: storageJournal.storageKey })
      .from(storageJournal)
      .where(and(lt(storageJournal.notedAt, cutoff), gt(storageJournal.storageKey, after)))
      .orderBy(storageJournal.storageKey)
      .limit(CHUNK);
    if (notes.length === 0) return removed;
    const keys = notes.map((note) => note.key);
    after = keys.at(-1)!;
    const known = await knownKeys(db, keys);
    // Bytes a removed row took with it (this run's files, above) have nothing left to delete.
    const strays = [];
    for (const key of keys) if (!known.has(key) && isKritzels(key) && (await storage.exists(key))) strays.push(key);
    const failed = await deleteObjects(storage, strays);
    removed += strays.length - failed.size;
    const checked = keys.filter((key) => !failed.has(key));
    if (checked.length > 0) await db.delete(storageJournal).where(inArray(storageJournal.storageKey, checked));
    await giveWay();
    if (notes.length < CHUNK) return removed;
  }
}

/**
 * Stored objects under Kritzel's prefixes that no row names, past their hour: the next `budget`
 * keys of the store after the last run's (from the start again once the end is reached), or with
 * a null budget all of them. Keys of others sharing the bucket are listed and left alone.
 */
async function removeUnnamedStrays({ db, storage, cutoff, giveWay }: KeySweep, budget: number | null): Promise<number> {
  if (budget === 0) return 0;
  const after = budget === null ? '' : await listedUpTo(db);
  const listed = await storage.list('', budget === null ? undefined : { after, limit: budget });
  const keys = listed.filter(isKritzels);
  let removed = 0;
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    const known = await knownKeys(db, chunk);
    await giveWay();
    for (const key of chunk) {
      if (known.has(key)) continue;
      const written = await storage.lastModified(key);
      if (written && written.getTime() < cutoff.getTime()) {
        await storage.delete(key);
        removed++;
      }
    }
  }
  if (budget !== null) await keepListedUpTo(db, listed.length < budget ? '' : listed.at(-1)!);
  return removed;
}

/** The last key the hourly runs listed ('' before the first, and after the end of the store). */
async function listedUpTo(db: Db): Promise<string> {
  const [row] = await db.select({ value: deploymentSettings.value }).from(deploymentSettings).where(eq(deploymentSettings.key, LISTED_UP_TO));
  return row?.value ?? '';
}

const keepListedUpTo = (db: Db, key: string) =>
  db
    .insert(deploymentSettings)
    .values({ key: LISTED_UP_TO, value: key })
    .onConflictDoUpdate({ target: deploymentSettings.key, set: { value: key } });

/** The oldest unreferenced files among `where` past their age: an hour, or a day for artwork. */
function unreferencedFiles(
  db: Db,
  { cutoff, artworkCutoff, references, where }: { cutoff: Date; artworkCutoff: Date; references: FileReference[]; where: SQL },
): Promise<FileRow[]> {
  const pastAge = or(lt(files.createdAt, artworkCutoff), and(ne(files.kind, 'artwork'), lt(files.createdAt, cutoff)));
  return findUnreferencedFiles(db, { where: and(where, pastAge), limit: CHUNK, references });
}

/** How many heap pages the files table has now. */
async function heapPages(db: Db): Promise<number> {
  const result = await db.execute(sql`select pg_relation_size('public.files') / current_setting('block_size')::int as pages`);
  return Number((result as unknown as { rows: { pages: number | string }[] }).rows[0]!.pages);
}

/** The rows stored in heap pages [first, end): PostgreSQL reads just those pages (a TID range scan). */
const pagesFrom = (first: number, end: number): SQL => sql`${files}.ctid >= ${`(${first},0)`}::tid and ${files}.ctid < ${`(${end},0)`}::tid`;

/** `<kind>/<file id>/<variant>`: how store-image and a recording name a file's bytes, with the file's own id. */
const FILE_KEY = /^[a-z-]+\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//;
const fileIdOf = (key: string): string | null => FILE_KEY.exec(key)?.[1] ?? null;

/**
 * The keys among `keys` that a row names: a file (any size, or artwork's original), an upload
 * ticket or an export. A key that carries a file id is looked up by that id first, one
 * primary-key probe per file (a photo's display and thumbnail share it); only the keys that
 * finds no row for — strays, uploads, exports, a key of another shape — are looked up by every
 * column that names a key. Three index probes per key before: a listed store of millions took
 * most of an hourly run (ADR 032). A key is called unknown only when both miss.
 */
async function knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  const ids = [...new Set(keys.map(fileIdOf).filter((id): id is string => id !== null))];
  if (ids.length > 0) {
    const byId = await db
      .select({ storageKey: files.storageKey, thumbKey: files.thumbKey, originalKey: files.originalKey })
      .from(files)
      .where(inArray(files.id, ids));
    for (const key of byId.flatMap(storageKeysOf)) known.add(key);
  }
  const rest = keys.filter((key) => !known.has(key));
  if (rest.length === 0) return known;
  const fileRows = await db
    .select({ storageKey: files.storageKey, thumbKey: files.thumbKey, originalKey: files.originalKey })
    .from(files)
    .where(or(inArray(files.storageKey, rest), inArray(files.thumbKey, rest), inArray(files.originalKey, rest)));
  const tickets = await db.select({ key: uploadTickets.storageKey }).from(uploadTickets).where(inArray(uploadTickets.storageKey, rest));
  const exports = await db.select({ key: dataExports.storageKey }).from(dataExports).where(inArray(dataExports.storageKey, rest));
  for (const key of [...fileRows.flatMap(storageKeysOf), ...tickets.map((t) => t.key), ...exports.map((e) => e.key)]) if (key) known.add(key);
  return known;
}
