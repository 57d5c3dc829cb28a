import type { Cart, CartLine, GiftCardInfo, Minicart, Money } from '@vitrine/core';
import type { CartLineDto, CartResponseDto, GiftCardInfoDto, MinicartResponseDto } from '@vitrine/contract';
import { toMoney } from './money.normalizer.js';

/** CartLineDto -> CartLine; prices in minor units of the cart's currency. */
export function normalizeCartLine(dto: CartLineDto, currency: string): CartLine {
  return {
    itemId: dto.itemId,
    productId: dto.productId,
    productSlug: dto.productSlug,
    skuId: dto.skuId,
    poolId: dto.poolId,
    displayName: dto.displayName,
    colorCode: dto.colorCode,
    colorName: dto.colorName,
    sizeName: dto.sizeName,
    fitName: dto.fitName,
    quantity: dto.quantity,
    maxQuantity: dto.maxQuantity,
    image: dto.image === null ? null : { url: dto.image.url, width: dto.image.width, height: dto.image.height, alt: dto.image.alt },
    listPrice: toMoney(dto.listPrice, currency),
    salePrice: toMoney(dto.salePrice, currency),
    lineTotal: toMoney(dto.lineTotal, currency),
    flags: [...dto.flags],
    availabilityCode: dto.availabilityCode,
    // A shipped line has no pickupStore (decision 0241).
    ...(dto.fulfillmentType === 'BOPIS' && dto.pickupStore ? { pickupStore: { storeNumber: dto.pickupStore.storeNumber, name: dto.pickupStore.name } } : {}),
    ...(dto.registryId ? { registryId: dto.registryId } : {}),
    ...(dto.giftCard ? { giftCard: normalizeGiftCard(dto.giftCard) } : {}),
  };
}

/** GiftCardInfoDto -> GiftCardInfo: a missing message reads as '' (shopping.md §3 "Cart item"). */
export function normalizeGiftCard(dto: GiftCardInfoDto): GiftCardInfo {
  return {
    name: dto.name,
    message: dto.message ?? '',
    ...(dto.emailAddress === undefined ? {} : { emailAddress: dto.emailAddress }),
    ...(dto.deliveryDate === undefined ? {} : { deliveryDate: { year: dto.deliveryDate.year, month: dto.deliveryDate.month, day: dto.deliveryDate.day } }),
  };
}

/** CartResponseDto (GET /checkout/v0/{siteId}/carts and every cart mutation) -> Cart. */
export function normalizeCart(dto: CartResponseDto): Cart {
  const currency = dto.currencyCode;
  return {
    cartId: dto.cartId,
    currency,
    lines: dto.items.map((line) => normalizeCartLine(line, currency)),
    totalQuantity: dto.meta.totalQuantity,
    subtotal: toMoney(dto.priceInfo.subtotal, currency),
    discountableSubtotal: toMoney(dto.priceInfo.discountableSubtotal, currency),
  };
}

/** MinicartResponseDto -> Minicart: meta.totalQuantity, priceInfo.discountableSubtotal and categorySpendAmounts (shopping.md §7). */
export function normalizeMinicart(dto: MinicartResponseDto): Minicart {
  const currency = dto.priceInfo.currencyCode;
  const spend: Record<string, Money> = {};
  for (const [category, amount] of Object.entries(dto.priceInfo.categorySpendAmounts ?? {})) spend[category] = toMoney(amount, currency);
  return { totalQuantity: dto.meta.totalQuantity, discountableSubtotal: toMoney(dto.priceInfo.discountableSubtotal, currency), categorySpendAmounts: spend };
}
