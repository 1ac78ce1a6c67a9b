import { ACCOUNT_API, type DataExport } from '../../../../contracts/account.ts';
import type { DataExportRow } from './repository.ts';

/** The wire shape; past its expiry an export reads as expired and offers no link, whatever its row says. */
export function toDataExport(row: DataExportRow, now: Date): DataExport {
  const expired = row.expiresAt.getTime() <= now.getTime();
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    byteSize: status === 'ready' ? row.byteSize : null,
    downloadUrl: status === 'ready' ? ACCOUNT_API.exportDownload(row.id) : null,
  };
}

/** kritzel-data-YYYY-MM-DD.zip, dated the day it was asked for (UTC). */
export const exportFileName = (row: Pick<DataExportRow, 'createdAt'>) => `kritzel-data-${row.createdAt.toISOString().slice(0, 10)}.zip`;

/** Where the archive lives in storage. */
export const exportStorageKey = (row: Pick<DataExportRow, 'id' | 'userId'>) => `exports/${row.userId}/${row.id}.zip`;
