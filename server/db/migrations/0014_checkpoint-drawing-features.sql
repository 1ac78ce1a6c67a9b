ALTER TABLE "checkpoints" ADD COLUMN "whole_person_drawing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "drawing_file_id" uuid;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "features" jsonb;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_drawing_file_id_files_id_fk" FOREIGN KEY ("drawing_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;