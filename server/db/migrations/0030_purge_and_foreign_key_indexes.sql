CREATE INDEX "prompt_versions_changed_by_idx" ON "prompt_versions" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "drawings_anonymous_created_idx" ON "drawings" USING btree ("created_at") WHERE "drawings"."user_id" is null;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_id_idx" ON "voucher_redemptions" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_user_id_idx" ON "voucher_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vouchers_created_by_idx" ON "vouchers" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "upload_tickets_whole_photo_file_id_idx" ON "upload_tickets" USING btree ("whole_photo_file_id");--> statement-breakpoint
CREATE INDEX "admin_audit_events_actor_id_idx" ON "admin_audit_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "feedback_views_user_id_idx" ON "feedback_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_results_anonymous_created_idx" ON "task_results" USING btree ("created_at") WHERE "task_results"."user_id" is null;