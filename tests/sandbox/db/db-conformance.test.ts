import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockFileOf } from '../../../sandbox/src/db/data-dir-lock.js';
import type { Db } from '../../../sandbox/src/db/db.js';
import { openPgliteDb } from '../../../sandbox/src/db/pglite-db.js';
import { openPgliteWorkerDb } from '../../../sandbox/src/db/pglite-worker-db.js';
import { copyTestTemplate } from '../../support/sandbox.js';

/**
 * The Db port's behaviours (sandbox/src/db/db.ts), run alike on PGlite in this thread and on PGlite
 * in its worker thread (decision 0457): values, driver errors, transactions, waiting, close, lock.
 */
const implementations = [
  ['in this thread', openPgliteDb],
  ['in a worker thread', openPgliteWorkerDb],
] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-db-')), 'pglite');
const caught = async (promise: Promise<unknown>): Promise<Record<string, unknown>> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Record<string, unknown>;
  }
  throw new Error('expected a rejection');
};

describe.each(implementations)('PGlite Db %s', (_label, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open(null);
    await db.exec(`create table item (id text primary key, n int not null, big bigint, price numeric(10,2), doc jsonb, list jsonb, at timestamptz, tags text[], nums int[], raw bytea, ok boolean);
      create table child (id text primary key references item (id));`);
  }, 60_000);
  afterAll(() => db?.close());

  it('answers each type as the driver parses it, parameters included', async () => {
    const at = new Date('2026-11-27T10:00:00.123Z');
    await db.query('insert into item values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11)', [
      'a',
      1,
      9007199254740n,
      '12.50',
      JSON.stringify({ x: [1, { y: 'z' }], n: null }),
      JSON.stringify([1, 'two']),
      at,
      ['red', 'blue, green'],
      [3, 4],
      new Uint8Array([0, 255, 7]),
      true,
    ]);
    await db.query('insert into item (id, n) values ($1, $2)', ['b', 2]);
    const rows = await db.query('select * from item order by id');
    expect(rows).toEqual([
      { id: 'a', n: 1, big: 9007199254740, price: '12.50', doc: { x: [1, { y: 'z' }], n: null }, list: [1, 'two'], at, tags: ['red', 'blue, green'], nums: [3, 4], raw: new Uint8Array([0, 255, 7]), ok: true },
      { id: 'b', n: 2, big: null, price: null, doc: null, list: null, at: null, tags: null, nums: null, raw: null, ok: null },
    ]);
    expect(rows[0]?.at).toBeInstanceOf(Date);
    expect(await db.query('select $1::text as missing, $2::int as n, $3::text[] as none', [undefined, '7', []])).toEqual([{ missing: null, n: 7, none: [] }]);
    const many = await db.query<{ g: number }>('select g from generate_series(1, 20000) g');
    expect([many.length, many[0]?.g, many.at(-1)?.g]).toEqual([20000, 1, 20000]);
    expect(await db.exec('select 1; select 2')).toBeUndefined();
  });

  it('throws the driver error with its fields, and keeps working after it', async () => {
    await db.query('insert into item (id, n) values ($1, $2) on conflict do nothing', ['u', 1]);
    const duplicate = await caught(db.query('insert into item (id, n) values ($1, $2)', ['u', 2]));
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'item_pkey', table: 'item', severity: 'ERROR', detail: 'Key (id)=(u) already exists.' });
    expect(duplicate.message).toMatch(/duplicate key value violates unique constraint "item_pkey"/);
    expect(await caught(db.query('insert into item (id, n) values ($1, $2)', ['v', null]))).toMatchObject({ code: '23502', column: 'n', table: 'item' });
    expect(await caught(db.query('insert into child values ($1)', ['nobody']))).toMatchObject({ code: '23503', constraint: 'child_id_fkey' });
    expect(await caught(db.query('select * from no_such_table where id = $1', ['x']))).toMatchObject({ code: '42P01' });
    expect(await caught(db.exec('select from where'))).toMatchObject({ code: '42601' });
    expect(await db.query<{ n: number }>('select n from item where id = $1', ['u'])).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, rolls back a failing one with its error, and reuses it when nested', async () => {
    await db.exec('create table t (id int primary key)');
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into t values ($1)', [1]);
      await tx.transaction((inner) => inner.query('insert into t values ($1)', [2]));
      await tx.exec('insert into t values (3)');
      return (await tx.query<{ n: number }>('select count(*)::int as n from t'))[0]?.n;
    });
    expect(value).toBe(3);
    const thrown = await caught(
      db.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [4]);
        await tx.query('insert into t values ($1)', [1]);
      }),
    );
    expect(thrown).toMatchObject({ code: '23505', constraint: 't_pkey' });
    const mine = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [5]);
        throw mine;
      }),
    ).rejects.toThrow('changed my mind');
    await expect(db.transaction((tx) => tx.close())).rejects.toThrow(/inside a transaction/);
    expect((await db.query<{ id: number }>('select id from t order by id')).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('makes work outside an open transaction wait for its end, and answers concurrent calls each with its own rows', async () => {
    await db.exec('create table w (id int primary key)');
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into w values ($1)', [1]);
      outside = db.query<{ n: number }>('select count(*)::int as n from w').then((rows) => order.push(`outside saw ${rows[0]?.n}`));
      await sleep(50);
      await tx.query('insert into w values ($1)', [2]);
      order.push('transaction ends');
    });
    await outside;
    expect(order).toEqual(['transaction ends', 'outside saw 2']);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => db.query<{ v: number }>('select $1::int * 2 as v', [i])));
    expect(answers.map((rows) => rows[0]?.v)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });
});

describe.each(implementations)('PGlite Db %s on a data directory', (_label, open) => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
  });

  it('holds the lock while open, flushes on close, refuses calls after it, and reopens with the data', async () => {
    // A copy of the seeded test template: reopening a directory takes a second, initdb of a new one tens.
    const dir = await copyTestTemplate();
    const db = await open(dir);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    await db.exec('create table kept (id int)');
    await db.query('insert into kept values ($1)', [42]);
    await db.close();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    await expect(db.query('select 1')).rejects.toThrow();
    const again = await open(dir);
    try {
      expect(await again.query('select id from kept')).toEqual([{ id: 42 }]);
    } finally {
      await again.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses a directory another live process holds, naming it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    children.push(child);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid: child.pid, since: 'now', command: 'npm start' }));
    const error = await caught(open(dir));
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect(error.message).toContain(`in use by process ${child.pid}`);
  });
});
