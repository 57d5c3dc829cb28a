import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../sandbox/src/db/db.js';
import { watchCatalogWrites, writesCatalog } from '../../sandbox/src/db/catalog-writes.js';

/** Catalogue writes tell the read cache to read the catalogue version again (decision 0250). */
describe('catalogue writes', () => {
  it('recognises writes to stock, prices, SKUs, products, categories and texts, and nothing else', () => {
    for (const sql of [
      'update sku_inventory set stock_level = 1',
      'UPDATE  sku_price SET sale_minor = 1',
      'insert into product_color (product_id) values ($1)',
      'delete from category where 1 = 0',
      'insert into catalog_text select 1',
      'truncate table sku',
      'insert into product (product_id) values ($1)',
    ])
      expect(writesCatalog(sql), sql).toBe(true);
    for (const sql of ['select * from sku_inventory', 'update cart set status = 1', 'insert into order_line values (1)', 'delete from cart_item', 'update customer set x = 1', 'insert into product_likes values (1)'])
      expect(writesCatalog(sql), sql).toBe(sql.includes('product_likes'));
  });

  function fakeDb(): Db {
    const db: Db = {
      kind: 'pglite',
      query: async () => [],
      exec: async () => undefined,
      transaction: async (fn) => fn(db),
      close: async () => undefined,
    };
    return db;
  }

  it('calls back after a catalogue statement, and again once its transaction has committed', async () => {
    const onWrite = vi.fn();
    const db = watchCatalogWrites(fakeDb(), onWrite);
    await db.query('select 1');
    await db.query('update cart set x = 1');
    expect(onWrite).not.toHaveBeenCalled();
    await db.exec('update sku_price set sale_minor = 1');
    expect(onWrite).toHaveBeenCalledTimes(1);
    await db.transaction(async (tx) => {
      await tx.query('update sku_inventory set stock_level = 0');
      await tx.transaction(async (inner) => inner.query('select 1'));
      expect(onWrite).toHaveBeenCalledTimes(2);
    });
    expect(onWrite).toHaveBeenCalledTimes(3);
    await db.transaction(async (tx) => tx.query('update cart set x = 1'));
    expect(onWrite).toHaveBeenCalledTimes(3);
  });
});
