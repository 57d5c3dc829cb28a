import type { CatalogMemo } from './catalog-memo.js';

/**
 * The one small database port the sandbox uses (docs/decisions/0010): Postgres dialect only, so
 * the same SQL runs on PGlite (embedded Postgres 18 in WASM) and on a real Postgres via `pg`.
 */
export interface Db {
  /** Which engine is behind this handle. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs one statement with `$1`-style parameters and returns its rows. Pass JSON as a string and
   * cast it in SQL (`$1::jsonb`). Integers come back as numbers, jsonb parsed, timestamptz as Date.
   * Throws the driver's error on SQL errors.
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). Throws on SQL errors. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` inside one transaction: commits when it resolves, rolls back and rethrows when it
   * throws. Calling `transaction` on the handle given to `fn` reuses the same transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Closes the database (flushes PGlite to disk, ends the pg pool). */
  close(): Promise<void>;
  /**
   * Catalogue facts memoized at the current catalogue version (decision 0256); present on the
   * handles the API gives its services (watchCatalogWrites), absent on a bare handle, where every
   * fact is read from the database.
   */
  readonly catalogMemo?: CatalogMemo;
}
