import pg from 'pg';
import type { Db } from './db.js';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Parses bigint and numeric columns to JS numbers, as PGlite does, so both engines return the same shapes. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

function clientHandle(client: pg.PoolClient): Db {
  const handle: Db = {
    kind: 'postgres',
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(handle),
    close: async () => {
      throw new Error('Cannot close the database from inside a transaction');
    },
  };
  return handle;
}

/**
 * Connects to a real Postgres (`DATABASE_URL=postgres://user:pass@host:5432/db`) through a small
 * `pg` pool. Same Db contract as PGlite. Throws when the server cannot be reached.
 */
export async function openPostgresDb(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, types });
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as T[],
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientHandle(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
