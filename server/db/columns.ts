import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some of a table's columns, for a `select` that reads only what it names (secrets and large
 * columns stay unread); the names are written once, in the order the query selects them.
 */
export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, names: readonly K[]): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
