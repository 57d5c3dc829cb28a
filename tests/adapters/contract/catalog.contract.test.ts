import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesOf } from '@vitrine/core';
import { SHOWCASE } from '../../../sandbox/src/seed/showcase.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { contractClient, type ContractClient } from './support/contract-harness.js';

/**
 * Contract: KyCatalogGateway, KyNavigationGateway, KySiteConfigurationGateway and KySessionGateway
 * over real HTTP against a real sandbox (shopping.md §7 "Catalogue", "Search" tiles; docs/api.md).
 */

let sandbox: { url: string; close: () => Promise<void> };
let client: ContractClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = contractClient(sandbox.url);
});
afterAll(async () => sandbox?.close());

describe('KyCatalogGateway (contract)', () => {
  it('loads a showcase product by slug with SKUs, colours and Money in minor units', async () => {
    const result = await client.catalog.getProductBySlug(SHOWCASE.standard.slug);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const product = result.value;
    expect(product).toMatchObject({ productId: SHOWCASE.standard.productId, productSlug: SHOWCASE.standard.slug, kind: 'regular' });
    const inStock = product.skus.find((s) => s.skuId === SHOWCASE.standard.inStockSkuId)!;
    expect(inStock).toMatchObject({ colorId: SHOWCASE.standard.colorCode, size: SHOWCASE.standard.inStockSize, stockLevel: SHOWCASE.standard.inStockUnits, availableStatus: 'available' });
    expect(Number.isInteger(inStock.salePrice.amount) && inStock.salePrice.currency).toBe('USD');
    expect(product.colors.map((c) => c.code)).toContain(SHOWCASE.standard.colorCode);
    expect(product.price.saleLow.amount).toBeLessThanOrEqual(product.price.saleHigh.amount);
  });

  it('reads the markdown states of the showcase', async () => {
    const full = await client.catalog.getProductBySlug(SHOWCASE.markdown.slug);
    const partial = await client.catalog.getProductBySlug(SHOWCASE.partialMarkdown.slug);
    expect(full.ok && full.value.price).toMatchObject({ hasMarkdown: true, markdownState: 'full' });
    expect(partial.ok && partial.value.price).toMatchObject({ hasMarkdown: true, markdownState: 'partial' });
  });

  it("gives CATALOG.NOT_FOUND 'No product found for {slug}' for an unknown slug", async () => {
    await expect(client.catalog.getProductBySlug('no-such-product')).resolves.toEqual({
      ok: false,
      error: { code: 'CATALOG.NOT_FOUND', message: 'No product found for no-such-product', details: { code: 'PRODUCT_NOT_FOUND' } },
    });
  });

  it('loads products by id, leaving unknown ids out and out-of-stock colours out (exclude-filter=oos-color)', async () => {
    const products = await client.catalog.getProductsByIds([SHOWCASE.standard.productId, SHOWCASE.discontinuedColor.productId, 'NO-SUCH-ID']);
    expect(products.map((p) => p.productId).sort()).toEqual([SHOWCASE.discontinuedColor.productId, SHOWCASE.standard.productId].sort());
    const bySlug = await client.catalog.getProductBySlug(SHOWCASE.discontinuedColor.slug);
    const byId = products.find((p) => p.productId === SHOWCASE.discontinuedColor.productId)!;
    expect(bySlug.ok && bySlug.value.colors.map((c) => c.code)).toContain(SHOWCASE.discontinuedColor.colorCode);
    expect(byId.colors.map((c) => c.code)).not.toContain(SHOWCASE.discontinuedColor.colorCode);
    expect(byId.colors.map((c) => c.code)).toContain(SHOWCASE.discontinuedColor.availableColorCode);
  });

  it('pages the tiles of a category through the search service', async () => {
    const { slug, pageSize } = SHOWCASE.pagedCategory;
    const first = await client.catalog.getCategoryTiles(slug, 1, pageSize);
    const second = await client.catalog.getCategoryTiles(slug, 2, pageSize);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.value).toMatchObject({ category: { slug }, page: 1, pageSize });
    expect(first.value.tiles).toHaveLength(pageSize);
    expect(first.value.totalRecords).toBeGreaterThan(pageSize);
    const firstIds = new Set(first.value.tiles.map((t) => t.productId));
    expect(second.value.tiles.some((t) => firstIds.has(t.productId))).toBe(false);
    expect(first.value.tiles[0]!.pdpURL).toMatch(/^\/shop\//);
    expect(Number.isInteger(first.value.tiles[0]!.price.saleLow.amount)).toBe(true);
  });

  it('gives CATALOG.NOT_FOUND for an unknown category and CATALOG.INVALID_REQUEST for an oversized page', async () => {
    await expect(client.catalog.getCategoryTiles('no-such-category', 1, 24)).resolves.toMatchObject({
      ok: false,
      error: { code: 'CATALOG.NOT_FOUND', message: 'No category found for no-such-category' },
    });
    await expect(client.catalog.getCategoryTiles(SHOWCASE.pagedCategory.slug, 1, 10_000)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
  });

  it("prices the French site's products in EUR", async () => {
    const french = contractClient(sandbox.url, { site: sitesOf('an').find((s) => s.locale === 'fr-FR')! });
    const result = await french.catalog.getProductBySlug(SHOWCASE.homeGoods.slug);
    expect(result.ok && result.value.skus[0]!.salePrice.currency).toBe('EUR');
    expect(result.ok && result.value.displayName).toBe(SHOWCASE.homeGoods.frName);
  });
});

describe('KyNavigationGateway (contract)', () => {
  it('loads the main navigation tree by slug', async () => {
    const result = await client.navigation.getNavigation({ slug: SHOWCASE.rootNavSlug });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.items.map((i) => i.slug)).toEqual([SHOWCASE.rootNavSlug]);
    expect(result.value.items[0]!.children.length).toBeGreaterThan(0);
    expect(result.value.breadcrumbs).toEqual([]);
  });

  it('gives the breadcrumbs of a leaf category, root first, and finds it again by categoryId', async () => {
    const bySlug = await client.navigation.getNavigation({ slug: SHOWCASE.leafCategory.slug });
    expect(bySlug.ok && bySlug.value.breadcrumbs.map((b) => b.slug)).toEqual([...SHOWCASE.leafCategory.ancestorSlugs]);
    const categoryId = bySlug.ok ? bySlug.value.items[0]!.categoryId : null;
    expect(categoryId).not.toBeNull();
    const byId = await client.navigation.getNavigation({ categoryId: categoryId! });
    expect(byId).toEqual(bySlug);
  });

  it("gives NAVIGATION.NOT_FOUND 'No nav tree found for {slug}'", async () => {
    await expect(client.navigation.getNavigation({ slug: 'ghost-category' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'NAVIGATION.NOT_FOUND', message: 'No nav tree found for ghost-category' },
    });
  });
});

describe('KySiteConfigurationGateway and KySessionGateway (contract)', () => {
  it('loads the site configuration once', async () => {
    const gatewayCalls = client.logger.entries.length;
    const configuration = await client.siteConfiguration.getConfiguration();
    expect(configuration).toMatchObject({ siteId: 'an-us', rootNavSlug: SHOWCASE.rootNavSlug });
    expect(configuration.currencies).toContain('USD');
    expect(configuration.maxQuantity).toBeGreaterThan(0);
    await expect(client.siteConfiguration.getConfiguration()).resolves.toBe(configuration);
    expect(client.logger.entries.length).toBe(gatewayCalls);
  });

  it('creates a guest session and receives the token and auth cookies', async () => {
    const fresh = contractClient(sandbox.url);
    const before = Date.now();
    const session = await fresh.session.createGuestSession();
    expect(session.scope).toBe('GUEST');
    expect(session.expiresAt).toBeGreaterThan(before);
    expect(fresh.cookieNames()).toEqual(['vitrine_auth', 'vitrine_token']);
    const token = fresh.cookies.getCookiesSync(`${sandbox.url}/api`).find((c) => c.key === 'vitrine_token')!;
    expect(token.httpOnly).toBe(true);
  });
});
