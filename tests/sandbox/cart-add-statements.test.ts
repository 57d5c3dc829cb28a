import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../sandbox/src/db/db.js';
import { addToCart, inStockSku } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * A guest's add to cart is the load's only write (docs/performance.md "Load"): each statement runs
 * on the database's one thread. This pins how many it runs (decision 0458) so the count does not
 * creep up: the token read, BEGIN, the cart upsert, the SKU's stock, the line, its insert or update,
 * the cart's lines, COMMIT; the lines' catalogue facts come from the catalogue memo once the
 * catalogue version is known (decision 0256). Folding these into fewer, larger statements was
 * measured and cost as much or more (decision 0458).
 */
describe('statements of a guest add to cart', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  /** Every statement `act` sends to the database, transactions' BEGIN and COMMIT included. */
  const statementsOf = async (act: () => Promise<unknown>) => {
    const sent: string[] = [];
    const counting = (tx: Db): Db => ({
      ...tx,
      query: (sql, params) => {
        sent.push(sql);
        return tx.query(sql, params);
      },
      transaction: (fn) => tx.transaction((inner) => fn(counting(inner))),
    });
    const transaction = h.db.transaction.bind(h.db);
    const query = h.db.query.bind(h.db);
    const spies = [
      vi.spyOn(h.db, 'query').mockImplementation((sql, params) => {
        sent.push(sql);
        return query(sql, params);
      }),
      vi.spyOn(h.db, 'transaction').mockImplementation(async (fn) => {
        sent.push('BEGIN');
        try {
          return await transaction((tx) => fn(counting(tx)));
        } finally {
          sent.push('COMMIT');
        }
      }),
    ];
    try {
      await act();
      return sent;
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  };

  it('runs eight statements for a new line and for more of a line already in the cart', async () => {
    const sku = await inStockSku(h.db, 'luma');
    const other = await inStockSku(h.db, 'spree');
    // A catalogue read learns the catalogue version, as the load's page renders do; another guest's
    // add then reads both lines' catalogue facts and keeps them in the memo.
    expect((await h.raw('GET', '/api/catalog/v0/an-us/configuration')).status).toBe(200);
    h.clearCookies();
    await h.guest();
    await addToCart(h, [sku, other]);
    h.clearCookies();
    await h.guest();
    const added = await statementsOf(() => addToCart(h, [sku]));
    const more = await statementsOf(() => addToCart(h, [sku]));
    expect(added).toHaveLength(8);
    expect(more).toHaveLength(8);
  });
});
