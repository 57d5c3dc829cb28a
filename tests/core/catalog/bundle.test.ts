import { describe, expect, it } from 'vitest';
import { bundlePartsRequest, bundlePrice, type BundlePart } from '@vitrine/core';
import { aPriceRange, aProduct, aSku, usd } from '../../mothers/product.mother.js';

const ball = aProduct({ productId: 'BALL', skus: [aSku({ skuId: 'BALL-55', salePrice: usd(2300) }), aSku({ skuId: 'BALL-65', salePrice: usd(2700) })], price: aPriceRange(2300) });
const brick = aProduct({ productId: 'BRICK', skus: [aSku({ skuId: 'BRICK-OS', salePrice: usd(500) })], price: aPriceRange(500) });
const parts: BundlePart[] = [
  { position: 1, title: 'Ball', quantity: 1, product: ball },
  { position: 2, title: 'Brick', quantity: 2, product: brick },
];

describe('bundle rules (shopping.md §3, §7 part items; decision 0220)', () => {
  it('builds the part add to cart once every part has a SKU, units times the bundles', () => {
    expect(bundlePartsRequest(parts, { 1: 'BALL-65' }, 'US_DIRECT')).toBeNull();
    expect(bundlePartsRequest(parts, { 1: 'BALL-65', 2: 'BRICK-OS' }, 'US_DIRECT', 2)).toEqual({
      poolId: 'US_DIRECT',
      items: [
        { productId: 'BALL', skuId: 'BALL-65', quantity: 2, type: 'PART' },
        { productId: 'BRICK', skuId: 'BRICK-OS', quantity: 4, type: 'PART' },
      ],
    });
  });

  it('prices the chosen SKUs, and the lowest price of a part not yet chosen', () => {
    expect(bundlePrice(parts, { 1: 'BALL-65', 2: 'BRICK-OS' })).toEqual(usd(2700 + 1000));
    expect(bundlePrice(parts, {})).toEqual(usd(2300 + 1000));
    expect(bundlePrice([], {})).toBeNull();
  });
});
