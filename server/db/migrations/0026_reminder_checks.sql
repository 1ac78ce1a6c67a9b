CREATE TABLE "reminder_checks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"check_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_checks" ADD CONSTRAINT "reminder_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_checks_check_at_idx" ON "reminder_checks" USING btree ("check_at");--> statement-breakpoint
-- Issue 36: the weekly-reminder scheduler read every subscriber each minute. It now reads only the
-- parents whose check time has come. A change to what decides a parent's reminder makes the
-- parent be looked at on the next run: the e-mail settings, or a plan's payment, set-up,
-- completion or archival. The scheduler itself sets the next look after each (the next slot).
CREATE FUNCTION "kritzel_check_reminder"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "reminder_checks" ("user_id", "check_at") VALUES (NEW."user_id", now())
    ON CONFLICT ("user_id") DO UPDATE SET "check_at" = least("reminder_checks"."check_at", now());
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notification_settings_check_reminder" AFTER INSERT OR UPDATE ON "notification_settings"
  FOR EACH ROW EXECUTE FUNCTION "kritzel_check_reminder"();--> statement-breakpoint
CREATE TRIGGER "plans_check_reminder" AFTER INSERT OR UPDATE OF "is_paid", "setup_completed_at", "is_completed", "is_archived" ON "plans"
  FOR EACH ROW EXECUTE FUNCTION "kritzel_check_reminder"();--> statement-breakpoint
-- Everyone who may get a reminder today is looked at on the first runs (in batches), which set their next look.
INSERT INTO "reminder_checks" ("user_id")
  SELECT "user_id" FROM "notification_settings"
  UNION SELECT "user_id" FROM "plans" WHERE "is_paid" AND "setup_completed_at" IS NOT NULL AND NOT "is_archived"
  ON CONFLICT DO NOTHING;
