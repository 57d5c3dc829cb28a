import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecordDto } from '@vitrine/contract';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

/** The seeded database really has the properties the showcase fixtures promise, in every pool. */
describe('showcase fixtures', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  const POOLS = [
    ['an-us', 'US_DIRECT'],
    ['an-uk', 'UK_DIRECT'],
    ['an-ca', 'CA_DIRECT'],
    ['an-fr', 'EU_DIRECT'],
  ] as const;

  async function record(slug: string, site = 'an-us', pool = 'US_DIRECT'): Promise<ProductRecordDto> {
    const res = await h.json(`GET`, `/api/catalog/v0/${site}/pools/${pool}/products?slug=${slug}`);
    expect(res.status).toBe(200);
    return res.body.products[0];
  }
  const sku = (r: ProductRecordDto, skuId: string) => {
    const found = r.skuInfo.skus.find((s) => s.skuId === skuId);
    expect(found, skuId).toBeDefined();
    return found!;
  };

  it.each(POOLS)('standard: in-stock and sold-out sizes, full price (%s)', async (site, pool) => {
    const r = await record(SHOWCASE.standard.slug, site, pool);
    expect(r.product.productId).toBe(SHOWCASE.standard.productId);
    expect(r.skuInfo.markdownState).toBe('none');
    const inStock = sku(r, SHOWCASE.standard.inStockSkuId);
    expect([inStock.colorId, inStock.size, inStock.stockLevel, inStock.availabilityCode]).toEqual([SHOWCASE.standard.colorCode, SHOWCASE.standard.inStockSize, SHOWCASE.standard.inStockUnits, 1000]);
    const oos = sku(r, SHOWCASE.standard.outOfStockSkuId);
    expect([oos.colorId, oos.size, oos.stockLevel + oos.backorder, oos.availabilityCode]).toEqual([SHOWCASE.standard.colorCode, SHOWCASE.standard.outOfStockSize, 0, 1111]);
  });

  it('markdown: every SKU on sale in every currency, FINAL_SALE badge', async () => {
    for (const [site, pool] of POOLS) {
      const r = await record(SHOWCASE.markdown.slug, site, pool);
      expect(r.skuInfo.markdownState).toBe('full');
      expect(r.skuInfo.skus.every((s) => s.salePrice < s.listPrice)).toBe(true);
    }
    expect((await record(SHOWCASE.markdown.slug)).product.badges.map((b) => b.type)).toContain('FINAL_SALE');
  });

  it('partial markdown: one colour on sale, another at full price', async () => {
    const r = await record(SHOWCASE.partialMarkdown.slug);
    expect(r.skuInfo.markdownState).toBe('partial');
    expect(r.skuInfo.hasMarkdown).toBe(true);
    const colour = (code: string) => r.skuInfo.skus.filter((s) => s.colorId === code);
    expect(colour(SHOWCASE.partialMarkdown.markedDownColorCode).every((s) => s.salePrice < s.listPrice)).toBe(true);
    expect(colour(SHOWCASE.partialMarkdown.fullPriceColorCode).every((s) => s.salePrice === s.listPrice)).toBe(true);
  });

  it.each(POOLS)('backordered colour: stock 0, backorder > 0, status backordered, code 1003 (%s)', async (site, pool) => {
    const s = sku(await record(SHOWCASE.backordered.slug, site, pool), SHOWCASE.backordered.skuId);
    expect([s.stockLevel, s.backorder, s.availableStatus, s.availabilityCode]).toEqual([0, SHOWCASE.backordered.backorderUnits, 'backordered', 1003]);
  });

  it('preorder: preorderFlag and PRE_ORDER badge; backorder units are available, not backordered', async () => {
    const r = await record(SHOWCASE.preorder.slug);
    expect(r.product.preorderFlag).toBe(true);
    expect(r.product.badges.map((b) => b.type)).toContain('PRE_ORDER');
    const s = sku(r, SHOWCASE.preorder.skuId);
    expect([s.stockLevel, s.backorder, s.availabilityCode]).toEqual([0, SHOWCASE.preorder.backorderUnits, 1000]);
  });

  it('discontinued colour: its SKUs are discontinued (1005), another colour sells', async () => {
    const r = await record(SHOWCASE.discontinuedColor.slug);
    const dead = r.skuInfo.skus.filter((s) => s.colorId === SHOWCASE.discontinuedColor.colorCode);
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.every((s) => s.availableStatus === 'discontinued' && s.availabilityCode === 1005)).toBe(true);
    expect(r.skuInfo.skus.some((s) => s.colorId === SHOWCASE.discontinuedColor.availableColorCode && s.availabilityCode === 1000)).toBe(true);
  });

  it.each(POOLS)('deep stock above 99 and low stock at or below the threshold (%s)', async (site, pool) => {
    expect(sku(await record(SHOWCASE.deepStock.slug, site, pool), SHOWCASE.deepStock.skuId).stockLevel).toBe(SHOWCASE.deepStock.units);
    expect(SHOWCASE.deepStock.units).toBeGreaterThan(99);
    const low = sku(await record(SHOWCASE.lowStock.slug, site, pool), SHOWCASE.lowStock.skuId);
    expect(low.stockLevel).toBe(SHOWCASE.lowStock.units);
    const config = await h.json('GET', `/api/catalog/v0/${site}/configuration`);
    expect(low.stockLevel).toBeLessThanOrEqual(config.body.lowStockThreshold);
    expect(SHOWCASE.deepStock.units).toBeLessThanOrEqual(config.body.maxQuantity);
  });

  it('fits: Regular, Petite and Tall; Petite lacks the largest size, Tall the smallest', async () => {
    const r = await record(SHOWCASE.withFits.slug);
    expect(r.skuInfo.secondarySlice.sliceItems.map((f) => f.code)).toEqual([...SHOWCASE.withFits.fits]);
    expect(r.product.defaultSizeType).toBe(SHOWCASE.withFits.defaultFit);
    const sizesOf = (fit: string) => r.skuInfo.secondarySlice.sliceItems.find((f) => f.code === fit)!.includedSizes;
    expect(sizesOf('REGULAR')).toEqual(expect.arrayContaining([SHOWCASE.withFits.notInPetiteSize, SHOWCASE.withFits.notInTallSize]));
    expect(sizesOf('PETITE')).not.toContain(SHOWCASE.withFits.notInPetiteSize);
    expect(sizesOf('TALL')).not.toContain(SHOWCASE.withFits.notInTallSize);
    expect(sku(r, SHOWCASE.withFits.petiteSkuId)).toMatchObject({ sizeType: 'PETITE', colorId: SHOWCASE.withFits.colorCode, availabilityCode: 1000 });
    expect(sku(r, SHOWCASE.withFits.tallSkuId)).toMatchObject({ sizeType: 'TALL', availabilityCode: 1000 });
  });

  it('sold out: displaySoldOut, DISPLAY_SOLD_OUT badge, every SKU unavailable', async () => {
    const r = await record(SHOWCASE.soldOut.slug);
    expect(r.product.displaySoldOut).toBe(true);
    expect(r.product.badges.map((b) => b.type)).toContain('DISPLAY_SOLD_OUT');
    expect(r.skuInfo.skus.every((s) => s.availabilityCode === 1111)).toBe(true);
    expect(r.skuInfo.hasAvailableSku).toBe(false);
  });

  it('NEW badge from Luma, Top Rated reviews, a price range, fpmovement activewear', async () => {
    expect((await record(SHOWCASE.newBadge.slug)).product.badges.map((b) => b.type)).toContain('NEW');
    const top = await record(SHOWCASE.topRated.slug);
    const config = (await h.json('GET', '/api/catalog/v0/an-us/configuration')).body;
    expect(top.reviews.count).toBeGreaterThanOrEqual(config.topRated.minReviewCount);
    expect(top.reviews.averageRating).toBeGreaterThanOrEqual(config.topRated.minAverageRating);
    const range = await record(SHOWCASE.priceRange.slug);
    expect(range.skuInfo.listPriceHigh).toBeGreaterThan(range.skuInfo.listPriceLow);
    const fp = await record(SHOWCASE.fpMovement.slug);
    expect(fp.product.subBrand).toBe('fpmovement');
    const tiles = await h.json('POST', `/api/catalog-search-service/v0/fp-us/tiles/${SHOWCASE.fpMovement.categorySlug}`, { pageSize: 100, page: 1 });
    expect(tiles.body.records.map((t: { productId: string }) => t.productId)).toContain(SHOWCASE.fpMovement.productId);
  });

  it('home goods: anthroliving, USD and EUR source prices, de and fr names', async () => {
    const us = await record(SHOWCASE.homeGoods.slug);
    expect(us.product.subBrand).toBe('anthroliving');
    expect(us.product.parentCategory?.slug).toBe(SHOWCASE.homeGoods.categorySlug);
    expect(sku(us, SHOWCASE.homeGoods.skuId).listPrice).toBe(SHOWCASE.homeGoods.usdPrice);
    const de = await record(SHOWCASE.homeGoods.slug, 'an-de', 'EU_DIRECT');
    expect(de.product.displayName).toBe(SHOWCASE.homeGoods.deName);
    expect(de.skuInfo.currencyCode).toBe('EUR');
    const fr = await record(SHOWCASE.homeGoods.slug, 'an-fr', 'EU_DIRECT');
    expect(fr.product.displayName).toBe(SHOWCASE.homeGoods.frName);
  });

  it('paged category: more than one page of 24; root and leaf navigation slugs exist', async () => {
    const tiles = await h.json('POST', `/api/catalog-search-service/v0/an-us/tiles/${SHOWCASE.pagedCategory.slug}`, { pageSize: SHOWCASE.pagedCategory.pageSize, page: 1 });
    expect(tiles.body.totalRecords).toBeGreaterThan(SHOWCASE.pagedCategory.pageSize);
    const config = await h.json('GET', '/api/catalog/v0/an-us/configuration');
    expect(config.body.rootNavSlug).toBe(SHOWCASE.rootNavSlug);
    const leaf = await h.json('GET', `/api/catalog/v0/an-us/navigation?slug=${SHOWCASE.leafCategory.slug}&breadcrumbs=true`);
    expect(leaf.body.ancestorNavigationItems.map((i: { slug: string }) => i.slug)).toEqual([...SHOWCASE.leafCategory.ancestorSlugs]);
  });
});
