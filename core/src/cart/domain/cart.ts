import type { Money } from '../../shared/money.js';
import type { GiftCardInfo, GiftCardKind } from './gift-card.js';

/** A line of the cart as the cart page shows it. */
export interface CartLine {
  readonly itemId: string;
  readonly productId: string;
  readonly productSlug: string;
  readonly skuId: string;
  readonly poolId: string;
  readonly displayName: string;
  readonly colorCode: string;
  readonly colorName: string;
  readonly sizeName: string;
  readonly fitName: string | null;
  /** Units, >= 1. */
  readonly quantity: number;
  /** Most units this line may hold now. */
  readonly maxQuantity: number;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string } | null;
  readonly listPrice: Money;
  readonly salePrice: Money;
  /** salePrice x quantity. */
  readonly lineTotal: Money;
  /** Item flags of shopping.md §3 ('BACKORDERED_ITEM', ...). */
  readonly flags: readonly string[];
  readonly availabilityCode: number;
  /** BOPIS: the store the line is picked up at (poolId is then its pool); absent or null when shipped (decision 0241). */
  readonly pickupStore?: { readonly storeNumber: string; readonly name: string } | null;
  /** The gift registry the line is bought for (shopping.md §3 "Cart item" registry id), absent otherwise. */
  readonly registryId?: string;
  /** Gift card and e-gift card lines: the recipient, message and (e-gift) delivery date (shopping.md §3); absent otherwise. */
  readonly giftCard?: GiftCardInfo;
}

/** The whole cart (GET /checkout/v0/{siteId}/carts): lines, units and totals in minor units. */
export interface Cart {
  readonly cartId: string;
  readonly currency: string;
  readonly lines: readonly CartLine[];
  /** Units across lines. */
  readonly totalQuantity: number;
  readonly subtotal: Money;
  readonly discountableSubtotal: Money;
}

/** GET /checkout/v0/{siteId}/minicart, as the header needs it (shopping.md §7). */
export interface Minicart {
  readonly totalQuantity: number;
  readonly discountableSubtotal: Money;
  readonly categorySpendAmounts: Readonly<Record<string, Money>>;
}

/** Item flags of shopping.md §3 "Cart item" / shell §9. */
export const CART_ITEM_FLAGS = [
  'CBD_ITEM',
  'GIFT_CARD_ITEM',
  'HAS_PROMO_LABEL',
  'MULTIPLE_SHIPMENTS',
  'OUT_OF_RANGE',
  'SHIPPING_DESTINATION_NOT_SUPPORTED',
  'SHIPPING_RESTRICTED',
  'SPLIT_TENDER_NOT_SUPPORTED',
  'FLAT_RATE_ITEM',
  'BACKORDERED_ITEM',
  'MARKETPLACE_ITEM',
  'LIST_ITEM',
] as const;
export type CartItemFlag = (typeof CART_ITEM_FLAGS)[number];

/** What add to cart sends (shopping.md §3 "Cart item"). */
export interface AddToCartRequest {
  readonly productId: string;
  readonly skuId: string;
  readonly poolId: string;
  /** Units, >= 1. */
  readonly quantity: number;
  readonly registryId?: string;
  /** BOPIS: pick the line up at a store (poolId is the store's pool); else shipped (DIRECT). */
  readonly fulfillmentType?: 'DIRECT' | 'BOPIS';
  /** Gift card and e-gift card info (shopping.md §3 "Cart item"), checked with `validateGiftCardInfo` first. */
  readonly giftCard?: GiftCardInfo;
  readonly analytics?: { readonly navigationId?: string; readonly subBrand?: string; readonly addToCartSource?: string };
}

/**
 * The gift card kind of a cart line (decision 0364), read from what the line carries since a cart
 * line has no isGiftCard / isEgiftCard (here, not in gift-card.ts, so the cart page does not load
 * the gift card rules with it): null without the GIFT_CARD_ITEM flag; 'egift' when its info
 * has an emailAddress or a deliveryDate (an e-gift line always has both, decision 0282); else
 * 'physical' (a classic card's info holds only name and message, and may be absent).
 */
export function cartLineGiftCardKind(line: { readonly flags: readonly string[]; readonly giftCard?: GiftCardInfo }): GiftCardKind | null {
  if (!line.flags.includes('GIFT_CARD_ITEM')) return null;
  return line.giftCard?.emailAddress !== undefined || line.giftCard?.deliveryDate !== undefined ? 'egift' : 'physical';
}
