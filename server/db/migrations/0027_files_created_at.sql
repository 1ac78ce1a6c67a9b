-- Issue 36: the hourly orphan sweep looks at the rows that just came of age, and a twenty-fourth of
-- the table. Built plainly, like the indexes of 0023: a short write lock on files (seconds at
-- 100,000 families, ADR 032).
CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
