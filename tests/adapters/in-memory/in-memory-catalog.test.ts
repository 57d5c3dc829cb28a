import { describe, expect, it } from 'vitest';
import { InMemoryCatalog, InMemoryNavigation, productTileOf } from '../../../adapters/src/in-memory/index.js';
import { aNavForest, aNavTree } from '../../mothers/navigation.mother.js';
import { anotherProduct, aProduct, aSoldOutProduct } from '../../mothers/product.mother.js';
import { aTile } from '../../mothers/tile.mother.js';

describe('InMemoryCatalog', () => {
  const catalog = () => new InMemoryCatalog([aProduct(), anotherProduct()]);

  it('finds products by slug, with the gateway errors', async () => {
    const c = catalog();
    await expect(c.getProductBySlug('chaz-kangeroo-hoodie')).resolves.toEqual({ ok: true, value: aProduct() });
    await expect(c.getProductBySlug('nope')).resolves.toEqual({ ok: false, error: { code: 'CATALOG.NOT_FOUND', message: 'No product found for nope', details: { code: 'PRODUCT_NOT_FOUND' } } });
    await expect(c.getProductBySlug('')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    expect(c.calls).toEqual(['getProductBySlug chaz-kangeroo-hoodie', 'getProductBySlug nope', 'getProductBySlug ']);
  });

  it('finds the product owning a SKU, with the gateway errors (decision 0360)', async () => {
    const c = catalog();
    const sku = anotherProduct().skus.at(-1)!;
    await expect(c.getProductBySku(sku.skuId)).resolves.toEqual({ ok: true, value: { skuId: sku.skuId, colorId: sku.colorId, sizeId: sku.sizeId, product: anotherProduct() } });
    await expect(c.getProductBySku('nope')).resolves.toEqual({ ok: false, error: { code: 'CATALOG.NOT_FOUND', message: 'No SKU found for nope', details: { code: 'SKU_NOT_FOUND' } } });
    await expect(c.getProductBySku(' ')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    expect(c.calls).toEqual([`getProductBySku ${sku.skuId}`, 'getProductBySku nope', 'getProductBySku  ']);
  });

  it('finds products by id, leaving unknown ids out', async () => {
    await expect(catalog().getProductsByIds(['MH02', 'X'])).resolves.toEqual([anotherProduct()]);
  });

  it('pages the tiles of a category implied by parentCategory', async () => {
    const c = catalog();
    const page1 = await c.getCategoryTiles('mens-hoodies-sweatshirts', 1, 1);
    expect(page1).toMatchObject({ ok: true, value: { page: 1, pageSize: 1, totalRecords: 2 } });
    expect(page1.ok && page1.value.tiles).toEqual([aTile()]);
    const page2 = await c.getCategoryTiles('mens-hoodies-sweatshirts', 2, 1);
    expect(page2.ok && page2.value.tiles.map((t) => t.productId)).toEqual(['MH02']);
    await expect(c.getCategoryTiles('nope', 1, 24)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.NOT_FOUND', message: 'No category found for nope' } });
    await expect(c.getCategoryTiles('nope', 0, 24)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
  });

  it('refines the tiles to sub-brands, case-insensitively; an empty list does not refine (decision 0344)', async () => {
    const living = { ...anotherProduct(), subBrand: 'anthroliving' };
    const c = new InMemoryCatalog([aProduct(), living]);
    const refined = await c.getCategoryTiles('mens-hoodies-sweatshirts', 1, 24, { subBrands: ['AnthroLiving'] });
    expect(refined.ok && [refined.value.totalRecords, refined.value.tiles.map((t) => t.productId)]).toEqual([1, ['MH02']]);
    const unrefined = await c.getCategoryTiles('mens-hoodies-sweatshirts', 1, 24, { subBrands: [] });
    expect(unrefined.ok && unrefined.value.totalRecords).toBe(2);
    expect(c.calls).toEqual(['getCategoryTiles mens-hoodies-sweatshirts 1 24 subBrands=AnthroLiving', 'getCategoryTiles mens-hoodies-sweatshirts 1 24 subBrands=']);
  });

  it('accepts explicit categories', async () => {
    const c = new InMemoryCatalog([aProduct(), anotherProduct()], [{ category: { slug: 'sale', displayName: 'Sale' }, productIds: ['MH02'] }]);
    const page = await c.getCategoryTiles('sale', 1, 24);
    expect(page.ok && page.value.tiles.map((t) => t.productId)).toEqual(['MH02']);
  });
});

describe('productTileOf', () => {
  it('builds the tile the API would send for the hoodie', () => {
    expect(productTileOf(aProduct())).toEqual(aTile());
  });

  it('marks a sold-out product', () => {
    expect(productTileOf(aSoldOutProduct({ displaySoldOut: false })).displaySoldOut).toBe(true);
  });
});

describe('InMemoryNavigation', () => {
  const navigation = () => new InMemoryNavigation(aNavForest());

  it('answers the item with its subtree and its ancestors, by slug or categoryId', async () => {
    await expect(navigation().getNavigation({ slug: 'men' })).resolves.toEqual({ ok: true, value: aNavTree() });
    await expect(navigation().getNavigation({ categoryId: 'cat-men' })).resolves.toEqual({ ok: true, value: aNavTree() });
    const deep = await navigation().getNavigation({ slug: 'shipping' });
    expect(deep.ok && deep.value.breadcrumbs.map((b) => b.slug)).toEqual(['an-root', 'help']);
  });

  it('gives the gateway errors', async () => {
    await expect(navigation().getNavigation({ slug: 'ghost' })).resolves.toMatchObject({ ok: false, error: { code: 'NAVIGATION.NOT_FOUND', message: 'No nav tree found for ghost' } });
    await expect(navigation().getNavigation({ slug: 'men', categoryId: 'x' } as never)).resolves.toMatchObject({ ok: false, error: { code: 'NAVIGATION.INVALID_REQUEST' } });
  });
});
