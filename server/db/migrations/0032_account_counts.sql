-- list_counts also counts the accounts, per role, so the administrator's list of accounts says
-- exactly how many there are in one read, as the messages and orders do since 0029 (ADR 032,
-- fourteenth session). Counting 10,001 accounts and reading the planner's estimate past them
-- cost more than the page itself at 100,000 families. The counting function now takes the counted
-- column from the trigger's argument: `status` for messages and orders (their triggers pass
-- none), `role` for accounts. The rest is 0029's rule: one statement, one change per count, in
-- column order, in the writer's transaction.
CREATE OR REPLACE FUNCTION "kritzel_count_list"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := coalesce(TG_ARGV[0], 'status');
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "list_counts" SET "total" = 0 WHERE "list" = TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format($sql$
      INSERT INTO "list_counts" ("list", "status", "total")
        SELECT %L, %I, count(*) FROM rows_after GROUP BY 2 ORDER BY 2
        ON CONFLICT ("list", "status") DO UPDATE SET "total" = "list_counts"."total" + excluded."total"$sql$, TG_TABLE_NAME, counted);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format($sql$
      INSERT INTO "list_counts" ("list", "status", "total")
        SELECT %1$L, counted, sum(change) FROM (
          SELECT %2$I AS counted, 1 AS change FROM rows_after UNION ALL SELECT %2$I, -1 FROM rows_before
        ) moved GROUP BY counted HAVING sum(change) <> 0 ORDER BY counted
        ON CONFLICT ("list", "status") DO UPDATE SET "total" = "list_counts"."total" + excluded."total"$sql$, TG_TABLE_NAME, counted);
  ELSE
    EXECUTE format($sql$
      INSERT INTO "list_counts" ("list", "status", "total")
        SELECT %L, %I, -count(*) FROM rows_before GROUP BY 2 ORDER BY 2
        ON CONFLICT ("list", "status") DO UPDATE SET "total" = "list_counts"."total" + excluded."total"$sql$, TG_TABLE_NAME, counted);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "kritzel_recount_lists"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "contact_messages", "orders", "users" IN SHARE MODE;
  DELETE FROM "list_counts";
  INSERT INTO "list_counts" ("list", "status", "total")
    SELECT 'contact_messages', status, count(*) FROM "contact_messages" GROUP BY status
    UNION ALL SELECT 'orders', status, count(*) FROM "orders" GROUP BY status
    UNION ALL SELECT 'users', role, count(*) FROM "users" GROUP BY role;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"('role');--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"('role');--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"('role');--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"('role');--> statement-breakpoint
SELECT "kritzel_recount_lists"();
