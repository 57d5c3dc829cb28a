import { describe, expect, it } from 'vitest';
import { normalizeCart, normalizeMinicart } from '../../../../adapters/src/http/normalizers/cart.normalizer.js';
import { aCartLineDto, aCartResponseDto, aMinicartResponseDto } from '../../../mothers/dto/cart.dto.mother.js';
import { aCart, aCartLine, aMinicart, anEmptyCart } from '../../../mothers/cart.mother.js';

describe('cart normalizers', () => {
  it('turns the cart response into the domain cart', () => {
    expect(normalizeCart(aCartResponseDto())).toEqual(aCart());
    expect(normalizeCart(aCartResponseDto({ items: [] }))).toEqual(anEmptyCart());
  });

  it('converts line prices with their quantity', () => {
    const cart = normalizeCart(aCartResponseDto({ items: [aCartLineDto({ quantity: 3, lineTotal: 156, fitName: 'Tall', image: null, flags: ['BACKORDERED_ITEM'] })] }));
    expect(cart.lines[0]).toEqual(aCartLine({ quantity: 3, fitName: 'Tall', image: null, flags: ['BACKORDERED_ITEM'] }));
    expect(cart.subtotal.amount).toBe(15600);
  });

  it('turns the minicart into the header summary, category spend in minor units', () => {
    expect(normalizeMinicart(aMinicartResponseDto())).toEqual(aMinicart());
    expect(
      normalizeMinicart(aMinicartResponseDto({ priceInfo: { discountableSubtotal: 10.5, currencyCode: 'EUR', categorySpendAmounts: { home: 4.25 } } })),
    ).toEqual({ totalQuantity: 1, discountableSubtotal: { amount: 1050, currency: 'EUR' }, categorySpendAmounts: { home: { amount: 425, currency: 'EUR' } } });
  });
});
