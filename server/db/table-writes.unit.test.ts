import { describe, expect, it } from 'vitest';
import { createTableWrites, mayWrite } from './table-writes.ts';

const WATCHED = ['sessions', 'users'];

describe('which statements may change a watched table', () => {
  it.each([
    ['insert into "sessions" ("id", "token") values ($1, $2)'],
    ['update "users" set "role" = $1 where "users"."id" = $2'],
    ['delete from "sessions" where "sessions"."user_id" = $1'],
    ['with gone as (delete from "sessions" where "expires_at" < now() returning 1) select count(*) from gone'],
    ['select "id" from "users" where "id" = $1 for update'],
    ['truncate users cascade'],
    ['alter table "sessions" add column "x" text'],
    ['DELETE FROM sessions'],
  ])('%s: yes', (text) => expect(mayWrite(text, WATCHED)).toBe(true));

  it.each([
    ['select "sessions"."id", "users"."email" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token" = $1'],
    ['select "updated_at" from "users" where "id" = $1'],
    ['update "plans" set "updated_at" = now() where "id" = $1'],
    ['delete from "interactive_sessions" where "id" = $1'],
    ['insert into "user_consents" ("user_id") values ($1)'],
    ['begin'],
  ])('%s: no', (text) => expect(mayWrite(text, WATCHED)).toBe(false));

  it('tells each watcher before the statement, only for its own tables', () => {
    const writes = createTableWrites();
    const heard: string[] = [];
    writes.onWrite(['sessions'], () => heard.push('sessions'));
    writes.onWrite(['orders'], () => heard.push('orders'));
    writes.seen('delete from "sessions" where "token" = $1');
    writes.seen('select * from "orders"');
    expect(heard).toEqual(['sessions']);
  });
});
