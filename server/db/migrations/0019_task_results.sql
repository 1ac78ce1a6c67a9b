CREATE TABLE "task_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"plan_id" uuid,
	"checkpoint_number" integer,
	"task" text NOT NULL,
	"child_age_months" integer NOT NULL,
	"sheet" text,
	"items" jsonb NOT NULL,
	"estimate" jsonb NOT NULL,
	"photo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_results_user_id_idx" ON "task_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_results_plan_id_idx" ON "task_results" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "task_results_created_at_idx" ON "task_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "task_results_photo_file_id_idx" ON "task_results" USING btree ("photo_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_results_checkpoint_task_idx" ON "task_results" USING btree ("plan_id","checkpoint_number","task") WHERE "task_results"."plan_id" is not null;