import type { CatalogMemo } from './catalog-memo.js';
import type { Db } from './db.js';

/**
 * A statement that writes what catalogue reads show: INSERT, UPDATE, DELETE or TRUNCATE on stock,
 * prices, SKUs, products (and their colours, fits, categories, translations, review summaries),
 * categories or catalogue texts — the tables whose triggers move `catalog_version` (migration 0110).
 */
const CATALOG_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:sku_inventory|sku_price|sku|product|product_[a-z_]+|category|catalog_text)\b/i;

/** True when `sql` writes a catalogue table (see {@link CATALOG_WRITE}). Pure. */
export function writesCatalog(sql: string): boolean {
  return CATALOG_WRITE.test(sql);
}

/**
 * Wraps a database handle so that `onWrite` is called after every statement that writes a catalogue
 * table, and once more after the transaction that held it commits (decision 0250): the read cache
 * then asks the database for the catalogue version again instead of on every request. Every handle
 * it gives (transactions included) carries `memo` as its `catalogMemo` (decision 0256). Everything
 * else passes through unchanged.
 */
export function watchCatalogWrites(db: Db, onWrite: () => void, memo?: CatalogMemo): Db {
  const wrap = (handle: Db, inTransaction: { wrote: boolean } | null): Db => {
    const noted = (sql: string) => {
      if (!writesCatalog(sql)) return;
      if (inTransaction) inTransaction.wrote = true;
      onWrite();
    };
    return {
      kind: handle.kind,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const rows = await handle.query<T>(sql, params);
        noted(sql);
        return rows;
      },
      exec: async (sql) => {
        await handle.exec(sql);
        noted(sql);
      },
      transaction: async (fn) => {
        if (inTransaction) return handle.transaction((tx) => fn(wrap(tx, inTransaction)));
        const state = { wrote: false };
        const result = await handle.transaction((tx) => fn(wrap(tx, state)));
        if (state.wrote) onWrite();
        return result;
      },
      close: () => handle.close(),
      ...(memo ? { catalogMemo: memo } : {}),
    };
  };
  return wrap(db, null);
}
