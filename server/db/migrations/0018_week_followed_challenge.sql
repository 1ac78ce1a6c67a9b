ALTER TABLE "submissions" ADD COLUMN "followed_challenge" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "drew_instead" text;