import fs from 'node:fs';
import { MessageChannel, Worker } from 'node:worker_threads';
import { Mutex } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import type { Db } from './db.js';
import { WorkerCalls } from './worker-calls.js';

const BOOT = new URL('./pglite-worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./pglite-worker.ts', import.meta.url);

/**
 * A handle on one transaction held open in the worker: its statements run on it, `transaction`
 * reuses it. They block this thread until answered (WorkerCalls.callNow): the transaction holds
 * PGlite's lock, so a wait for this thread's event loop between them would hold up every other call.
 */
function txHandle(calls: WorkerCalls, tx: number): Db {
  const handle: Db = {
    kind: 'pglite',
    query: async <T>(sql: string, params: readonly unknown[] = []) => calls.callNow<T[]>({ op: 'query', sql, params, tx }),
    exec: async (sql: string) => calls.callNow<void>({ op: 'exec', sql, tx }),
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
 * worker from BEGIN to COMMIT/ROLLBACK, so statements outside it wait as in one thread; BEGIN, its
 * statements, COMMIT and ROLLBACK block this thread until answered (for BEGIN, also while the
 * statements queued ahead of it in the worker run), so the lock is never held across a turn of this
 * thread's event loop, and transactions from this side run one at a time. `close()`
 * flushes PGlite, ends the thread and releases the lock. If the worker dies, pending and later calls
 * reject with `The database worker stopped ...`.
 */
export async function openPgliteWorkerDb(dataDir: string | null): Promise<Db> {
  let release = () => {};
  if (dataDir !== null) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const channel = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(BOOT, { workerData: { entry: ENTRY.href, now: channel.port2, signal }, transferList: [channel.port2], name: 'vitrine-pglite' });
  const calls = new WorkerCalls(worker, { port: channel.port1, signal });
  const transactions = new Mutex();
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
    // One transaction at a time from this side, each run from BEGIN to COMMIT without waiting for
    // this thread's event loop: BEGIN, the statements and COMMIT block until answered (BEGIN also
    // while the statements queued in the worker ahead of it run). Waiting here, on a mutex, keeps a
    // blocking BEGIN from waiting on a transaction whose own function needs this thread to go on.
    transaction: (fn) =>
      transactions.runExclusive(async () => {
        const tx = calls.callNow<number>({ op: 'begin' });
        let result;
        try {
          result = await fn(txHandle(calls, tx));
        } catch (error) {
          try {
            calls.callNow<void>({ op: 'rollback', tx });
          } catch {
            // The statement's own error is the one to report.
          }
          throw error;
        }
        calls.callNow<void>({ op: 'commit', tx });
        return result;
      }),
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
