import { describe, expect, it } from 'vitest';
import { isSkuBackordered, isSkuUnavailable } from '@vitrine/core';

describe('isSkuUnavailable', () => {
  it('is unavailable when stock and backorder are both 0', () => {
    expect(isSkuUnavailable({ availableStatus: 'available', stockLevel: 0, backorder: 0 })).toBe(true);
  });
  it('is backordered when stock is 0 with backorder above 0', () => {
    expect(isSkuBackordered({ availableStatus: 'available', stockLevel: 0, backorder: 3, isDropShip: false }, false)).toBe(true);
  });
});
