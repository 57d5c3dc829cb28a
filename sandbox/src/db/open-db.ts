import type { Db } from './db.js';
import { openPgliteDb } from './pglite-db.js';
import { openPostgresDb } from './pg-db.js';

/** Where the data lives: a real Postgres when `databaseUrl` is set, else PGlite on `dataDir` (null = in memory). */
export interface DatabaseLocation {
  readonly dataDir: string | null;
  readonly databaseUrl?: string | null;
}

/**
 * Opens the sandbox database: `pg` for a `postgres://` or `postgresql://` URL, else PGlite.
 * Throws for any other URL scheme or when the database cannot be opened.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Db> {
  const url = location.databaseUrl?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must start with postgres:// (got ${url.split(':')[0]}:)`);
    return openPostgresDb(url);
  }
  return openPgliteDb(location.dataDir);
}

/** Describes a location for start-up logs without leaking a password. */
export function describeLocation(location: DatabaseLocation): string {
  const url = location.databaseUrl?.trim();
  if (url) return `Postgres ${url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`;
  return location.dataDir === null ? 'PGlite (in memory)' : `PGlite ${location.dataDir}`;
}
