import type { FileStorage } from './file-storage.ts';

/** Object deletions a sweep has in flight at once: in production the store is a network service. */
const AT_ONCE = 16;

/**
 * Deletes many stored objects, a few at a time, and answers the keys whose deletion failed (the
 * caller decides: keep the record that points at them, or leave them to the orphan sweep).
 */
export async function deleteObjects(storage: FileStorage, keys: readonly string[]): Promise<Set<string>> {
  const failed = new Set<string>();
  for (let i = 0; i < keys.length; i += AT_ONCE) {
    const chunk = keys.slice(i, i + AT_ONCE);
    const results = await Promise.allSettled(chunk.map((key) => storage.delete(key)));
    results.forEach((result, j) => {
      if (result.status === 'rejected') failed.add(chunk[j]!);
    });
  }
  return failed;
}
