ALTER TABLE "files" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "original_mime_type" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "original_width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "original_height" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "original_byte_size" integer;