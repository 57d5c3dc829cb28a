import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import type { Db } from './db.js';

function txHandle(tx: Transaction): Db {
  const handle: Db = {
    kind: 'pglite',
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await tx.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(handle),
    close: async () => {
      throw new Error('Cannot close the database from inside a transaction');
    },
  };
  return handle;
}

/**
 * Opens PGlite on a data directory (created when missing), or in memory when `dataDir` is null.
 * A fresh directory takes ~5 s (initdb); reopening a seeded one ~0.3 s (docs/sandbox.md "Timings").
 * Only one process may open a data directory at a time: a second one is refused with
 * DataDirInUseError naming the process that holds it (`<dataDir>.pid`).
 */
export async function openPgliteDb(dataDir: string | null): Promise<Db> {
  let release = () => {};
  if (dataDir !== null) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(txHandle(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
