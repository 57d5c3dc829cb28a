import { CHUNK_LOAD } from '../../http-policy/domain/http-policies.js';

/**
 * Loading the app's script chunks (shell-and-account.md §8 "Script chunk failures after 2 retries
 * fail with a chunk-load message; a stylesheet chunk failure and a missing module are also
 * reported"; §9 "Chunk load timeout 120 s, 2 retries"; decision 0441).
 */

/** What failed: a script chunk (network, timeout), a chunk's stylesheet, or a module that loaded without what the app needs. */
export type ChunkFailureKind = 'script' | 'stylesheet' | 'missing-module';

/** The failure of a chunk after its retries: `kind`, `attempts` made (1 + retries), `cause` the last attempt's error. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly kind: ChunkFailureKind,
    readonly attempts: number,
    override readonly cause: unknown,
  ) {
    super(`Chunk load failed (${kind}) after ${attempts} attempts: ${messageOf(cause)}`);
  }
}

/** The message of a thrown value (an Error's message, else its string form). */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The kind of a chunk failure from its error: a stylesheet when the message names CSS (the
 * bundler's "Unable to preload CSS for …"), a missing module when the module or its export is
 * not there ("Cannot find module", "does not provide an export", {@link missingModule}), else a
 * script chunk.
 */
function chunkFailureKind(error: unknown): ChunkFailureKind {
  const message = messageOf(error);
  if (/\bCSS\b|stylesheet/i.test(message)) return 'stylesheet';
  if (/cannot find module|does not provide an export|missing module/i.test(message)) return 'missing-module';
  return 'script';
}

/** The error to throw when a chunk loaded but lacks the export `name` (reported as a missing module). */
export function missingModule(name: string): Error {
  return new Error(`Missing module: the chunk has no export '${name}'`);
}

/** Schedules `run` after `ms` milliseconds; returns a function that cancels it. */
export type ChunkTimer = (ms: number, run: () => void) => () => void;

/**
 * Loads a chunk with {@link CHUNK_LOAD}: each attempt (`attempt(n)`, n = 0, 1, 2) fails after
 * `CHUNK_LOAD.timeoutMs` (120 000 ms, timed by `timer`) when it has not settled; a failed attempt
 * is retried at once, at most `CHUNK_LOAD.retries` (2) times. Resolves with the first attempt that
 * succeeds; rejects with a {@link ChunkLoadError} (kind of the last failure, 3 attempts) otherwise.
 */
export async function loadChunk<T>(attempt: (n: number) => Promise<T>, timer: ChunkTimer): Promise<T> {
  let last: unknown;
  for (let n = 0; n <= CHUNK_LOAD.retries; n += 1) {
    try {
      return await withTimeout(attempt(n), timer);
    } catch (error) {
      last = error;
    }
  }
  throw new ChunkLoadError(chunkFailureKind(last), CHUNK_LOAD.retries + 1, last);
}

/** `promise`, or a rejection 'timeout loading chunk' after CHUNK_LOAD.timeoutMs. */
function withTimeout<T>(promise: Promise<T>, timer: ChunkTimer): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = timer(CHUNK_LOAD.timeoutMs, () => reject(new Error(`timeout loading chunk after ${CHUNK_LOAD.timeoutMs} ms`)));
    promise.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
