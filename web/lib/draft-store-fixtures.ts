import type { DraftBackend } from './draft-store';

/**
 * A Map standing in for IndexedDB in the web tests (jsdom has none; e2e/drafts.e2e.test.ts runs
 * the real one). Its writes take a few milliseconds and its deletes none, as a slow disk would,
 * so a store that did not keep its calls in order would let a later clear land before a save.
 * `failWrites` makes every write fail as a full disk does.
 */
export function memoryDraftBackend() {
  const records = new Map<string, unknown>();
  const state = { failWrites: false };
  const backend: DraftBackend = {
    get: async (key) => records.get(key),
    put: async (key, record) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.failWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      records.set(key, record);
    },
    delete: async (key) => {
      records.delete(key);
    },
    deleteWhere: async (stale) => {
      for (const [key, record] of records) if (stale(record)) records.delete(key);
    },
  };
  return { records, state, backend };
}
