import { MessageChannel, Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { WorkerCalls } from '../../../sandbox/src/db/worker-calls.js';
import { fromWireError, toWireError } from '../../../sandbox/src/db/worker-protocol.js';

const FIXTURE = new URL('./stopping-worker.fixture.mjs', import.meta.url);

/** The stand-in worker with both of its ports, as pglite-worker-db.ts starts the real one. */
const start = () => {
  const channel = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  return new WorkerCalls(new Worker(FIXTURE, { workerData: { now: channel.port2, signal }, transferList: [channel.port2] }), { port: channel.port1, signal });
};

/** The calling side of the database worker (decision 0457): replies matched by id, errors rebuilt, never a hang. */
describe('WorkerCalls', () => {
  it('matches replies to their calls whatever their order, and rebuilds error replies with their fields', async () => {
    const calls = start();
    try {
      const slow = calls.call<unknown[]>({ op: 'query', sql: 'slow', params: [80, 'slow'], tx: null });
      const fast = calls.call<unknown[]>({ op: 'query', sql: 'fast', params: [0, new Date(0), 5n, new Uint8Array([1])], tx: null });
      expect(await fast).toEqual([0, new Date(0), 5n, new Uint8Array([1])]);
      expect(await slow).toEqual([80, 'slow']);
      const error = await calls.call({ op: 'begin' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'DatabaseError', message: 'no', code: '42601', position: '8' });
    } finally {
      await calls.end(new Error('done'));
    }
  });

  it('fails pending and later calls with a clear error when the worker exits', async () => {
    const calls = start();
    const pending = calls.call({ op: 'query', sql: 'never answered', params: [60_000], tx: null });
    const exit = calls.call({ op: 'exec', sql: 'exit', tx: null });
    await expect(pending).rejects.toThrow('The database worker stopped (exit code 3)');
    await expect(exit).rejects.toThrow('The database worker stopped (exit code 3)');
    await expect(calls.call({ op: 'query', sql: 'later', params: [0], tx: null })).rejects.toThrow('The database worker stopped (exit code 3)');
  });

  it('fails pending calls with the uncaught error that ended the worker', async () => {
    const calls = start();
    const pending = calls.call({ op: 'query', sql: 'never answered', params: [60_000], tx: null });
    void calls.call({ op: 'exec', sql: 'throw', tx: null }).catch(() => undefined);
    await expect(pending).rejects.toThrow('The database worker stopped: worker blew up');
  });

  it('rejects a parameter that cannot cross threads without sending it', async () => {
    const calls = start();
    try {
      await expect(calls.call({ op: 'query', sql: 'fn', params: [0, () => 1], tx: null })).rejects.toThrow(/could not be cloned/);
      expect(await calls.call({ op: 'query', sql: 'next', params: [0, 'still answering'], tx: null })).toEqual([0, 'still answering']);
    } finally {
      await calls.end(new Error('done'));
    }
    await expect(calls.call({ op: 'query', sql: 'after', params: [0], tx: null })).rejects.toThrow('done');
  });
});

describe('WorkerCalls.callNow', () => {
  it('blocks until the reply and returns it or throws its error, call after call', () => {
    const calls = start();
    try {
      expect(calls.callNow({ op: 'query', sql: 'a', params: [30, new Date(1)], tx: 1 })).toEqual([30, new Date(1)]);
      expect(() => calls.callNow({ op: 'commit', tx: 1 })).toThrow(expect.objectContaining({ message: 'no', code: '42601' }));
      expect(calls.callNow({ op: 'query', sql: 'b', params: [0, 'again'], tx: 1 })).toEqual([0, 'again']);
      expect(() => calls.callNow({ op: 'query', sql: 'fn', params: [0, () => 1], tx: 1 })).toThrow(/could not be cloned/);
      expect(calls.callNow({ op: 'query', sql: 'c', params: [0, 'still'], tx: 1 })).toEqual([0, 'still']);
    } finally {
      void calls.end(new Error('done'));
    }
  });

  it('throws instead of waiting forever when the worker ends while it waits, and on every later call', async () => {
    const calls = start();
    expect(() => calls.callNow({ op: 'exec', sql: 'exit', tx: 1 })).toThrow('The database worker stopped');
    expect(() => calls.callNow({ op: 'query', sql: 'later', params: [0], tx: 1 })).toThrow('The database worker stopped');
    await expect(calls.call({ op: 'query', sql: 'later', params: [0], tx: null })).rejects.toThrow('The database worker stopped');
  });

  it('throws when the worker dies of an uncaught error while it waits', () => {
    const calls = start();
    expect(() => calls.callNow({ op: 'exec', sql: 'throw', tx: 1 })).toThrow('The database worker stopped');
  });
});

describe('wire errors', () => {
  it('carry an error’s name, message, stack and primitive fields, and a thrown non-error as its text', () => {
    const original = Object.assign(new Error('duplicate key'), { name: 'DatabaseError', code: '23505', constraint: 'item_pkey', length: 99, internal: { not: 'copied' } });
    const rebuilt = fromWireError(toWireError(original));
    expect(rebuilt).toBeInstanceOf(Error);
    expect(rebuilt).toMatchObject({ name: 'DatabaseError', message: 'duplicate key', code: '23505', constraint: 'item_pkey', length: 99, stack: original.stack });
    expect(rebuilt).not.toHaveProperty('internal');
    expect(fromWireError(toWireError('plain text'))).toMatchObject({ name: 'Error', message: 'plain text' });
  });
});
