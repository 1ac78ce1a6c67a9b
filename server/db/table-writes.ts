/**
 * Which writes may change a table, for caches that must never outlive a change. The embedded
 * database belongs to one process (the data-folder lock), so every write to it passes through
 * this process's client, where it is seen before it runs (createTableWrites). On PostgreSQL
 * other processes write too: there the tables' own triggers announce each change as it commits
 * (server/db/announced-writes.ts).
 */
export type TableWrites = {
  /** Calls `listener` when a write may change one of `tables`: before it runs, or as it commits. */
  onWrite(tables: readonly string[], listener: () => void): void;
  /** False while a write could go unseen (the announcing connection is down): caches must not answer then. */
  watching(): boolean;
};

/** Statements that never change a table. Anything else (a CTE, a DO block, DDL) is taken as a write. */
const READ_ONLY = /^\s*(select|begin|commit|rollback|savepoint|release|show|set|explain|values)\b/i;

/** A read-only statement can still write when it says so (`for update`, a data-modifying word). */
const WRITING_WORD = /\b(insert|update|delete|truncate|merge)\b/i;

const namesAny = (tables: readonly string[]) => new RegExp(`\\b(${tables.join('|')})\\b`, 'i');

/** True when `text` may change one of `tables` — by name, as a whole word: cautious, never clever. */
export function mayWrite(text: string, tables: readonly string[] | RegExp): boolean {
  if (READ_ONLY.test(text) && !WRITING_WORD.test(text)) return false;
  return (tables instanceof RegExp ? tables : namesAny(tables)).test(text);
}

/** The notifier the embedded database's client calls with each statement's text. */
export function createTableWrites(): TableWrites & { seen(text: string): void } {
  const watchers: { tables: RegExp; listener: () => void }[] = [];
  return {
    onWrite(tables, listener) {
      watchers.push({ tables: namesAny(tables), listener });
    },
    watching: () => true,
    seen(text) {
      for (const watcher of watchers) if (mayWrite(text, watcher.tables)) watcher.listener();
    },
  };
}
