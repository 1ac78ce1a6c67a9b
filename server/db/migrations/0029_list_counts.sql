CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"status" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "list_counts_list_status_pk" PRIMARY KEY("list","status")
);
--> statement-breakpoint
-- list_counts: how many support messages and keepsake orders there are per status, so the
-- administrator's lists say exactly how many rows they hold without counting them (issue 36).
-- Only these triggers write it, once per statement that adds, changes or removes rows, whoever
-- runs it (the server, the CLI, psql), in the same transaction: the counts cannot fall behind the
-- rows. A change that keeps every row's status touches no count (an order's tracking number), so
-- writers of different rows do not wait on a count's row. Counts change in status order, so two
-- statements that each move rows between two statuses take the count rows' locks in one order.
-- A status's count row exists from its first row on, so a removal always finds the row it lowers.
CREATE FUNCTION "kritzel_count_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "list_counts" SET "total" = 0 WHERE "list" = TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "list_counts" ("list", "status", "total")
      SELECT TG_TABLE_NAME, status, count(*) FROM rows_after GROUP BY status ORDER BY status
      ON CONFLICT ("list", "status") DO UPDATE SET "total" = "list_counts"."total" + excluded."total";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "list_counts" ("list", "status", "total")
      SELECT TG_TABLE_NAME, status, sum(change) FROM (
        SELECT status, 1 AS change FROM rows_after UNION ALL SELECT status, -1 FROM rows_before
      ) moved GROUP BY status HAVING sum(change) <> 0 ORDER BY status
      ON CONFLICT ("list", "status") DO UPDATE SET "total" = "list_counts"."total" + excluded."total";
  ELSE
    INSERT INTO "list_counts" ("list", "status", "total")
      SELECT TG_TABLE_NAME, status, -count(*) FROM rows_before GROUP BY status ORDER BY status
      ON CONFLICT ("list", "status") DO UPDATE SET "total" = "list_counts"."total" + excluded."total";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Counts every list again from its rows: after this migration, and after a load that ran without
-- triggers (bench:scale's seed). Writers wait for it, so no change falls between count and rows.
CREATE FUNCTION "kritzel_recount_lists"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "contact_messages", "orders" IN SHARE MODE;
  DELETE FROM "list_counts";
  INSERT INTO "list_counts" ("list", "status", "total")
    SELECT 'contact_messages', status, count(*) FROM "contact_messages" GROUP BY status
    UNION ALL SELECT 'orders', status, count(*) FROM "orders" GROUP BY status;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_insert" AFTER INSERT ON "contact_messages" REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_delete" AFTER DELETE ON "contact_messages" REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_truncate" AFTER TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_count_list"();--> statement-breakpoint
SELECT "kritzel_recount_lists"();
