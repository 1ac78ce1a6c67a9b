import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every stored upload. Bytes live in the storage port under `storageKey` (display size)
 * and `thumbKey`; a file is served only to its owner through authorised routes.
 * Anonymous uploads (free analysis) have no owner until claimed. Artwork, which is printed,
 * also keeps a full-resolution copy under `originalKey` with its own type, pixel size and
 * byte size (the columns above describe the display copy).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['drawing', 'submission-image', 'artwork', 'audio'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    originalKey: text('original_key'),
    originalMimeType: text('original_mime_type'),
    originalWidth: integer('original_width'),
    originalHeight: integer('original_height'),
    originalByteSize: integer('original_byte_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_id_idx').on(t.ownerId),
    // The hourly orphan sweep looks at the rows that just came of age (issue 36).
    index('files_created_at_idx').on(t.createdAt),
    // The orphan sweep asks which stored keys a row names, 500 keys at a time (issue 36).
    index('files_storage_key_idx').on(t.storageKey),
    index('files_thumb_key_idx').on(t.thumbKey),
    index('files_original_key_idx')
      .on(t.originalKey)
      .where(sql`${t.originalKey} is not null`),
  ],
);

/**
 * Stored keys whose bytes may have no row: each is noted before its bytes are written (a crash
 * between the bytes and their row leaves the note behind), and when a deletion of bytes fails.
 * The hourly orphan sweep checks the notes an hour old instead of listing every stored object,
 * which at 100,000 families would be millions of keys an hour (issue 36, ADR 032). The sweep
 * removes each note it has checked, and a deletion of the bytes its note: the table holds about
 * the last hours' uploads.
 */
export const storageJournal = pgTable('storage_journal', {
  storageKey: text('storage_key').primaryKey(),
  notedAt: timestamp('noted_at', { withTimezone: true }).notNull().defaultNow(),
});
