import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSkuUnavailable, NavigationGateway, ProductCatalog, SessionGateway, SiteConfigurationGateway, sitesOf } from '@vitrine/core';
import { BACKENDS, sandboxClient, type ContractBackend } from './support/backends.js';

/**
 * Contract: ProductCatalog, NavigationGateway, SiteConfigurationGateway and SessionGateway, written
 * once and run against the sandbox (the ky gateways over real HTTP) and the in-memory fakes
 * (shopping.md §7 "Catalogue", "Search" tiles; docs/api.md; decision 0147).
 */

describe.each(BACKENDS)('catalog contract (%s)', (name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    // Found here, within the hook's time-out, not in the first test that needs them.
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  const catalog = () => backend.client().get(ProductCatalog);

  describe('ProductCatalog', () => {
    it('loads a product by slug with SKUs, colours and Money in minor units', async () => {
      const { inStock } = await backend.samples();
      const result = await catalog().getProductBySlug(inStock.product.productSlug);
      if (!result.ok) throw new Error(result.error.code);
      const product = result.value;
      expect(product).toMatchObject({ productId: inStock.product.productId, productSlug: inStock.product.productSlug });
      const sku = product.skus.find((s) => s.skuId === inStock.sku.skuId)!;
      expect(sku.stockLevel).toBeGreaterThanOrEqual(2);
      expect(product.colors.map((c) => c.code)).toContain(sku.colorId);
      expect(Number.isInteger(sku.salePrice.amount) && sku.salePrice.currency).toBe('USD');
      expect(product.price.saleLow.amount).toBeLessThanOrEqual(product.price.saleHigh.amount);
    });

    it('gives every product a price range over its SKUs, with the markdown state of its SKUs', async () => {
      for (const product of (await backend.samples()).products) {
        const sale = product.skus.map((s) => s.salePrice.amount);
        const marked = product.skus.filter((s) => s.salePrice.amount < s.listPrice.amount).length;
        expect([product.price.saleLow.amount, product.price.saleHigh.amount]).toEqual([Math.min(...sale), Math.max(...sale)]);
        expect(product.price.markdownState).toBe(marked === 0 ? 'none' : marked === product.skus.length ? 'full' : 'partial');
        expect(product.price.hasMarkdown).toBe(marked > 0);
      }
    });

    it("gives CATALOG.NOT_FOUND 'No product found for {slug}' for an unknown slug", async () => {
      await expect(catalog().getProductBySlug('no-such-product')).resolves.toEqual({
        ok: false,
        error: { code: 'CATALOG.NOT_FOUND', message: 'No product found for no-such-product', details: { code: 'PRODUCT_NOT_FOUND' } },
      });
    });

    it("finds the product owning a SKU with that SKU's colour and size, and CATALOG.NOT_FOUND 'No SKU found for {skuId}' (decision 0360)", async () => {
      const { inStock } = await backend.samples();
      const result = await catalog().getProductBySku(inStock.sku.skuId);
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value).toMatchObject({ skuId: inStock.sku.skuId, colorId: inStock.sku.colorId, sizeId: inStock.sku.sizeId, product: { productId: inStock.product.productId } });
      await expect(catalog().getProductBySku('NO-SUCH-SKU')).resolves.toEqual({
        ok: false,
        error: { code: 'CATALOG.NOT_FOUND', message: 'No SKU found for NO-SUCH-SKU', details: { code: 'SKU_NOT_FOUND' } },
      });
    });

    it('loads products by id, leaving unknown ids out and colours without a sellable SKU out (exclude-filter=oos-color)', async () => {
      const bySlug = (await backend.samples()).products.slice(0, 6);
      const byId = await catalog().getProductsByIds([...bySlug.map((p) => p.productId), 'NO-SUCH-ID']);
      expect(byId.map((p) => p.productId).sort()).toEqual(bySlug.map((p) => p.productId).sort());
      for (const full of bySlug) {
        const sellable = full.colors.filter((c) => full.skus.some((s) => s.colorId === c.code && !isSkuUnavailable(s))).map((c) => c.code);
        expect(byId.find((p) => p.productId === full.productId)!.colors.map((c) => c.code)).toEqual(sellable);
      }
    });

    it('pages the tiles of a category', async () => {
      const leaf = [...(await backend.samples()).leaves].sort((a, b) => b.totalRecords - a.totalRecords)[0]!;
      expect(leaf.totalRecords).toBeGreaterThan(1);
      const slug = leaf.item.slug;
      const pageSize = Math.min(24, Math.floor(leaf.totalRecords / 2));
      const first = await catalog().getCategoryTiles(slug, 1, pageSize);
      const second = await catalog().getCategoryTiles(slug, 2, pageSize);
      if (!first.ok || !second.ok) throw new Error('a page failed');
      expect(first.value).toMatchObject({ category: { slug }, page: 1, pageSize, totalRecords: leaf.totalRecords });
      expect(first.value.tiles).toHaveLength(pageSize);
      expect(second.value.tiles.length).toBeGreaterThan(0);
      const firstIds = new Set(first.value.tiles.map((t) => t.productId));
      expect(second.value.tiles.some((t) => firstIds.has(t.productId))).toBe(false);
      expect(first.value.tiles[0]!.pdpURL).toMatch(/^\/shop\//);
      expect(Number.isInteger(first.value.tiles[0]!.price.saleLow.amount)).toBe(true);
    });

    it('gives CATALOG.NOT_FOUND for an unknown category and CATALOG.INVALID_REQUEST for an oversized page', async () => {
      await expect(catalog().getCategoryTiles('no-such-category', 1, 24)).resolves.toMatchObject({
        ok: false,
        error: { code: 'CATALOG.NOT_FOUND', message: 'No category found for no-such-category' },
      });
      const { leaves } = await backend.samples();
      await expect(catalog().getCategoryTiles(leaves[0]!.item.slug, 1, 10_000)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    });

    // Sandbox only: the in-memory back end serves one site in one currency.
    if (name === 'sandbox')
      it("prices the French site's products in EUR", async () => {
      const french = sandboxClient(backend.url!, sitesOf('an').find((s) => s.locale === 'fr-FR')!).get(ProductCatalog);
      const { inStock } = await backend.samples();
      const result = await french.getProductBySlug(inStock.product.productSlug);
      expect(result.ok && result.value.skus[0]!.salePrice.currency).toBe('EUR');
    });
  });

  describe('NavigationGateway', () => {
    const navigation = () => backend.client().get(NavigationGateway);

    it('loads the main navigation tree by slug', async () => {
      const { rootNavSlug } = await backend.samples();
      const result = await navigation().getNavigation({ slug: rootNavSlug });
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value.items.map((i) => i.slug)).toEqual([rootNavSlug]);
      expect(result.value.items[0]!.children.length).toBeGreaterThan(0);
      expect(result.value.breadcrumbs).toEqual([]);
    });

    it('gives the breadcrumbs of a leaf category, root first, and finds it again by categoryId', async () => {
      const [leaf] = (await backend.samples()).leaves;
      const bySlug = await navigation().getNavigation({ slug: leaf!.item.slug });
      expect(bySlug.ok && bySlug.value.breadcrumbs.map((b) => b.slug)).toEqual([...leaf!.ancestorSlugs]);
      const categoryId = bySlug.ok ? bySlug.value.items[0]!.categoryId : null;
      expect(categoryId).not.toBeNull();
      await expect(navigation().getNavigation({ categoryId: categoryId! })).resolves.toEqual(bySlug);
    });

    it("gives NAVIGATION.NOT_FOUND 'No nav tree found for {slug}'", async () => {
      await expect(navigation().getNavigation({ slug: 'ghost-category' })).resolves.toMatchObject({
        ok: false,
        error: { code: 'NAVIGATION.NOT_FOUND', message: 'No nav tree found for ghost-category' },
      });
    });

    it("the first category's first product loads by its slug", async () => {
      const client = backend.client();
      const root = await client.get(NavigationGateway).getNavigation({ slug: (await backend.samples()).rootNavSlug });
      if (!root.ok) throw new Error(root.error.code);
      const leaves = (items: typeof root.value.items): typeof root.value.items => items.flatMap((i) => (i.children.length === 0 ? [i] : leaves(i.children)));
      const firstCategory = leaves(root.value.items).find((i) => i.type === 'category')!;
      const tiles = await client.get(ProductCatalog).getCategoryTiles(firstCategory.slug, 1, 24);
      if (!tiles.ok) throw new Error(tiles.error.code);
      const product = await client.get(ProductCatalog).getProductBySlug(tiles.value.tiles[0]!.productSlug);
      expect(product.ok && product.value.productId).toBe(tiles.value.tiles[0]!.productId);
    });
  });

  describe('SiteConfigurationGateway and SessionGateway', () => {
    it('loads the site configuration once', async () => {
      const client = backend.client();
      const gateway = client.get(SiteConfigurationGateway);
      const configuration = await gateway.getConfiguration();
      const entries = client.logger.entries.length;
      expect(configuration).toMatchObject({ siteId: 'an-us', rootNavSlug: expect.any(String) });
      expect(configuration.currencies).toContain('USD');
      expect(configuration.maxQuantity).toBeGreaterThan(0);
      await expect(gateway.getConfiguration()).resolves.toBe(configuration);
      expect(client.logger.entries.length).toBe(entries);
    });

    it('creates a guest session and sets the auth payload cookie', async () => {
      const client = backend.client();
      const before = Date.now();
      const session = await client.get(SessionGateway).createGuestSession();
      expect(session).toMatchObject({ scope: 'GUEST', profileId: null });
      expect(session.expiresAt).toBeGreaterThan(before);
      expect(client.scope()).toBe('GUEST');
    });

    // Sandbox only: the in-memory back end has no HTTP, so no HttpOnly token cookie.
    if (name === 'sandbox')
      it('keeps the token itself in an HttpOnly cookie', async () => {
      const client = sandboxClient(backend.url!);
      await client.get(SessionGateway).createGuestSession();
      expect(Object.keys(client.cookies.getAll()).sort()).toEqual(['vitrine_auth', 'vitrine_token']);
    });
  });
});
