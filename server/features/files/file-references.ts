import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { FileRow } from './repository.ts';

export type FileReference = { schema: string; table: string; column: string };

/**
 * Every column that points at files.id, read from the database's own foreign keys rather than
 * listed by hand: a table added later (with its foreign key) keeps its files from being swept.
 */
export async function fileReferences(db: DbOrTx): Promise<FileReference[]> {
  const result = await db.execute(sql`
    select n.nspname as schema, t.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.files'::regclass
    order by 1, 2, 3`);
  return (result as unknown as { rows: FileReference[] }).rows;
}

/** True for a files row that no referencing column points at. */
export function isUnreferenced(references: FileReference[]): SQL {
  const checks = references.map(
    (r) => sql`not exists (select 1 from ${sql.identifier(r.schema)}.${sql.identifier(r.table)} ref where ref.${sql.identifier(r.column)} = ${files.id})`,
  );
  return checks.length > 0 ? sql.join(checks, sql` and `) : sql`true`;
}

/** Files nothing refers to, oldest first: among `ids` and matching `where`, when given. */
export async function findUnreferencedFiles(
  db: DbOrTx,
  options: { ids?: string[]; where?: SQL; limit?: number; references?: FileReference[] },
): Promise<FileRow[]> {
  if (options.ids && options.ids.length === 0) return [];
  const references = options.references ?? (await fileReferences(db));
  return db
    .select()
    .from(files)
    .where(and(isUnreferenced(references), options.ids ? inArray(files.id, options.ids) : undefined, options.where))
    .orderBy(files.createdAt)
    .limit(options.limit ?? 1000);
}

/** The storage keys of a file: every size, and artwork's full-resolution original. */
export const storageKeysOf = (file: Pick<FileRow, 'storageKey' | 'thumbKey' | 'originalKey'>): string[] =>
  [file.storageKey, file.thumbKey, file.originalKey].filter((key): key is string => !!key);
