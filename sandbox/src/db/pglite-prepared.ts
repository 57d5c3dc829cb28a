import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

const { serialize } = protocol;

interface Statement {
  /** The server-side name of the prepared statement (`vitrine_<n>`, unique in the process). */
  readonly name: string;
  /** The parameter type OIDs the server inferred when it parsed the statement. */
  readonly paramTypes: readonly number[];
}

/** Postgres' "cached plan must not change result type" (a table the statement reads changed shape): the statement is made again next time. */
const FEATURE_NOT_SUPPORTED = '0A000';

/** Statement names are unique in the process, so two sets on one PGlite never collide. */
let nextName = 0;

/** One message buffer out of several protocol messages (PGlite runs them in one call). */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Named prepared statements on one PGlite instance (decision 0447). PGlite's own `query` parses,
 * describes and plans its SQL afresh on every call, in five protocol round trips into the WASM
 * backend; here a statement is parsed once per SQL text (kept by the server under a name, so
 * Postgres' plan cache can reuse its plan), and each call is one round trip of Bind, Describe,
 * Execute and Sync. Rows are parsed with the instance's own parsers, so values come back exactly as
 * from `pg.query` (integers as numbers, jsonb parsed, timestamptz as Date).
 *
 * It takes no lock: callers run {@link PgliteStatements.query} under the instance's query lock
 * (`pg.runExclusive`), and outside a transaction also under its transaction lock, as `pg.query` does.
 */
export class PgliteStatements {
  private readonly statements: LRUCache<string, Statement>;
  /** Names of statements dropped from the LRU: closed on the server at the start of the next call. */
  private closing: string[] = [];

  /**
   * @param pg the PGlite instance (one connection: the prepared statements live in its session).
   * @param maxStatements most statements kept prepared (least recently used closed first); default 500.
   */
  constructor(
    private readonly pg: PGlite,
    maxStatements = 500,
  ) {
    this.statements = new LRUCache({ max: maxStatements, dispose: (statement) => this.closing.push(statement.name) });
  }

  /**
   * Runs one statement (`sql` with `$1`-style parameters; one statement only, as the extended
   * protocol allows) with `params` and returns its rows. Parameters are serialized as PGlite does
   * (its serializer for the inferred type, else `String(value)`; null and undefined as NULL).
   * Throws the database's error (DatabaseError with `code`) when the statement fails; a statement
   * whose plan no longer fits its tables is dropped and made again on the next call.
   */
  async query<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const messages = await this.pg.execProtocolStream(
        concat([...this.closeMessages(), serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? []) as T[];
    } catch (error) {
      if ((error as { code?: unknown }).code === FEATURE_NOT_SUPPORTED) this.statements.delete(sql);
      throw error;
    }
  }

  private async prepare(sql: string): Promise<Statement> {
    const name = `vitrine_${++nextName}`;
    const messages = await this.pg.execProtocolStream(concat([...this.closeMessages(), serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    return statement;
  }

  /** Close messages for the statements the LRU dropped since the last call (sent ahead of the next one). */
  private closeMessages(): Uint8Array[] {
    if (this.closing.length === 0) return [];
    const names = this.closing;
    this.closing = [];
    return names.map((name) => serialize.close({ type: 'S', name }));
  }
}
