import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NavigationItemDto, TileDto } from '@vitrine/contract';
import { SAMPLE_SUBSET_DIR } from '../../sandbox/src/config/paths.js';
import { isSampleDataDir, resolveSampleData, sampleDataKind } from '../../sandbox/src/config/sample-data.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/src/server.js';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { copyTestTemplate } from '../support/sandbox.js';

/**
 * A fresh clone has no ../shared/data: the sandbox then seeds from the committed subset
 * sandbox/sample-data (decision 0120) and still serves a working catalogue.
 */
describe('committed sample-data subset', () => {
  const missing = path.join(os.tmpdir(), 'vitrine-no-sample-data-here');

  describe('resolveSampleData', () => {
    let scratch: string;
    beforeAll(() => {
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sample-choice-'));
      const csv = path.join(scratch, 'luma', 'fixtures', 'ConfigurableSampleData', 'products.csv');
      fs.mkdirSync(path.dirname(csv), { recursive: true });
      fs.writeFileSync(csv, 'sku\n');
    });
    afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

    it('takes the requested directory when it holds sample data, as the full set', () => {
      expect(resolveSampleData(scratch)).toEqual({ dir: scratch, kind: 'full', description: `Sample data: full set at ${scratch}` });
    });

    it('falls back to the committed subset when the requested directory does not exist, and says so in one line', () => {
      const choice = resolveSampleData(missing);
      expect([choice.dir, choice.kind]).toEqual([SAMPLE_SUBSET_DIR, 'subset']);
      expect(choice.description).toBe(`Sample data: committed subset at sandbox/sample-data (no sample data at ${missing}; set VITRINE_SAMPLE_DATA for the full set)`);
      expect(choice.description).not.toContain('\n');
    });

    it('knows the subset by its manifest, wherever it is', () => {
      expect(isSampleDataDir(SAMPLE_SUBSET_DIR)).toBe(true);
      expect(sampleDataKind(SAMPLE_SUBSET_DIR)).toBe('subset');
      expect(resolveSampleData(SAMPLE_SUBSET_DIR).kind).toBe('subset');
      expect(isSampleDataDir(missing)).toBe(false);
    });

    it('ships the licences and credits of every source next to the data', () => {
      for (const file of ['README.md', 'luma/LICENSE.txt', 'luma/LICENSE_AFL.txt', 'spree/LICENSE']) expect(fs.existsSync(path.join(SAMPLE_SUBSET_DIR, file)), file).toBe(true);
      const readme = fs.readFileSync(path.join(SAMPLE_SUBSET_DIR, 'README.md'), 'utf8');
      for (const credit of ['OSL-3.0', 'AFL-3.0', 'BSD-3-Clause', 'CC0']) expect(readme).toContain(credit);
    });
  });

  describe('a sandbox started without the shared data', () => {
    let sandbox: RunningSandbox;
    let dataDir: string;
    let cacheDir: string;
    const lines: string[] = [];

    beforeAll(async () => {
      // A copy of the test template, which is seeded from the subset: the seed fingerprint matches.
      dataDir = await copyTestTemplate();
      cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-subset-images-'));
      const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
      try {
        sandbox = await startSandbox({ port: 0, dataDir, sampleDataDir: missing, imageCacheDir: cacheDir });
      } finally {
        spy.mockRestore();
      }
    });
    afterAll(async () => {
      await sandbox?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(cacheDir, { recursive: true, force: true });
    });

    const api = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${sandbox.url}${url}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, headers: res.headers, body: await res.json() };
    };

    it('prints which sample data it seeds from', () => {
      expect(lines.filter((l) => l.includes('Sample data:'))).toEqual([`[sandbox] ${resolveSampleData(missing).description}`]);
    });

    it('serves the home page tiles: every top category of the main navigation has products', async () => {
      const nav = await api('GET', `/api/catalog/v0/an-us/navigation?slug=${SHOWCASE.rootNavSlug}`);
      // The top categories (the Brands branch is a content link to /brands, not a listing; decision 0212).
      const top = (nav.body.navigationItems[0] as NavigationItemDto).navigationItems.filter((i) => i.typeCode === 'CATEGORY').map((i) => i.slug);
      expect(top).toEqual(['women', 'men', 'gear', 'home', 'collections', 'promotions']);
      for (const slug of top) {
        const tiles = await api('POST', `/api/catalog-search-service/v0/an-us/tiles/${slug}`, { pageSize: 24, page: 1 });
        expect([slug, tiles.status, tiles.body.records.length > 0]).toEqual([slug, 200, true]);
      }
    });

    it('serves a category page of real tiles with photos and prices', async () => {
      const res = await api('POST', `/api/catalog-search-service/v0/an-us/tiles/${SHOWCASE.leafCategory.slug}`, { pageSize: 24, page: 1 });
      expect(res.status).toBe(200);
      const records = res.body.records as TileDto[];
      expect(records.map((t) => t.productId)).toContain(SHOWCASE.standard.productId);
      expect(records.every((t) => t.imageURL?.url.startsWith('/api/images/luma/') && t.priceData.currencyCode === 'USD')).toBe(true);
    });

    it('serves a product page with a photo for every colour, and the photos themselves', async () => {
      const res = await api('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=${SHOWCASE.standard.slug}`);
      expect(res.status).toBe(200);
      const record = res.body.products[0];
      const colours = record.skuInfo.primarySlice.sliceItems as { code: string; images: { url: string }[] }[];
      expect(colours.length).toBeGreaterThan(1);
      expect(colours.every((c) => c.images.length > 0)).toBe(true);
      const image = await fetch(`${sandbox.url}${record.product.defaultImage.url}?w=360`, { headers: { accept: 'image/webp' } });
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    });

    it('adds a product to a guest cart', async () => {
      const token = await fetch(`${sandbox.url}/api/auth/v0/an-us/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grantType: 'guest' }) });
      expect(token.status).toBe(200);
      const cookie = token.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const item = { productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 2, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' };
      const added = await api('POST', '/api/checkout/v0/an-us/carts/items', { items: [item] }, { cookie });
      expect(added.status).toBe(200);
      expect(added.body.items.map((i: { skuId: string; quantity: number }) => [i.skuId, i.quantity])).toEqual([[SHOWCASE.standard.inStockSkuId, 2]]);
    });
  });
});
