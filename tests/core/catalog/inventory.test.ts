import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_CODE,
  availabilityCodeOf,
  isBackInStockOffered,
  isColorSoldOut,
  isLowStock,
  isSkuBackordered,
  isSkuUnavailable,
  sellableQuantity,
} from '@vitrine/core';
import { aSku, aSoldOutSku, stockArb } from '../../mothers/core/product.mother.js';

describe('isSkuUnavailable (shopping §4)', () => {
  it('is unavailable when stock and backorder are both 0', () => {
    expect(isSkuUnavailable({ availableStatus: 'available', stockLevel: 0, backorder: 0 })).toBe(true);
  });
  it.each(['unavailable', 'discontinued'] as const)('is unavailable when the status is %s, whatever the stock', (availableStatus) => {
    expect(isSkuUnavailable({ availableStatus, stockLevel: 9, backorder: 9 })).toBe(true);
  });
  it('is available with stock on hand', () => {
    expect(isSkuUnavailable({ availableStatus: 'available', stockLevel: 1, backorder: 0 })).toBe(false);
  });
  it('is available with backorder only', () => {
    expect(isSkuUnavailable({ availableStatus: 'backordered', stockLevel: 0, backorder: 1 })).toBe(false);
  });
  it('property: unavailable exactly when the status says so or stock + backorder is 0', () => {
    fc.assert(
      fc.property(stockArb, (s) => {
        const expected = s.availableStatus === 'unavailable' || s.availableStatus === 'discontinued' || s.stockLevel + s.backorder === 0;
        expect(isSkuUnavailable(s)).toBe(expected);
      }),
    );
  });
});

describe('isSkuBackordered (shopping §4)', () => {
  it('is backordered when stock is 0 with backorder above 0', () => {
    expect(isSkuBackordered({ availableStatus: 'available', stockLevel: 0, backorder: 3, isDropShip: false }, false)).toBe(true);
  });
  it('is backordered when the status is backordered and units remain', () => {
    expect(isSkuBackordered({ availableStatus: 'backordered', stockLevel: 2, backorder: 0, isDropShip: false }, false)).toBe(true);
  });
  it('is not backordered with stock on hand and an available status', () => {
    expect(isSkuBackordered({ availableStatus: 'available', stockLevel: 2, backorder: 3, isDropShip: false }, false)).toBe(false);
  });
  it('a preorder flag disables backordered', () => {
    expect(isSkuBackordered({ availableStatus: 'backordered', stockLevel: 0, backorder: 3, isDropShip: false }, true)).toBe(false);
  });
  it('drop-ship SKUs are never backordered', () => {
    expect(isSkuBackordered({ availableStatus: 'backordered', stockLevel: 0, backorder: 3, isDropShip: true }, false)).toBe(false);
  });
  it('an unavailable SKU is not backordered', () => {
    expect(isSkuBackordered({ availableStatus: 'backordered', stockLevel: 0, backorder: 0, isDropShip: false }, false)).toBe(false);
  });
  it('property: backordered implies available, not drop-ship and no preorder', () => {
    fc.assert(
      fc.property(stockArb, fc.boolean(), (s, preorder) => {
        if (isSkuBackordered(s, preorder)) {
          expect(isSkuUnavailable(s)).toBe(false);
          expect(s.isDropShip).toBe(false);
          expect(preorder).toBe(false);
          expect(s.availableStatus === 'backordered' || (s.stockLevel === 0 && s.backorder > 0)).toBe(true);
        }
      }),
    );
  });
});

