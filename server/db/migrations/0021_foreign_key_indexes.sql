-- Issue 36 (bench:scale, ADR 032): at 100,000 families, deleting one file, drawing or account made
-- PostgreSQL's foreign-key actions read whole tables (2 million image links, 300,000 checkpoints…)
-- once per deleted row, and the orphan sweep looked up stored keys with a scan of every file.
-- Each index below serves one of those lookups.
CREATE INDEX "outbox_emails_user_id_idx" ON "outbox_emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "files_storage_key_idx" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_thumb_key_idx" ON "files" USING btree ("thumb_key");--> statement-breakpoint
CREATE INDEX "files_original_key_idx" ON "files" USING btree ("original_key") WHERE "files"."original_key" is not null;--> statement-breakpoint
CREATE INDEX "drawings_file_id_idx" ON "drawings" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "plans_baseline_file_id_idx" ON "plans" USING btree ("baseline_file_id");--> statement-breakpoint
CREATE INDEX "plans_drawing_id_idx" ON "plans" USING btree ("drawing_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkpoints_drawing_file_id_idx" ON "checkpoints" USING btree ("drawing_file_id");--> statement-breakpoint
CREATE INDEX "submission_images_file_id_idx" ON "submission_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "submission_recordings_file_id_idx" ON "submission_recordings" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_file_id_idx" ON "orders" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "upload_tickets_file_id_idx" ON "upload_tickets" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "notice_deliveries_user_id_idx" ON "notice_deliveries" USING btree ("user_id");