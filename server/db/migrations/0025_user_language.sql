-- Issue 37: the language a parent reads Kritzel in (en, de, es); e-mails, reminders and PDFs use it.
-- Null: never chosen, English. ADR 033.
ALTER TABLE "users" ADD COLUMN "language" text;