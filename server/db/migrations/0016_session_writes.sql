-- Every process that remembers sessions in memory (server/platform/session.ts) listens on this
-- channel and forgets them all when a session or a user changes or goes: sign-out, "sign out
-- everywhere", a password change, deletion, a new role, a confirmed address. The trigger fires
-- for every writer (another process, the CLI, psql) and NOTIFY is delivered at commit, so no
-- listener hears of a change it could not yet read. A new session (an insert) changes nothing
-- remembered, so it is not announced.
CREATE FUNCTION "kritzel_announce_session_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kritzel_session_writes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_write" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_announce_session_write"();--> statement-breakpoint
CREATE TRIGGER "users_announce_write" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "kritzel_announce_session_write"();
