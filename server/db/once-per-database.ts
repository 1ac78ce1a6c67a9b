import type { Db } from './client.ts';

/**
 * `build` run once per database, its result kept for every later call: for statements prepared
 * (named) on the server. A page read that runs on every visit pays Drizzle building its SQL and
 * PostgreSQL planning it each time otherwise, as much as running it (ADR 021, ADR 032).
 */
export function oncePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
