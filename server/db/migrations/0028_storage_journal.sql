-- Issue 36: stored keys noted before their bytes are written, so the hourly orphan sweep checks
-- the notes instead of listing every stored object (ADR 032). A new, empty table: no lock on others.
CREATE TABLE "storage_journal" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL
);
