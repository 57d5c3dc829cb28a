import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SkuProductResponseDto, type PriceInfoResponseDto } from '@vitrine/contract';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

describe('the product owning a SKU (decision 0360)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('answers every SKU of a product with that product, the SKU colour and size', async () => {
    const prices = await h.json<PriceInfoResponseDto>('GET', `/api/catalog/v0/an-us/products/${SHOWCASE.markdown.productId}/price-info`);
    const last = prices.body.skus.at(-1)!;
    const res = await h.json<SkuProductResponseDto>('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/skus/${encodeURIComponent(last.skuId)}/product`);
    expect(res.status).toBe(200);
    expect(SkuProductResponseDto.parse(res.body)).toMatchObject({ skuId: last.skuId, colorId: last.colorId, sizeId: last.sizeId });
    expect(res.body.product.product.productId).toBe(SHOWCASE.markdown.productId);
    expect(res.body.product.skuInfo.skus.map((s) => s.skuId)).toContain(last.skuId);
  });

  it('answers 404 SKU_NOT_FOUND for an unknown SKU', async () => {
    const res = await h.json('GET', '/api/catalog/v0/an-us/pools/US_DIRECT/skus/NO-SUCH-SKU/product');
    expect([res.status, res.body.code, res.body.message]).toEqual([404, 'SKU_NOT_FOUND', 'No SKU found for NO-SUCH-SKU']);
  });
});
