ALTER TABLE "plans" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "birth_month" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "birth_year" integer;--> statement-breakpoint
-- Plans archived before this migration: their last change was the archiving, near enough.
UPDATE "plans" SET "archived_at" = "updated_at" WHERE "is_archived" AND "archived_at" IS NULL;--> statement-breakpoint
-- Plans set up before this migration: the birth month their setup's age in months counted from (the setup month, UTC, less that many months).
UPDATE "plans" SET "birth_year" = "birth"."months" / 12, "birth_month" = "birth"."months" % 12 + 1 FROM (SELECT "id", (EXTRACT(YEAR FROM "setup_completed_at" AT TIME ZONE 'UTC')::int * 12 + EXTRACT(MONTH FROM "setup_completed_at" AT TIME ZONE 'UTC')::int - 1 - "baseline_child_age") AS "months" FROM "plans" WHERE "setup_completed_at" IS NOT NULL AND "baseline_child_age" IS NOT NULL) AS "birth" WHERE "plans"."id" = "birth"."id" AND "plans"."birth_year" IS NULL;
