import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import type { Db } from './db.js';
import { PgliteStatements } from './pglite-prepared.js';

function txHandle(tx: Transaction, pg: PGlite, statements: PgliteStatements): Db {
  const handle: Db = {
    kind: 'pglite',
    // Inside the transaction (its lock held): the query lock only, as PGlite's tx.query takes it.
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return pg.runExclusive(() => statements.query<T>(sql, params));
    },
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
 * The Db port over an open PGlite instance (no data-directory lock: the caller holds it). Outside a
 * transaction a statement takes both of PGlite's locks (as `pg.query` does) and syncs its files;
 * `transaction` runs on PGlite's transaction lock, its handle's statements on the query lock only.
 * Statements run as named prepared statements (decision 0447). `close` closes PGlite (flushing it).
 * Used in this thread by {@link openPgliteDb} and inside the database worker (decision 0457).
 */
export function pgliteDb(pg: PGlite): Db {
  const statements = new PgliteStatements(pg);
  return {
    kind: 'pglite',
    // Outside a transaction: both of PGlite's locks (as pg.query takes them), then its files are synced.
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      await pg._checkReady();
      return pg._runExclusiveTransaction(async () => {
        const rows = await pg.runExclusive(() => statements.query<T>(sql, params));
        await pg.syncToFs();
        return rows;
      });
    },
    exec: async (sql: string) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(txHandle(tx, pg, statements))),
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite on a data directory (created when missing), or in memory when `dataDir` is null, in
 * this thread (the server runs it in a worker instead: pglite-worker-db.ts, decision 0457).
 * A fresh directory takes ~5 s (initdb); reopening a seeded one ~0.3 s (docs/sandbox.md "Timings").
 * Only one process may open a data directory at a time: a second one is refused with
 * DataDirInUseError naming the process that holds it (`<dataDir>.pid`). Statements run as named
 * prepared statements, parsed and planned once per SQL text (decision 0447).
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
  const db = pgliteDb(pg);
  return {
    ...db,
    close: async () => {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