describe('sellableQuantity', () => {
  it('adds stock and backorder', () => {
    expect(sellableQuantity({ availableStatus: 'available', stockLevel: 2, backorder: 3 })).toBe(5);
  });
  it('is 0 for an unavailable SKU', () => {
    expect(sellableQuantity({ availableStatus: 'discontinued', stockLevel: 2, backorder: 3 })).toBe(0);
  });
  it('ignores negative counts from bad data', () => {
    expect(sellableQuantity({ availableStatus: 'available', stockLevel: -2, backorder: 3 })).toBe(3);
    expect(sellableQuantity({ availableStatus: 'available', stockLevel: 4, backorder: -1 })).toBe(4);
  });
  it('property: never negative, and 0 exactly when unavailable', () => {
    fc.assert(
      fc.property(stockArb, (s) => {
        const q = sellableQuantity(s);
        expect(q).toBeGreaterThanOrEqual(0);
        expect(q === 0).toBe(isSkuUnavailable(s));
      }),
    );
  });
});

describe('availabilityCodeOf (shopping §3)', () => {
  it('1005 for discontinued', () => {
    expect(availabilityCodeOf(aSku({ availableStatus: 'discontinued' }), false)).toBe(1005);
  });
  it('1111 for unavailable', () => {
    expect(availabilityCodeOf(aSoldOutSku(), false)).toBe(1111);
  });
  it('1003 for backordered', () => {
    expect(availabilityCodeOf(aSku({ stockLevel: 0, backorder: 2 }), false)).toBe(1003);
  });
  it('1000 for available', () => {
    expect(availabilityCodeOf(aSku(), false)).toBe(AVAILABILITY_CODE.available);
  });
});

describe('isColorSoldOut', () => {
  const skus = [aSku({ skuId: 'a', colorId: 'BLK' }), aSoldOutSku({ skuId: 'b', colorId: 'RED' })];
  it('is sold out when every SKU of the colour is unavailable', () => {
    expect(isColorSoldOut(skus, 'RED')).toBe(true);
  });
  it('is not sold out while one SKU sells', () => {
    expect(isColorSoldOut(skus, 'BLK')).toBe(false);
  });
});

describe('isBackInStockOffered (shopping §4)', () => {
  it('is offered on an enabled site for a sold-out, eligible SKU', () => {
    expect(isBackInStockOffered(true, aSoldOutSku())).toBe(true);
  });
  it('is not offered on a site without the feature', () => {
    expect(isBackInStockOffered(false, aSoldOutSku())).toBe(false);
  });
  it('is not offered without a SKU', () => {
    expect(isBackInStockOffered(true, null)).toBe(false);
  });
  it('is not offered while the SKU sells', () => {
    expect(isBackInStockOffered(true, aSku())).toBe(false);
  });
  it('is not offered without the eligibility flag', () => {
    expect(isBackInStockOffered(true, aSoldOutSku({ backInStockNotificationEligible: false }))).toBe(false);
  });
  it('property: offered implies every condition', () => {
    fc.assert(
      fc.property(fc.boolean(), stockArb, fc.boolean(), (site, s, flag) => {
        const sku = aSku({ ...s, backInStockNotificationEligible: flag });
        expect(isBackInStockOffered(site, sku)).toBe(site && flag && isSkuUnavailable(sku));
      }),
    );
  });
});

describe('isLowStock', () => {
  it('is low at the threshold', () => {
    expect(isLowStock({ availableStatus: 'available', stockLevel: 3, backorder: 0 }, 3)).toBe(true);
  });
  it('is not low above the threshold', () => {
    expect(isLowStock({ availableStatus: 'available', stockLevel: 4, backorder: 0 }, 3)).toBe(false);
  });
  it('is not low with nothing on hand', () => {
    expect(isLowStock({ availableStatus: 'available', stockLevel: 0, backorder: 2 }, 3)).toBe(false);
  });
  it('is not low when unavailable', () => {
    expect(isLowStock({ availableStatus: 'discontinued', stockLevel: 1, backorder: 0 }, 3)).toBe(false);
  });
  it('property: low exactly for 1..threshold units on hand of an available SKU', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (stockLevel, threshold) => {
        expect(isLowStock({ availableStatus: 'available', stockLevel, backorder: 0 }, threshold)).toBe(stockLevel >= 1 && stockLevel <= threshold);
      }),
    );
  });
});
