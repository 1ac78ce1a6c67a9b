ALTER TABLE "plans" ADD COLUMN "weeks" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- plans.weeks is plan_challenges' shown fields for one plan, as the plan reads answer them
-- (contract names, week order). Only these triggers write it, after every statement that adds,
-- changes or removes a week, whoever runs it (the server, the CLI, psql), in the same transaction:
-- the copy cannot fall behind the rows.
CREATE FUNCTION "kritzel_plan_weeks"(plan uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
    'week', c.week, 'title', c.title, 'description', c.description, 'skills', c.skills, 'instructions', c.instructions,
    'estimatedTime', c.estimated_time, 'difficulty', c.difficulty, 'skillTags', c.skill_tags, 'adaptedReason', c.adapted_reason
  ) ORDER BY c.week), '[]'::json)
  FROM "plan_challenges" c WHERE c.plan_id = plan
$$;--> statement-breakpoint
-- Once per statement, for each plan it touched: a setup writes 26 weeks in one statement.
CREATE FUNCTION "kritzel_keep_plan_weeks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "plans" SET "weeks" = '[]'::json;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "plans" p SET "weeks" = kritzel_plan_weeks(p.id) WHERE p.id IN (SELECT plan_id FROM weeks_after);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "plans" p SET "weeks" = kritzel_plan_weeks(p.id)
      WHERE p.id IN (SELECT plan_id FROM weeks_after UNION SELECT plan_id FROM weeks_before);
  ELSE
    UPDATE "plans" p SET "weeks" = kritzel_plan_weeks(p.id) WHERE p.id IN (SELECT plan_id FROM weeks_before);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "plan_challenges_keep_weeks_insert" AFTER INSERT ON "plan_challenges" REFERENCING NEW TABLE AS weeks_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_keep_plan_weeks"();--> statement-breakpoint
CREATE TRIGGER "plan_challenges_keep_weeks_update" AFTER UPDATE ON "plan_challenges" REFERENCING OLD TABLE AS weeks_before NEW TABLE AS weeks_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_keep_plan_weeks"();--> statement-breakpoint
CREATE TRIGGER "plan_challenges_keep_weeks_delete" AFTER DELETE ON "plan_challenges" REFERENCING OLD TABLE AS weeks_before FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_keep_plan_weeks"();--> statement-breakpoint
CREATE TRIGGER "plan_challenges_keep_weeks_truncate" AFTER TRUNCATE ON "plan_challenges" FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_keep_plan_weeks"();--> statement-breakpoint
-- Plans made before this migration.
UPDATE "plans" p SET "weeks" = kritzel_plan_weeks(p.id) WHERE EXISTS (SELECT 1 FROM "plan_challenges" c WHERE c.plan_id = p.id);
