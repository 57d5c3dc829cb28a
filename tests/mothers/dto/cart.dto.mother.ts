import type { CartLineDto, CartResponseDto, MinicartResponseDto } from '@vitrine/contract';
import { HOODIE, hoodieSkuId } from '../product.mother.js';

/** The DTO of `aCartLine()`: decimal prices. */
export function aCartLineDto(overrides: Partial<CartLineDto> = {}): CartLineDto {
  const quantity = overrides.quantity ?? 1;
  const major = HOODIE.price / 100;
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
    listPrice: major,
    salePrice: major,
    lineTotal: major * quantity,
    flags: [],
    availabilityCode: 1000,
    ...overrides,
  };
}

/** The DTO of `aCart()`. */
export function aCartResponseDto(overrides: Partial<CartResponseDto> = {}): CartResponseDto {
  const items = overrides.items ?? [aCartLineDto()];
  const subtotal = items.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    cartId: 'cart-1',
    currencyCode: 'USD',
    items,
    meta: { totalQuantity: items.reduce((n, l) => n + l.quantity, 0) },
    priceInfo: { subtotal, discountableSubtotal: subtotal },
    ...overrides,
  };
}

/** The DTO of `aMinicart()`. */
export function aMinicartResponseDto(overrides: Partial<MinicartResponseDto> = {}): MinicartResponseDto {
  return { meta: { totalQuantity: 1 }, priceInfo: { discountableSubtotal: HOODIE.price / 100, currencyCode: 'USD' }, ...overrides };
}
