import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/errors.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import { dataExportRepository } from './repository.ts';
import { exportFileName } from './to-data-export.ts';
import { readIfPresent } from '../../../providers/storage/file-storage.ts';
import { messageKey } from '../../../../contracts/i18n/keys.ts';

export const EXPORT_NOT_FOUND = messageKey('errors.export.notFound');

export type ExportDownload = { kind: 'archive'; data: Buffer; fileName: string } | { kind: 'expired' };

/** The owner's archive while it lasts; another parent's id, or one not ready yet, is a 404. */
export async function downloadExport({
  db,
  storage,
  userId,
  exportId,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  exportId: string;
  now?: Date;
}): Promise<ExportDownload> {
  const row = await dataExportRepository.findOwned(db, exportId, userId);
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  if (row.status !== 'ready' || !row.storageKey) throw notFound(EXPORT_NOT_FOUND);
  const data = await readIfPresent(storage, row.storageKey);
  if (!data) throw notFound(EXPORT_NOT_FOUND);
  return { kind: 'archive', data, fileName: exportFileName(row) };
}
