// The database worker (decision 0457): owns PGlite in its own thread and answers the requests of
// worker-protocol.ts, so the main thread only serves HTTP. Started by pglite-worker-db.ts through
// pglite-worker-boot.mjs.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.js';
import { pgliteDb } from './pglite-db.js';
import { SIGNAL_ANSWERED, SIGNAL_STOPPED, toWireError, type DbReply, type DbRequest } from './worker-protocol.js';

/** A transaction held open between requests: its handle, and how to end it. */
interface OpenTransaction {
  readonly handle: Db;
  /** Commits (true) or rolls back (false); resolves once PGlite's transaction has ended. */
  finish(commit: boolean): Promise<void>;
}

/** Thrown inside PGlite's transaction callback to make it roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');

/**
 * Opens a transaction on PGlite's transaction lock and keeps it open until `finish`: resolves once
 * the lock is held and BEGIN ran (other statements then wait, as in one thread), rejects when BEGIN fails.
 */
function begin(db: Db): Promise<OpenTransaction> {
  return new Promise((opened, failed) => {
    let decide: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const done = db.transaction(async (handle) => {
      opened({
        handle,
        finish: async (commit) => {
          decide(commit);
          await done.catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          });
        },
      });
      if (!(await decided)) throw ROLLBACK;
    });
    done.catch(failed);
  });
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread (see pglite-worker-db.ts)');

let db: Db | null = null;
let nextTransaction = 1;
const transactions = new Map<number, OpenTransaction>();

const opened = (): Db => {
  if (!db) throw new Error('The database is not open');
  return db;
};
const on = (tx: number | null): Db => {
  if (tx === null) return opened();
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.handle;
};
const end = async (tx: number, commit: boolean): Promise<void> => {
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  transactions.delete(tx);
  await open.finish(commit);
};

async function answer(request: DbRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      db = pgliteDb(request.dataDir === null ? await PGlite.create() : await PGlite.create(request.dataDir));
      return undefined;
    case 'query':
      return on(request.tx).query(request.sql, request.params);
    case 'exec':
      return on(request.tx).exec(request.sql);
    case 'begin': {
      const open = await begin(opened());
      const tx = nextTransaction++;
      transactions.set(tx, open);
      return tx;
    }
    case 'commit':
      return end(request.tx, true);
    case 'rollback':
      return end(request.tx, false);
    case 'close':
      await opened().close();
      db = null;
      return undefined;
  }
}

const reply = (to: MessagePort, message: DbReply) => {
  try {
    to.postMessage(message);
  } catch (error) {
    // A value that cannot cross threads (DataCloneError): the call fails instead of hanging.
    to.postMessage({ id: message.id, ok: false, error: toWireError(error) } satisfies DbReply);
  }
};
const serve = (from: MessagePort, answered: () => void) =>
  from.on('message', (request: DbRequest) => {
    answer(request).then(
      (value) => reply(from, { id: request.id, ok: true, value }),
      (error: unknown) => reply(from, { id: request.id, ok: false, error: toWireError(error) }),
    ).finally(answered);
  });

const { now, signal } = workerData as { now: MessagePort; signal: Int32Array };
serve(port, () => undefined);
// The blocking channel (worker-protocol.ts): each reply is followed by the signal that wakes the caller.
serve(now, () => {
  Atomics.store(signal, 0, SIGNAL_ANSWERED);
  Atomics.notify(signal, 0);
});
process.on('exit', () => {
  Atomics.store(signal, 0, SIGNAL_STOPPED);
  Atomics.notify(signal, 0);
});
