import type { Db } from './db.js';
import { openPgliteDb } from './pglite-db.js';
import { openPgliteWorkerDb } from './pglite-worker-db.js';
import { openPostgresDb } from './pg-db.js';

/** Which thread runs the embedded database: a worker thread of its own, or the caller's (decision 0457). */
export type DbThread = 'worker' | 'main';

/** Where the data lives: a real Postgres when `databaseUrl` is set, else PGlite on `dataDir` (null = in memory). */
export interface DatabaseLocation {
  readonly dataDir: string | null;
  readonly databaseUrl?: string | null;
  /** PGlite's thread; default {@link dbThreadFromEnv}. Ignored for Postgres. */
  readonly thread?: DbThread;
}

/**
 * The embedded database's thread from `VITRINE_DB_THREAD` (`worker` or `main`; unset or empty =
 * `main` until the e2e journeys have run with the worker, decision 0457). Throws for any other value.
 */
export function dbThreadFromEnv(env: NodeJS.ProcessEnv = process.env): DbThread {
  const value = env.VITRINE_DB_THREAD?.trim() || 'main';
  if (value !== 'worker' && value !== 'main') throw new Error(`VITRINE_DB_THREAD must be worker or main (got ${value})`);
  return value;
}

/**
 * Opens the sandbox database: `pg` for a `postgres://` or `postgresql://` URL, else PGlite, in this
 * thread, or in a worker thread of its own when `thread` (or VITRINE_DB_THREAD) says `worker` (decision 0457).
 * Throws for any other URL scheme, a bad VITRINE_DB_THREAD, or when the database cannot be opened.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Db> {
  const url = location.databaseUrl?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must start with postgres:// (got ${url.split(':')[0]}:)`);
    return openPostgresDb(url);
  }
  const thread = location.thread ?? dbThreadFromEnv();
  return thread === 'worker' ? openPgliteWorkerDb(location.dataDir) : openPgliteDb(location.dataDir);
}

/** Describes a location for start-up logs without leaking a password. */
export function describeLocation(location: DatabaseLocation): string {
  const url = location.databaseUrl?.trim();
  if (url) return `Postgres ${url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`;
  return location.dataDir === null ? 'PGlite (in memory)' : `PGlite ${location.dataDir}`;
}
