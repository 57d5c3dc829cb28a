import { receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import { fromWireError, SIGNAL_ANSWERED, SIGNAL_STOPPED, SIGNAL_WAITING, type DbReply, type DbRequestBody } from './worker-protocol.js';

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The calling side of the database worker's protocol (worker-protocol.ts, decision 0457): numbers
 * each request, posts it, and settles its promise with the worker's reply (an error reply rejects
 * with the rebuilt driver error, `code` and all). When the worker fails or exits, every pending
 * call and every later one is rejected with an Error saying so (`The database worker stopped ...`),
 * never left hanging. The worker keeps the process alive only while a call is pending.
 *
 * {@link WorkerCalls.callNow} is the blocking form for the statements of an open transaction: while
 * a transaction holds PGlite's lock, every other statement waits for it, so its statements must not
 * also wait for this thread's event loop between them (decision 0457).
 */
export class WorkerCalls {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private stopped: Error | null = null;

  /**
   * @param worker a started worker that answers {@link DbReply} messages.
   * @param now the blocking channel: this side's port (its peer is the worker's) and the shared
   *   signal the worker sets to SIGNAL_ANSWERED after each reply on it, SIGNAL_STOPPED when it ends.
   */
  constructor(
    private readonly worker: Worker,
    private readonly now: { readonly port: MessagePort; readonly signal: Int32Array },
  ) {
    now.port.unref();
    worker.on('message', (reply: DbReply) => {
      const call = this.take(reply.id);
      if (!call) return;
      if (reply.ok) call.resolve(reply.value);
      else call.reject(fromWireError(reply.error));
    });
    worker.on('error', (error) => this.stop(new Error(`The database worker stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => this.stop(new Error(`The database worker stopped (exit code ${code})`)));
    worker.unref();
  }

  /**
   * Sends one request and resolves with the worker's answer (rows, a transaction id, or undefined).
   * Rejects with the error the worker threw, with a DataCloneError when a parameter cannot cross
   * threads, or with the stop error once the worker is gone.
   */
  call<T>(request: DbRequestBody): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.size === 1) this.worker.ref();
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        this.take(id);
        reject(error as Error);
      }
    });
  }

  /**
   * Sends one request on the blocking channel and waits for its reply, blocking this thread (for
   * the statement's own time, ~0.1-2 ms: the worker is free while the transaction holds the lock).
   * Returns the worker's answer; throws the error the worker threw, a DataCloneError, or the stop
   * error once the worker is gone (also when it ends while this thread waits).
   */
  callNow<T>(request: DbRequestBody): T {
    if (this.stopped) throw this.stopped;
    const { port, signal } = this.now;
    const gone = () => {
      const reason = new Error('The database worker stopped');
      this.stop(reason);
      return this.stopped ?? reason;
    };
    // SIGNAL_STOPPED is never overwritten: only an earlier reply's SIGNAL_ANSWERED is cleared.
    Atomics.compareExchange(signal, 0, SIGNAL_ANSWERED, SIGNAL_WAITING);
    if (Atomics.load(signal, 0) === SIGNAL_STOPPED) throw gone();
    port.postMessage({ ...request, id: this.nextId++ });
    for (;;) {
      const received = receiveMessageOnPort(port);
      if (received) {
        const reply = received.message as DbReply;
        if (reply.ok) return reply.value as T;
        throw fromWireError(reply.error);
      }
      if (Atomics.load(signal, 0) === SIGNAL_STOPPED) throw gone();
      // Woken by the worker's reply (or its end); the time limit only guards against a missed wake-up.
      Atomics.wait(signal, 0, SIGNAL_WAITING, 50);
      Atomics.compareExchange(signal, 0, SIGNAL_ANSWERED, SIGNAL_WAITING);
    }
  }

  /**
   * Ends the worker (after its `close` was answered): later calls reject with `reason`. Resolves
   * once the thread has stopped.
   */
  async end(reason: Error): Promise<void> {
    this.stop(reason);
    await this.worker.terminate();
  }

  private take(id: number): Pending | undefined {
    const call = this.pending.get(id);
    if (!call) return undefined;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    return call;
  }

  private stop(reason: Error): void {
    if (this.stopped) return;
    this.stopped = reason;
    const calls = [...this.pending.values()];
    this.pending.clear();
    this.worker.unref();
    for (const call of calls) call.reject(reason);
  }
}
