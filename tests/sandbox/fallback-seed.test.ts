import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/src/api/app.js';
import type { Db } from '../../sandbox/src/db/db.js';
import { openPgliteDb } from '../../sandbox/src/db/pglite-db.js';
import { ensureSeeded, type SeedSummary } from '../../sandbox/src/seed/seed.js';

/** Without the shared sample data the sandbox seeds the catalogue that @vendure/create ships. */
describe('fallback seed (shared data missing)', () => {
  const missing = path.join(os.tmpdir(), 'vitrine-no-sample-data');
  let db: Db;
  let summary: SeedSummary;
  let cacheDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-fallback-images-'));
    db = await openPgliteDb(null);
    summary = await ensureSeeded(db, missing, { log: (l) => lines.push(l) });
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('says so at start-up and seeds the Vendure sample products', () => {
    expect(lines[0]).toMatch(/Sample data not found at .*@vendure\/create/);
    expect(summary.origin).toBe('vendure-fallback');
    expect(summary.counts.products).toBeGreaterThan(40);
    expect(summary.counts.skus).toBeGreaterThan(summary.counts.products);
  });

  it('serves browsable categories, products, carts and photos from it', async () => {
    const app = createSandboxApp({ db, sampleDataDir: missing, imageCacheDir: cacheDir, seed: summary });
    const nav = await (await app.request('/api/catalog/v0/an-us/navigation?slug=main-nav')).json();
    const top = nav.navigationItems[0].navigationItems.map((i: { slug: string }) => i.slug);
    expect(top).toEqual(expect.arrayContaining(['electronics', 'sports-outdoor', 'home-garden']));
    const tiles = await (
      await app.request('/api/catalog-search-service/v0/an-us/tiles/electronics', { method: 'POST', body: JSON.stringify({ pageSize: 24, page: 1 }), headers: { 'content-type': 'application/json' } })
    ).json();
    expect(tiles.totalRecords).toBeGreaterThan(10);
    const laptop = await (await app.request('/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=laptop')).json();
    expect(laptop.products[0].skuInfo.skus.map((s: { size: string }) => s.size)).toContain('13 inch / 8GB');
    const image = await app.request(`${laptop.products[0].product.defaultImage.url}?w=100`, { headers: { accept: 'image/webp' } });
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });
});
