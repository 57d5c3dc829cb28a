/**
 * The messages between the main thread and the database worker (decision 0457). Every request
 * carries an `id`; the worker answers each with one reply of the same `id`, in any order. Values
 * (parameters, rows) cross by structured clone: strings, numbers, bigint, booleans, null,
 * undefined, Date, Uint8Array, arrays and plain objects (parsed jsonb) arrive as they were sent.
 *
 * - `open {dataDir}` opens PGlite (null = in memory); the first request, answered once it is ready.
 * - `query {sql, params, tx}` → rows; `exec {sql, tx}` → undefined. With `tx` null the statement
 *   runs outside any transaction (waiting while one is open); with a transaction id, on that
 *   transaction's handle.
 * - `begin` → a new transaction id, once PGlite's transaction lock is held (other work then waits).
 * - `commit {tx}` / `rollback {tx}` end it (commit answers the commit's error, if any).
 * - `close` closes PGlite (flushing it to disk); the main thread then ends the worker.
 *
 * Requests come on two ports: the worker's own (answered asynchronously) and a second channel
 * for the statements, commit and rollback of an open transaction, whose caller blocks until the
 * reply: after posting each reply there the worker sets a shared Int32 signal to SIGNAL_ANSWERED
 * and wakes the caller; when the worker ends, it sets SIGNAL_STOPPED.
 */
export type DbRequest =
  | { readonly id: number; readonly op: 'open'; readonly dataDir: string | null }
  | { readonly id: number; readonly op: 'query'; readonly sql: string; readonly params: readonly unknown[]; readonly tx: number | null }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string; readonly tx: number | null }
  | { readonly id: number; readonly op: 'begin' }
  | { readonly id: number; readonly op: 'commit' | 'rollback'; readonly tx: number }
  | { readonly id: number; readonly op: 'close' };

/** The blocking channel's signal: the caller waits while it is SIGNAL_WAITING. */
export const SIGNAL_WAITING = 0;
/** Set by the worker after it posted a reply on the blocking channel. */
export const SIGNAL_ANSWERED = 1;
/** Set by the worker when its thread ends, so a blocked caller never waits forever. */
export const SIGNAL_STOPPED = 2;

/** A request without its id (the caller's side numbers them). */
export type DbRequestBody = DbRequest extends infer R ? (R extends DbRequest ? Omit<R, 'id'> : never) : never;

/** An error as it crosses the thread boundary: its name, message, stack and primitive own fields. */
export interface WireError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  /** The driver's fields (`code`, `constraint`, `detail`, `table`, `column`, `severity`, ...). */
  readonly fields: Readonly<Record<string, string | number | boolean | null>>;
}

/** The worker's answer to the request of the same id. */
export type DbReply = { readonly id: number; readonly ok: true; readonly value: unknown } | { readonly id: number; readonly ok: false; readonly error: WireError };

/**
 * Flattens a thrown value for postMessage: structured clone keeps only an Error's name, message and
 * stack, so the driver's own fields (PGlite's DatabaseError: `code`, `constraint`, `detail`, ...)
 * are copied as plain fields. A thrown non-Error becomes an Error of its string form. Pure.
 */
export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fields };
}

/**
 * Rebuilds on the calling side the error {@link toWireError} flattened: an Error with the same
 * name, message and fields (so `error.code === '23505'` holds as in the thread that threw), its
 * stack the worker's. Pure.
 */
export function fromWireError(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return error;
}
