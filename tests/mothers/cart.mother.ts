import type { AddToCartRequest, Cart, CartLine, Minicart } from '@vitrine/core';
import { HOODIE, hoodieSkuId, usd } from './product.mother.js';

/** Add to cart of one hoodie, Black M, from the US pool. */
export function anAddToCartRequest(overrides: Partial<AddToCartRequest> = {}): AddToCartRequest {
  return { productId: HOODIE.productId, skuId: hoodieSkuId('M', 'Black'), poolId: 'US_DIRECT', quantity: 1, ...overrides };
}

/** A cart line: `quantity` hoodies (default 1), Black M, $52.00 each, up to 10. */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const quantity = overrides.quantity ?? 1;
  return {
    itemId: 'line-1',
    productId: HOODIE.productId,
    productSlug: HOODIE.slug,
    skuId: hoodieSkuId('M', 'Black'),
    poolId: 'US_DIRECT',
    displayName: HOODIE.displayName,
    colorCode: 'BLACK',
    colorName: 'Black',
    sizeName: 'M',
    fitName: null,
    quantity,
    maxQuantity: 10,
    image: { url: '/api/images/luma/m/h/mh01-black_main.jpg', width: 1274, height: 1580, alt: 'Chaz Kangeroo Hoodie in Black' },
    listPrice: usd(HOODIE.price),
    salePrice: usd(HOODIE.price),
    lineTotal: usd(HOODIE.price * quantity),
    flags: [],
    availabilityCode: 1000,
    ...overrides,
  };
}

/** A cart with the given lines (default one hoodie); totals computed from the lines. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  const lines = overrides.lines ?? [aCartLine()];
  const subtotal = usd(lines.reduce((sum, l) => sum + l.lineTotal.amount, 0));
  return {
    cartId: 'cart-1',
    currency: 'USD',
    lines,
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    discountableSubtotal: subtotal,
    ...overrides,
  };
}

/** The empty cart. */
export const anEmptyCart = (overrides: Partial<Cart> = {}): Cart => aCart({ lines: [], ...overrides });

/** The header's minicart: 1 unit, $52.00 discountable. */
export function aMinicart(overrides: Partial<Minicart> = {}): Minicart {
  return { totalQuantity: 1, discountableSubtotal: usd(HOODIE.price), categorySpendAmounts: {}, ...overrides };
}
