import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { fileRepository } from '../files/repository.ts';
import { findUnreferencedFiles, storageKeysOf } from '../files/file-references.ts';
import { planRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type DeletePlanOptions = { db: Db; storage: FileStorage; userId: string; planId: string };

/**
 * Spec 000 §4: deleting a paid plan archives it, an unpaid one is removed for good. Each step
 * is one conditional statement, so a payment landing at the same moment turns the delete into
 * an archive instead of removing a paid plan.
 *
 * A removed plan takes its files with it (baseline drawing, submission photos, recordings, every
 * size), unless something else still uses one: the free analysis it started from stays a free
 * analysis. An archived plan keeps everything; it goes when the parent deletes the account.
 * Its share links are turned off with the archive, in one transaction, and stay off after a
 * restore (issue 34: a deleted plan still served its report to anyone holding a link); an
 * unpaid plan has no report to share, and a removed one takes its links with it.
 */
export async function deletePlan({ db, storage, userId, planId }: DeletePlanOptions): Promise<{ archived: boolean }> {
  const removedKeys = await db.transaction(async (tx) => {
    const fileIds = await planRepository.fileIdsOf(tx, planId);
    if (!(await planRepository.deleteUnpaid(tx, { planId, userId }))) return null;
    const unused = await findUnreferencedFiles(tx, { ids: fileIds });
    await fileRepository.deleteMany(
      tx,
      unused.map((file) => file.id),
    );
    return unused.flatMap(storageKeysOf);
  });
  if (removedKeys) {
    // After the commit, so a rolled-back delete never loses bytes; a key left behind is swept as an orphan.
    await Promise.allSettled(removedKeys.map((key) => storage.delete(key)));
    return { archived: false };
  }
  const archived = await db.transaction(async (tx) => {
    if (!(await planRepository.archivePaid(tx, { planId, userId }))) return false;
    await planRepository.revokeShareLinks(tx, planId);
    return true;
  });
  if (archived) return { archived: true };
  throw notFound(messageKey('errors.plan.notFound'));
}
