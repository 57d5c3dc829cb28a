import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sandbox/src/db/db.js';
import { migrate, migrationFiles } from '../../sandbox/src/db/migrate.js';
import { describeLocation, openDatabase } from '../../sandbox/src/db/open-db.js';

describe('database layer', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: null });
  });
  afterAll(async () => db?.close());

  it('applies the ordered migrations once', async () => {
    expect(migrationFiles()).toEqual([...migrationFiles()].sort());
    expect(await migrate(db)).toEqual(migrationFiles());
    expect(await migrate(db)).toEqual([]);
  });

  it('commits a transaction, rolls back a failing one, and reuses it when nested', async () => {
    await db.exec('create table t (id int primary key)');
    await db.transaction(async (tx) => {
      await tx.query('insert into t values ($1)', [1]);
      await tx.transaction((inner) => inner.query('insert into t values ($1)', [2]));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [3]);
        await tx.query('insert into t values ($1)', [1]);
      }),
    ).rejects.toThrow();
    expect((await db.query<{ id: number }>('select id from t order by id')).map((r) => r.id)).toEqual([1, 2]);
  });

  it('refuses URLs that are not Postgres and hides passwords in logs', async () => {
    await expect(openDatabase({ dataDir: null, databaseUrl: 'mysql://x@y/z' })).rejects.toThrow(/postgres:\/\//);
    expect(describeLocation({ dataDir: null, databaseUrl: 'postgres://me:secret@db:5432/vitrine' })).toBe('Postgres postgres://me:***@db:5432/vitrine');
    expect(describeLocation({ dataDir: '/tmp/x' })).toBe('PGlite /tmp/x');
  });
});
