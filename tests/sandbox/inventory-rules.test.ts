import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityCodeOf, isSkuBackordered, isSkuUnavailable, sellableQuantity } from '@vitrine/core';
import { availabilityCode, isBackordered, isUnavailable, sellableUnits } from '../../sandbox/src/catalog/inventory-rules.js';

const skuFacts = fc.record({
  availableStatus: fc.constantFrom('available', 'backordered', 'discontinued', 'unavailable'),
  stockLevel: fc.nat({ max: 300 }),
  backorder: fc.nat({ max: 50 }),
  isDropShip: fc.boolean(),
});

describe('sandbox inventory rules', () => {
  it('agree with the client core for every SKU state', () => {
    fc.assert(
      fc.property(skuFacts, fc.boolean(), (sku, preorder) => {
        const coreSku = sku as Parameters<typeof isSkuBackordered>[0];
        expect(isUnavailable(sku)).toBe(isSkuUnavailable(coreSku as Parameters<typeof isSkuUnavailable>[0]));
        expect(isBackordered(sku, preorder)).toBe(isSkuBackordered(coreSku, preorder));
        expect(sellableUnits(sku)).toBe(sellableQuantity(coreSku as Parameters<typeof sellableQuantity>[0]));
        expect(availabilityCode(sku, preorder)).toBe(availabilityCodeOf(coreSku, preorder));
      }),
    );
  });
});
