import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartConfirmationModel, discountableSubtotal, setCartConfirmation } from '@vitrine/core';
import { aColor, aProduct, aSku } from '../../mothers/core/product.mother.js';

describe('discountableSubtotal (shopping §4: non-negative)', () => {
  it('keeps a positive amount', () => {
    expect(discountableSubtotal({ amount: 1250, currency: 'USD' })).toEqual({ amount: 1250, currency: 'USD' });
  });
  it('turns a negative amount into 0 of the same currency', () => {
    expect(discountableSubtotal({ amount: -5, currency: 'EUR' })).toEqual({ amount: 0, currency: 'EUR' });
  });
  it('property: never negative and never changes a non-negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (amount) => {
        const r = discountableSubtotal({ amount, currency: 'USD' });
        expect(r.amount).toBe(amount < 0 ? 0 : amount);
      }),
    );
  });
});

describe('cartConfirmationModel (shopping §3)', () => {
  const sku = aSku({ colorId: 'BLK', color: 'Black', size: 'M', salePrice: { amount: 4800, currency: 'USD' } });
  it('builds the model from product, SKU and units', () => {
    expect(cartConfirmationModel(aProduct([sku]), sku, 2, aColor('BLK'))).toEqual({
      displayName: 'Linen Shirt',
      price: { amount: 4800, currency: 'USD' },
      quantity: 2,
      isMTO: false,
      colorCode: 'BLK',
      colorName: 'Black',
      imageURL: '/images/BLK.jpg',
      sizeName: 'M',
    });
  });
  it('marks made-to-order products, prefixes the fit and has no image without a colour', () => {
    const m = cartConfirmationModel(aProduct([sku], { kind: 'mto' }), sku, 1, null, { displayName: 'Petite' });
    expect([m.isMTO, m.sizeName, m.imageURL]).toEqual([true, 'Petite M', null]);
  });
  it('has no image for a colour without images', () => {
    expect(cartConfirmationModel(aProduct([sku]), sku, 1, aColor('BLK', [], { images: [] })).imageURL).toBeNull();
  });
  it('the list is set or cleared', () => {
    const m = cartConfirmationModel(aProduct([sku]), sku, 1);
    expect(setCartConfirmation([], [m])).toEqual([m]);
    expect(setCartConfirmation([m], null)).toEqual([]);
  });
});
