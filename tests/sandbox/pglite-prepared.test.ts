import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements } from '../../sandbox/src/db/pglite-prepared.js';

// Named prepared statements on PGlite (decision 0447): same rows as pg.query, one statement per SQL text.
describe('PgliteStatements', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table thing (id text primary key, n int, big bigint, doc jsonb, at timestamptz, tags text[], ok boolean);
      insert into thing values ('a', 1, 9007199254740, '{"x":[1,2]}', '2026-11-27T10:00:00Z', '{red,blue}', true), ('b', null, null, null, null, null, false);`);
  });
  afterAll(() => pg.close());

  const prepared = () => pg.query<{ name: string }>(`select name from pg_prepared_statements order by name`).then((r) => r.rows.map((row) => row.name));

  it('answers the rows pg.query answers, parameters serialized and values parsed alike', async () => {
    const statements = new PgliteStatements(pg);
    const sql = 'select * from thing where id = any($1::text[]) or n = $2 or at < $3 order by id';
    const params = [['a', 'b'], 5, new Date('2030-01-01T00:00:00Z')];
    const expected = (await pg.query(sql, params)).rows;
    expect(expected).toHaveLength(2);
    expect(await statements.query(sql, params)).toEqual(expected);
    expect(await statements.query('select $1::jsonb as doc, $2::int as n, $3::text as missing', [JSON.stringify({ y: true }), '7', undefined])).toEqual([{ doc: { y: true }, n: 7, missing: null }]);
  });

  it('parses each SQL text once and keeps it prepared under one name', async () => {
    const statements = new PgliteStatements(pg);
    const before = (await prepared()).length;
    for (const id of ['a', 'b', 'a']) expect(await statements.query<{ id: string }>('select id from thing where id = $1', [id])).toEqual([{ id }]);
    expect((await prepared()).length).toBe(before + 1);
  });

  it('closes the least recently used statements beyond its limit', async () => {
    const statements = new PgliteStatements(pg, 2);
    const before = new Set(await prepared());
    for (const n of [1, 2, 3, 4]) expect(await statements.query<{ v: number }>(`select $1::int + ${n} as v`, [10])).toEqual([{ v: 10 + n }]);
    const mine = (await prepared()).filter((name) => !before.has(name));
    expect(mine).toHaveLength(2);
  });

  it('throws the database error with its code, and the statement still runs afterwards', async () => {
    const statements = new PgliteStatements(pg);
    const sql = 'insert into thing (id, n) values ($1, $2)';
    await statements.query(sql, ['c', 3]);
    await expect(statements.query(sql, ['c', 4])).rejects.toMatchObject({ code: '23505' });
    await statements.query(sql, ['d', 4]);
    expect((await pg.query<{ n: number }>(`select n from thing where id = 'd'`)).rows).toEqual([{ n: 4 }]);
    await expect(statements.query('select * from no_such_table where id = $1', ['x'])).rejects.toMatchObject({ code: '42P01' });
  });

  it('prepares again a statement whose table changed shape', async () => {
    const statements = new PgliteStatements(pg);
    await pg.exec(`create table shape (id int); insert into shape values (1);`);
    expect(await statements.query('select * from shape where id = $1', [1])).toEqual([{ id: 1 }]);
    await pg.exec(`alter table shape add column label text default 'one'`);
    // Postgres refuses the kept statement once ("cached plan must not change result type"); the next call prepares it again.
    await expect(statements.query('select * from shape where id = $1', [1])).rejects.toMatchObject({ code: '0A000' });
    expect(await statements.query('select * from shape where id = $1', [1])).toEqual([{ id: 1, label: 'one' }]);
  });
});
