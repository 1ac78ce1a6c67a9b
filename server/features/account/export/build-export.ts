import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import { arrangeExport } from './arrange-export.ts';
import { loadParentRecords } from './parent-records.ts';
import { dataExportRepository } from './repository.ts';
import { exportStorageKey } from './to-data-export.ts';
import { createZip, type ZipEntry } from './zip.ts';
import { readIfPresent } from '../../../providers/storage/file-storage.ts';

export type BuildExportDeps = { db: Db; storage: FileStorage; logger: Logger };
export type BuildOutcome = 'ready' | 'skipped' | 'gone';

/**
 * The job: data.json plus the original files (display size) in one ZIP, stored under
 * exports/<userId>/<exportId>.zip. Idempotent: only a pending export is built, and only a
 * pending one is marked ready. A file missing from storage is listed in data.json, not fatal.
 */
export async function buildExport({ db, storage, logger }: BuildExportDeps, exportId: string, now = new Date()): Promise<BuildOutcome> {
  const row = await dataExportRepository.findById(db, exportId);
  if (!row || row.status !== 'pending') return 'skipped';
  const records = await loadParentRecords(db, row.userId);
  if (!records) return 'gone';
  const { data, files } = arrangeExport(records, now);

  const entries: ZipEntry[] = [];
  const missingFiles: string[] = [];
  for (const { path, file } of files) {
    // Missing bytes are listed in the archive; an unreachable store fails this attempt (the job retries).
    const bytes = await readIfPresent(storage, file.storageKey);
    if (bytes) entries.push({ name: path, data: bytes, modifiedAt: file.createdAt });
    else missingFiles.push(path);
  }
  if (missingFiles.length > 0) logger.warn({ exportId, missing: missingFiles.length }, 'export: some stored files could not be read');
  const json = Buffer.from(JSON.stringify({ ...data, missingFiles }, null, 2));
  const archive = createZip([{ name: 'data.json', data: json, modifiedAt: now }, ...entries]);

  const storageKey = exportStorageKey(row);
  await storage.put(storageKey, archive, 'application/zip');
  if (await dataExportRepository.markReady(db, row.id, { storageKey, byteSize: archive.length, readyAt: new Date() })) return 'ready';
  // Deleted meanwhile (the account or the export went): its archive must not stay behind.
  if (!(await dataExportRepository.findById(db, row.id))) await storage.delete(storageKey);
  return 'gone';
}
