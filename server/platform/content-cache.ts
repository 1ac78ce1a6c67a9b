/**
 * Made values kept in memory by a key that names their whole content (an immutable storage key,
 * a hash of every input), so an entry can never be stale and needs no invalidation. Bounded by
 * bytes (the least recently used go first) and by age: an entry is forgotten `ttlMs` after it was
 * made, so a deleted child's report does not linger in a process's memory. Concurrent asks for the
 * same missing key share one making; a failed or null making is not kept.
 */
export type ContentCache<V> = {
  getOrMake(key: string, make: () => Promise<V | null>): Promise<V | null>;
  /** Bytes held now: for tests and the benchmark's notes. */
  readonly bytes: number;
};

type Entry<V> = { value: V; size: number; madeAt: number };

export function createContentCache<V>({
  maxBytes,
  ttlMs,
  sizeOf,
  now = Date.now,
}: {
  maxBytes: number;
  ttlMs: number;
  sizeOf: (value: V) => number;
  now?: () => number;
}): ContentCache<V> {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, Entry<V>>();
  const making = new Map<string, Promise<V | null>>();
  let bytes = 0;

  const forget = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    bytes -= entry.size;
  };

  const keep = (key: string, value: V) => {
    const size = sizeOf(value);
    if (size > maxBytes) return;
    const old = entries.get(key);
    if (old) forget(key, old);
    entries.set(key, { value, size, madeAt: now() });
    bytes += size;
    for (const [oldest, entry] of entries) {
      if (bytes <= maxBytes) break;
      forget(oldest, entry);
    }
  };

  return {
    get bytes() {
      return bytes;
    },
    async getOrMake(key, make) {
      const entry = entries.get(key);
      if (entry && now() - entry.madeAt < ttlMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      if (entry) forget(key, entry);
      const pending = making.get(key);
      if (pending) return pending;
      const made = make().then(
        (value) => {
          making.delete(key);
          if (value !== null) keep(key, value);
          return value;
        },
        (error: unknown) => {
          making.delete(key);
          throw error;
        },
      );
      making.set(key, made);
      return made;
    },
  };
}
