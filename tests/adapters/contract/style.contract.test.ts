import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceInfoGateway, ProductCatalog, StyleGateway, lookToShow } from '@vitrine/core';
import { SAMPLE_STYLE_ID } from '@vitrine/adapters/in-memory';
import { BACKENDS, type ContractBackend } from './support/backends.js';

/**
 * Contract: StyleGateway and PriceInfoGateway, written once and run against the sandbox (ky gateway
 * over real HTTP) and the in-memory back end (shopping.md §2 "/shop/style/{id}", §7 price-info;
 * decisions 0147, 0270, 0272).
 */

function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe.each(BACKENDS)('style looks and price info contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => backend?.close());
  const styleId = () => (backend.name === 'sandbox' ? 'wj02-look' : SAMPLE_STYLE_ID);

  it('loads a look with its anchor first and every piece a buyable product, and finds it from each piece', async () => {
    const styles = backend.client().get(StyleGateway);
    const look = valueOf(await styles.getStyle(styleId()));
    expect(look.styleId).toBe(styleId());
    expect(look.pieces.length).toBeGreaterThanOrEqual(2);
    expect(look.pieces.map((p) => p.position)).toEqual(look.pieces.map((_p, i) => i + 1));
    expect(look.pieces[0]).toMatchObject({ linkType: 'anchor', product: { productId: look.anchorProductId } });
    for (const piece of look.pieces) {
      expect(piece.product.skus.length).toBeGreaterThan(0);
      const holding = await styles.getStylesOf(piece.product.productId);
      expect(holding.map((s) => s.styleId)).toContain(look.styleId);
    }
    const own = await styles.getStylesOf(look.anchorProductId);
    expect(lookToShow(look.anchorProductId, own)).toMatchObject({ styleId: look.styleId, pieceCount: look.pieces.length });
    expect(own[0]!.image?.url).toBeTruthy();
  });

  it('refuses an unknown look with CATALOG.NOT_FOUND and lists no look for an unknown product', async () => {
    const styles = backend.client().get(StyleGateway);
    await expect(styles.getStyle('no-such-look')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.NOT_FOUND', details: { code: 'STYLE_NOT_FOUND' } } });
    await expect(styles.getStylesOf('NO-SUCH-PRODUCT')).resolves.toEqual([]);
  });

  it("gives a product's price info as its price range and every SKU's prices, in minor units", async () => {
    const client = backend.client();
    const look = valueOf(await client.get(StyleGateway).getStyle(styleId()));
    const product = look.pieces[0]!.product;
    const info = valueOf(await client.get(PriceInfoGateway).getPriceInfo(product.productId));
    expect(info.productId).toBe(product.productId);
    expect(info.range).toEqual(product.price);
    expect(info.skus.map((s) => s.skuId).sort()).toEqual(product.skus.map((s) => s.skuId).sort());
    for (const sku of product.skus) expect(info.skus.find((s) => s.skuId === sku.skuId)).toMatchObject({ listPrice: sku.listPrice, salePrice: sku.salePrice, colorId: sku.colorId });
    expect(Number.isInteger(info.skus[0]!.salePrice.amount)).toBe(true);
    const bySlug = valueOf(await client.get(ProductCatalog).getProductBySlug(product.productSlug));
    expect(info.range.saleLow.currency).toBe(bySlug.price.saleLow.currency);
    await expect(client.get(PriceInfoGateway).getPriceInfo('NO-SUCH-PRODUCT')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.NOT_FOUND' } });
  });
});
