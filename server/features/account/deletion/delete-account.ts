import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import { unauthorized } from '../../../platform/errors.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import type { Auth } from '../../auth/auth.ts';
import { confirmDeletion } from './confirm-deletion.ts';
import { eraseParent } from './erase-parent.ts';

export type DeleteAccountOptions = {
  db: Db;
  auth: Auth;
  storage: FileStorage;
  logger: Logger;
  userId: string;
  sessionId: string;
  password?: string;
};

/** Deletes a few at a time: a parent may have hundreds of photos, and storage calls are slow. */
const STORAGE_BATCH = 20;

/**
 * "Delete my account": confirmed by the password (or a fresh sign-in), then every row in one
 * transaction, then the stored bytes. A storage deletion that fails leaves a key no row refers
 * to; the orphan sweep removes it within a day.
 */
export async function deleteAccount({ db, auth, storage, logger, userId, sessionId, password }: DeleteAccountOptions): Promise<void> {
  await confirmDeletion({ db, auth, userId, sessionId, password });
  const keys = await eraseParent(db, userId);
  if (!keys) throw unauthorized();
  let failed = 0;
  for (let i = 0; i < keys.length; i += STORAGE_BATCH) {
    const results = await Promise.allSettled(keys.slice(i, i + STORAGE_BATCH).map((key) => storage.delete(key)));
    failed += results.filter((r) => r.status === 'rejected').length;
  }
  logger.info({ files: keys.length, failed }, 'account deleted');
}
