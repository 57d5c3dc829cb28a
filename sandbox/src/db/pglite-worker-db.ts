import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock.js';
import type { Db } from './db.js';
import { WorkerCalls } from './worker-calls.js';

const BOOT = new URL('./pglite-worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./pglite-worker.ts', import.meta.url);

/** A handle on one transaction held open in the worker: its statements run on it, `transaction` reuses it. */
function txHandle(calls: WorkerCalls, tx: number): Db {
  const handle: Db = {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) => calls.call<T[]>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => calls.call<void>({ op: 'exec', sql, tx }),
    transaction: (fn) => fn(handle),
    close: async () => {
      throw new Error('Cannot close the database from inside a transaction');
    },
  };
  return handle;
}

/**
 * Opens PGlite on a data directory (created when missing), or in memory when `dataDir` is null, in
 * a worker thread of its own (decision 0457): same Db contract, values and errors as
 * {@link openPgliteDb} in this thread (the driver's `code`, `constraint`, `detail`, ... on every
 * error), but the parsing, planning and executing of statements run on another core while this
 * thread serves HTTP. Each call costs one message each way (tens of µs) on top of the statement.
 * Like openPgliteDb it takes the data-directory lock first (DataDirInUseError naming the holder)
 * and rejects when PGlite cannot open. `transaction(fn)` holds PGlite's transaction lock in the
 * worker from BEGIN to COMMIT/ROLLBACK, so statements outside it wait as in one thread. `close()`
 * flushes PGlite, ends the thread and releases the lock. If the worker dies, pending and later calls
 * reject with `The database worker stopped ...`.
 */
export async function openPgliteWorkerDb(dataDir: string | null): Promise<Db> {
  let release = () => {};
  if (dataDir !== null) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const calls = new WorkerCalls(new Worker(BOOT, { workerData: { entry: ENTRY.href }, name: 'vitrine-pglite' }));
  try {
    await calls.call<void>({ op: 'open', dataDir });
  } catch (error) {
    await calls.end(new Error('The database could not be opened'));
    release();
    throw error;
  }
  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) => calls.call<T[]>({ op: 'query', sql, params, tx: null }),
    exec: (sql: string) => calls.call<void>({ op: 'exec', sql, tx: null }),
    transaction: async (fn) => {
      const tx = await calls.call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(txHandle(calls, tx));
      } catch (error) {
        await calls.call<void>({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await calls.call<void>({ op: 'commit', tx });
      return result;
    },
    close: async () => {
      try {
        await calls.call<void>({ op: 'close' });
      } finally {
        await calls.end(new Error('The database is closed'));
        release();
      }
    },
  };
}
