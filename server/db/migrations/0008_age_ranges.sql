ALTER TABLE "plans" ADD COLUMN "baseline_cognitive_age_min" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "baseline_cognitive_age_max" integer;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "cognitive_age_min" integer;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "cognitive_age_max" integer;