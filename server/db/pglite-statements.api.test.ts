import { types, type PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openTestDatabase } from '../../test/api-harness.ts';
import type { Database } from './client.ts';
import { withPreparedStatements, type PgliteClient } from './pglite-statements.ts';

// The embedded database's prepared-statement client must answer exactly as PGlite's own query().
const onPglite = !inject('postgresTemplate');

describe.skipIf(!onPglite)('PGlite with prepared statements', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let pglite: PGlite;
  let client: PgliteClient;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    pglite = database.pglite as PGlite;
    client = withPreparedStatements(pglite);
    await pglite.exec(`
      create table prepared_probe (
        id int primary key, name text unique, big bigint, flag boolean, data jsonb, tags text[],
        at timestamptz, amount numeric, raw bytea
      );
      insert into prepared_probe values
        (1, 'one', 9007199254740993, true, '{"a": [1, 2]}', '{x,y}', '2026-11-26T10:00:00Z', 1.50, '\\x0102'),
        (2, 'two', null, false, null, '{}', null, null, null);
    `);
  });
  afterAll(async () => drop?.());

  const select = 'select * from prepared_probe where id >= $1 order by id';

  it('returns the same rows, fields and counts as query(), in both row modes and with custom parsers', async () => {
    const keepTimestamps = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const options of [undefined, { rowMode: 'array' as const }, keepTimestamps]) {
      for (let run = 0; run < 2; run++) {
        expect(await client.query(select, [1], options)).toEqual(await pglite.query(select, [1], options));
      }
    }
    const params = ['three', 42n, true, { b: 'c' }, ['p', 'q'], new Date('2026-01-02T03:04:05Z'), '2.25', new Uint8Array([9])];
    const insert = 'insert into prepared_probe values ($1 + 2, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
    expect(await client.query(insert, [1, ...params])).toEqual(
      await pglite.query('select * from prepared_probe where id = 3').then((r) => ({ ...r, command: 'INSERT', affectedRows: 1, rowCount: 1 })),
    );
    const update = 'update prepared_probe set flag = $1 where id > $2';
    expect(await client.query(update, [false, 0])).toMatchObject({ command: 'UPDATE', affectedRows: 3, rowCount: 3, rows: [] });
    expect(await client.query(update, [true, 5])).toEqual(await pglite.query(update, [true, 5]));
  });

  it('passes errors on as query() does, with their code, and carries on', async () => {
    const insert = 'insert into prepared_probe (id, name) values ($1, $2)';
    const error = await client.query(insert, [10, 'one']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert });
    await expect(client.query('select nonsense from nowhere', [])).rejects.toMatchObject({ code: '42P01' });
    await expect(client.query(insert, [11, 'eleven'])).resolves.toMatchObject({ affectedRows: 1 });
  });

  it('keeps statements prepared through a rolled-back transaction', async () => {
    const insert = 'insert into prepared_probe (id, name) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [20, 'twenty']);
        await tx.query('insert into prepared_probe (id, name) values ($1, $2) returning id', [21, 'twenty-one']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await client.query('select count(*)::int as n from prepared_probe where id in (20, 21)', [])).rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query('insert into prepared_probe (id, name) values ($1, $2) returning id', [21, 'twenty-one']);
    });
    expect((await client.query('select name from prepared_probe where id = $1', [21])).rows).toEqual([{ name: 'twenty-one' }]);
  });

  it('prepares a statement again after its table changed shape', async () => {
    const star = 'select * from prepared_probe where id = $1';
    await client.query(star, [1]);
    await pglite.exec('alter table prepared_probe add column extra text');
    const first = await client.query(star, [1]).catch((e: unknown) => e);
    // PostgreSQL may refuse the old plan once ("cached plan must not change result type").
    if (first instanceof Error) expect(first).toMatchObject({ code: '0A000' });
    expect((await client.query<{ extra: string | null }>(star, [1])).rows[0]).toHaveProperty('extra', null);
  });

  it('closes the least recently used statements beyond its limit and still runs them', async () => {
    for (let i = 0; i < 520; i++) await client.query(`select $1::int + ${i} as n`, [1]);
    expect((await client.query('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]);
    expect((await client.query('select $1::int + 519 as n', [1])).rows).toEqual([{ n: 520 }]);
  });

  it('says "PGlite is closed" once closed, as query() does', async () => {
    const { database: other, drop: dropOther } = await openTestDatabase();
    const otherClient = withPreparedStatements(other.pglite as PGlite);
    await dropOther();
    await expect(otherClient.query('select 1', [])).rejects.toThrow('PGlite is closed');
  });
});
