import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceInfoResponseDto, ProductStylesResponseDto, StyleResponseDto } from '@vitrine/contract';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

/** The look anchored by the fully marked-down Josie Yoga Jacket (WJ02): Luma relates it to WH04, cross-sells the Sprite Yoga Strap (24-WG087, one length of product 24-WG085). */
const LOOK = { styleId: 'wj02-look', anchor: SHOWCASE.markdown.productId };

describe('style pages and price info (decisions 0270, 0272)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('serves a seeded look: the anchor, then its related products and a cross-sell, as full product records', async () => {
    const res = await h.json<StyleResponseDto>('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/styles/${LOOK.styleId}`);
    expect(res.status).toBe(200);
    expect(res.body.anchorProductId).toBe(LOOK.anchor);
    expect(res.body.pieces.map((p) => [p.position, p.linkType, p.product.product.productId])).toEqual([
      [1, 'anchor', 'WJ02'],
      [2, 'related', 'WH04'],
      [3, 'crosssell', '24-WG085'],
    ]);
    expect(res.body.pieces[0]!.product.skuInfo.skus.length).toBeGreaterThan(1);
    expect(res.body.pieces[0]!.product.skuInfo.currencyCode).toBe('USD');
  });

  it('answers 404 STYLE_NOT_FOUND for an unknown look', async () => {
    const res = await h.json('GET', '/api/catalog/v0/an-us/pools/US_DIRECT/styles/no-such-look');
    expect([res.status, res.body.code, res.body.message]).toEqual([404, 'STYLE_NOT_FOUND', 'No style found for no-such-look']);
  });

  it('lists the looks holding a product, the one it anchors first, and none for a product outside every look', async () => {
    const own = await h.json<ProductStylesResponseDto>('GET', `/api/catalog/v0/an-us/products/${LOOK.anchor}/styles`);
    expect(own.status).toBe(200);
    expect(own.body.styles[0]).toMatchObject({ styleId: LOOK.styleId, anchorProductId: LOOK.anchor, displayName: 'Josie Yoga Jacket', pieceCount: 3 });
    expect(own.body.styles[0]!.image?.url).toMatch(/^\/api\/images\/luma\//);
    const member = await h.json<ProductStylesResponseDto>('GET', '/api/catalog/v0/an-us/products/WH04/styles');
    expect(member.body.styles.map((s) => s.styleId)).toContain(LOOK.styleId);
    expect(member.body.styles[0]!.anchorProductId).toBe('WH04');
    const none = await h.json<ProductStylesResponseDto>('GET', '/api/catalog/v0/an-us/products/NO-SUCH-PRODUCT/styles');
    expect([none.status, none.body.styles]).toEqual([200, []]);
  });

  it('serves the price info of a marked-down product with every SKU on sale, in the site currency', async () => {
    const res = await h.json<PriceInfoResponseDto>('GET', `/api/catalog/v0/an-us/products/${SHOWCASE.markdown.productId}/price-info`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ productId: 'WJ02', currencyCode: 'USD', hasMarkdown: true, markdownState: 'full' });
    expect(res.body.skus.length).toBeGreaterThan(1);
    expect(res.body.skus.every((s) => s.salePrice < s.listPrice)).toBe(true);
    expect(res.body.salePriceLow).toBe(Math.min(...res.body.skus.map((s) => s.salePrice)));
    expect(res.body.listPriceHigh).toBe(Math.max(...res.body.skus.map((s) => s.listPrice)));
    const record = await h.json('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=${SHOWCASE.markdown.slug}`);
    const skuInfo = record.body.products[0].skuInfo;
    expect(res.body).toMatchObject({ listPriceLow: skuInfo.listPriceLow, salePriceHigh: skuInfo.salePriceHigh });
  });

  it('answers price info in the site currency, partial markdowns included, and 404 PRODUCT_NOT_FOUND for an unknown product', async () => {
    const partial = await h.json<PriceInfoResponseDto>('GET', `/api/catalog/v0/fp-uk/products/${SHOWCASE.partialMarkdown.productId}/price-info`);
    expect([partial.status, partial.body.currencyCode, partial.body.markdownState]).toEqual([200, 'GBP', 'partial']);
    expect(partial.body.skus.some((s) => s.colorId === SHOWCASE.partialMarkdown.markedDownColorCode && s.salePrice < s.listPrice)).toBe(true);
    expect(partial.body.skus.some((s) => s.colorId === SHOWCASE.partialMarkdown.fullPriceColorCode && s.salePrice === s.listPrice)).toBe(true);
    const missing = await h.json('GET', '/api/catalog/v0/an-us/products/NO-SUCH-PRODUCT/price-info');
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([404, 'PRODUCT_NOT_FOUND', 'No product found for NO-SUCH-PRODUCT']);
  });
});
