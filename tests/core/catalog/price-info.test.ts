import { describe, expect, it } from 'vitest';
import { percentOff, priceDetails, type PriceInfo, type SkuPrice } from '@vitrine/core';
import { aPriceRange, usd } from '../../mothers/product.mother.js';

const sku = (skuId: string, colorId: string, list: number, sale: number): SkuPrice => ({ skuId, colorId, sizeId: 'M', listPrice: usd(list), salePrice: usd(sale) });

/** A hoodie whose Orange SKUs are 30% and 25% off and whose Black SKU is at full price. */
const info: PriceInfo = {
  productId: 'MH01',
  range: aPriceRange(5200, { saleLow: usd(3640), saleHigh: usd(5200), listLow: usd(5200), listHigh: usd(5200), hasMarkdown: true, markdownState: 'partial' }),
  skus: [sku('MH01-M-Orange', 'ORANGE', 5200, 3640), sku('MH01-L-Orange', 'ORANGE', 5200, 3900), sku('MH01-M-Black', 'BLACK', 5200, 5200)],
};

describe('price info (shopping.md §7 price-info; decision 0272)', () => {
  it('gives the whole percent off a list price, rounded down, and 0 without a markdown', () => {
    expect(percentOff(usd(5200), usd(3640))).toBe(30);
    expect(percentOff(usd(3000), usd(1999))).toBe(33);
    expect(percentOff(usd(5200), usd(5200))).toBe(0);
    expect(percentOff(usd(5200), usd(5300))).toBe(0);
    expect(percentOff(usd(0), usd(0))).toBe(0);
  });

  it("details the picked SKU's regular and sale price, percent off and saving", () => {
    expect(priceDetails(info, 'MH01-M-Orange')).toEqual({
      sku: info.skus[0],
      list: { low: usd(5200), high: null },
      sale: { low: usd(3640), high: null },
      percentOff: { low: 30, high: 30 },
      saving: usd(1560),
      markedDownColors: [],
    });
    expect(priceDetails(info, 'MH01-M-Black')).toMatchObject({ percentOff: { low: 0, high: 0 }, saving: null });
  });

  it('details the whole product without a SKU (or with one it does not have): ranges, smallest and largest percent off, marked-down colours', () => {
    const whole = priceDetails(info, null);
    expect(whole).toEqual({
      sku: null,
      list: { low: usd(5200), high: null },
      sale: { low: usd(3640), high: usd(5200) },
      percentOff: { low: 0, high: 30 },
      saving: null,
      markedDownColors: ['ORANGE'],
    });
    expect(priceDetails(info, 'NO-SUCH-SKU')).toEqual(whole);
  });

  it('details a product without SKUs from its ranges alone', () => {
    expect(priceDetails({ productId: 'KIT', range: aPriceRange(0), skus: [] }, null)).toMatchObject({ percentOff: { low: 0, high: 0 }, markedDownColors: [], sale: { low: usd(0), high: null } });
  });
});
