-- Issue 35. Existing notification_settings rows keep weekly_reminder as stored: a row exists only where
-- the parent saved the e-mail settings or used an unsubscribe link, so its "false" is kept as a choice.
-- From now on NULL means "never chosen": on while the parent has a paid plan.
CREATE TABLE "feedback_views" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "weekly_reminder" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "weekly_reminder" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_views" ADD CONSTRAINT "feedback_views_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_views" ADD CONSTRAINT "feedback_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;