import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sandbox/src/db/db.js';
import { openPgliteDb } from '../../sandbox/src/db/pglite-db.js';
import { ensureSeeded, readSeedSummary, type SeedSummary } from '../../sandbox/src/seed/seed.js';
import { seedFingerprint } from '../../sandbox/src/seed/seed-version.js';
import { catalogDigest, TEST_SAMPLE_DATA_DIR } from './sandbox-harness.js';
import { openTestDatabase } from '../support/sandbox.js';

/**
 * Seeds a fresh in-memory database from the committed subset (sandbox/sample-data, decision 0120)
 * and compares it with the test template seeded earlier (another process, another time).
 */
describe('seed from the committed sample-data subset', () => {
  let fresh: Db;
  let template: { db: Db; close(): Promise<void> };
  let summary: SeedSummary;
  const lines: string[] = [];

  beforeAll(async () => {
    template = await openTestDatabase();
    fresh = await openPgliteDb(null);
    summary = await ensureSeeded(fresh, TEST_SAMPLE_DATA_DIR, { log: (l) => lines.push(l) });
  });
  afterAll(async () => {
    await fresh?.close();
    await template?.close();
  });

  it('is deterministic: a second seed of the same input gives identical catalogue tables', async () => {
    const a = await catalogDigest(fresh);
    const b = await catalogDigest(template.db);
    expect(a).toEqual(b);
    expect(Object.values(a).every((d) => !d.startsWith('0:'))).toBe(true);
  });

  it('imports every Luma style and colour x size SKU, the gear, the Spree goods and the matching reviews of the subset', async () => {
    const count = async (sql: string) => (await fresh.query<{ n: number }>(sql))[0]!.n;
    // The subset's picks (sandbox/sample-data/subset.json): 32 styles with 432 colour x size SKUs,
    // 7 gear items (the stasis ball's 9 rows and the strap's 3 are one product each), 5 Spree goods
    // with 12 colour variants, the 101 Luma reviews of those products and the 300 clothing reviews.
    expect(await count(`select count(*)::int as n from product where source = 'luma' and product_id !~ '^24-'`)).toBe(32);
    expect(await count(`select count(*)::int as n from sku s join product p using (product_id) where p.source = 'luma' and p.product_id !~ '^24-' and (s.fit_code is null or s.fit_code = 'REGULAR')`)).toBe(432);
    expect(await count(`select count(*)::int as n from product where source = 'spree'`)).toBe(5);
    expect(await count(`select count(*)::int as n from sku s join product p using (product_id) where p.source = 'spree'`)).toBe(12);
    // The 7 gear items and the Luma yoga kit as a bundle of them (decision 0220).
    expect(await count(`select count(*)::int as n from product where product_id ~ '^24-' and product_type <> 'BUNDLE'`)).toBe(7);
    expect(await count(`select count(*)::int as n from product where product_id ~ '^24-' and product_type = 'BUNDLE'`)).toBe(1);
    expect(await count(`select count(*)::int as n from sku where product_id = '24-WG081'`)).toBe(9);
    expect([summary.counts.reviews, summary.unmatchedReviews]).toEqual([401, 0]);
    expect(summary.origin).toBe('sample-subset');
    expect(lines.some((l) => l.includes('Clothing reviews: 300 attached'))).toBe(true);
  });

  it('records the seed fingerprint and skips seeding when it is current', async () => {
    expect((await readSeedSummary(fresh))?.fingerprint).toBe(seedFingerprint(TEST_SAMPLE_DATA_DIR));
    const again = await ensureSeeded(fresh, TEST_SAMPLE_DATA_DIR);
    expect(again.seededInMs).toBe(0);
  });

  it('gives products slugs from their names and categories flat unique slugs from their paths', async () => {
    const products = await fresh.query<{ product_id: string; slug: string; display_name: string }>('select product_id, slug, display_name from product');
    expect(products.find((p) => p.product_id === 'MH01')?.slug).toBe('chaz-kangeroo-hoodie');
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const categories = await fresh.query<{ slug: string; parent: string | null }>(
      'select c.slug, p.slug as parent from category c left join category p on p.category_id = c.parent_id',
    );
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
    // Brand links below Brands are named after the brand (/brands/{slug}; decision 0212).
    for (const c of categories.filter((c) => c.parent && c.parent !== 'main-nav' && c.parent !== 'brands')) expect(c.slug.startsWith(`${c.parent}-`)).toBe(true);
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['women-tops-jackets', 'men-bottoms-shorts', 'gear-bags', 'home-kitchen-coffee-machines', 'fpmovement-pants']));
  });

  it('prices every SKU in USD, GBP, CAD, EUR and CNY, ending in .99 where derived (CNY: a whole yuan ending in 9), sale never above list', async () => {
    const [row] = await fresh.query<{ missing: number; bad: number }>(
      `select (select count(*)::int from sku s where (select count(*) from sku_price p where p.sku_id = s.sku_id) <> 5) as missing,
              (select count(*)::int from sku_price where sale_minor > list_minor or sale_minor <= 0) as bad`,
    );
    expect(row).toEqual({ missing: 0, bad: 0 });
    const derived = await fresh.query<{ list_minor: number }>(`select pr.list_minor from sku_price pr join sku s using (sku_id) join product p using (product_id) where p.source = 'luma' and pr.currency in ('GBP','CAD')`);
    expect(derived.every((r) => r.list_minor % 100 === 99)).toBe(true);
    const yuan = await fresh.query<{ list_minor: number }>(`select pr.list_minor from sku_price pr join sku s using (sku_id) join product p using (product_id) where p.source = 'luma' and pr.currency = 'CNY'`);
    expect(yuan.length).toBeGreaterThan(0);
    expect(yuan.every((r) => r.list_minor % 1000 === 900)).toBe(true);
  });

  it('has stock rows in the five direct pools (CN_DIRECT: decision 0350) with sold-out, backorder-only, low and normal stock', async () => {
    const [row] = await fresh.query<{ pools: number; oos: number; backorder_only: number; low: number; normal: number }>(
      `select count(distinct pool_id)::int as pools,
              count(*) filter (where stock_level = 0 and backorder = 0)::int as oos,
              count(*) filter (where stock_level = 0 and backorder > 0)::int as backorder_only,
              count(*) filter (where stock_level between 1 and 5)::int as low,
              count(*) filter (where stock_level > 5)::int as normal
         from sku_inventory where pool_id not like 'STORE\\_%'`,
    );
    // Store pools (STORE_nnnn, decision 0240) are the stores' own stock and are counted apart.
    expect(row!.pools).toBe(5);
    for (const n of [row!.oos, row!.backorder_only, row!.low, row!.normal]) expect(n).toBeGreaterThan(50);
  });
});
