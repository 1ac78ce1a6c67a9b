CREATE TABLE "notice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weekly_reminder" boolean DEFAULT false NOT NULL,
	"reminder_weekday" integer DEFAULT 6 NOT NULL,
	"reminder_hour" integer DEFAULT 9 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"feedback_notice" boolean DEFAULT true NOT NULL,
	"checkpoint_notice" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_weekday_range" CHECK ("notification_settings"."reminder_weekday" between 1 and 7),
	CONSTRAINT "notification_settings_hour_range" CHECK ("notification_settings"."reminder_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_deliveries_dedupe_key_unique" ON "notice_deliveries" USING btree ("dedupe_key");