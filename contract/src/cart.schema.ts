import { z } from 'zod';
import { ImageDto } from './catalog.schema.js';

/**
 * JSON shapes of the cart API (shopping.md §3 "Cart item", §7 "Cart"). Prices are decimal major
 * units. Each export is a zod schema and the type inferred from it under the same name (decision 0125).
 */

/** A non-blank string (the cart's required ids). */
const nonBlank = z.string().refine((s) => s.trim().length > 0, { error: 'must not be blank' });

/** A calendar day (shopping.md §3 deliveryDate: year, month 1-12, day). */
export const CalendarDateDto = z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int() });
export type CalendarDateDto = z.infer<typeof CalendarDateDto>;

/**
 * Gift card or e-gift card info of a cart item (shopping.md §3 "Cart item"): `name` is the
 * recipient's. The shape only: core's `validateGiftCardInfo` judges the values (decisions 0282, 0283).
 */
export const GiftCardInfoDto = z.object({
  name: z.string(),
  emailAddress: z.string().optional(),
  message: z.string().optional(),
  deliveryDate: CalendarDateDto.optional(),
});
export type GiftCardInfoDto = z.infer<typeof GiftCardInfoDto>;

/** One item of an add-to-cart call. `cartType` and `fulfillmentType` default to TRANSACTIONAL / DIRECT. */
export const AddCartItemDto = z.object({
  productId: nonBlank,
  skuId: nonBlank,
  poolId: nonBlank,
  quantity: z.number().int().min(1),
  cartType: z.literal('TRANSACTIONAL').optional(),
  /** DIRECT (shipped; the default) or BOPIS (picked up in store: poolId is the store's pool; decision 0241). */
  fulfillmentType: z.enum(['DIRECT', 'BOPIS']).optional(),
  multiLine: z.boolean().optional(),
  salesAttributes: z.record(z.string(), z.string()).optional(),
  registryId: z.string().optional(),
  /** Required for an e-gift card, optional for a gift card, refused for any other product (decision 0283). */
  giftCard: GiftCardInfoDto.optional(),
  analytics: z.object({ navigationId: z.string().optional(), subBrand: z.string().optional(), addToCartSource: z.string().optional() }).optional(),
});
export type AddCartItemDto = z.infer<typeof AddCartItemDto>;

/** Body of POST /checkout/v0/{siteId}/carts/items: at least one item. */
export const AddCartItemsRequestDto = z.object({ items: z.array(AddCartItemDto).min(1) });
export type AddCartItemsRequestDto = z.infer<typeof AddCartItemsRequestDto>;

/** Body of POST /checkout/v1/{siteId}/carts/items (part add to cart). */
export const AddPartItemsRequestDto = z.object({
  poolId: nonBlank,
  items: z.array(z.object({ productId: nonBlank, skuId: nonBlank, quantity: z.number().int().min(1), type: z.literal('PART') })).min(1),
});
export type AddPartItemsRequestDto = z.infer<typeof AddPartItemsRequestDto>;

/** Query of GET /checkout/v0/{siteId}/minicart. */
export const MinicartQueryDto = z.object({ 'include-spend-amount-category': z.string().optional() });
export type MinicartQueryDto = z.infer<typeof MinicartQueryDto>;

/** Response of GET /checkout/v0/{siteId}/minicart. */
export const MinicartResponseDto = z.object({
  meta: z.object({ totalQuantity: z.number() }),
  priceInfo: z.object({ discountableSubtotal: z.number(), categorySpendAmounts: z.record(z.string(), z.number()).optional(), currencyCode: z.string() }),
});
export type MinicartResponseDto = z.infer<typeof MinicartResponseDto>;

export const CartLineDto = z.object({
  itemId: z.string(),
  productId: z.string(),
  productSlug: z.string(),
  skuId: z.string(),
  poolId: z.string(),
  displayName: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
  fitName: z.string().nullable(),
  quantity: z.number(),
  /** Most that can be bought now (stock + backorder, capped by the site's max quantity). */
  maxQuantity: z.number(),
  image: ImageDto.nullable(),
  listPrice: z.number(),
  salePrice: z.number(),
  /** salePrice x quantity. */
  lineTotal: z.number(),
  flags: z.array(z.string()),
  /** Availability code of the SKU (1000, 1003, 1005, 1111). */
  availabilityCode: z.number(),
  /** DIRECT, or BOPIS with the pickup store (decision 0241); absent means DIRECT. */
  fulfillmentType: z.enum(['DIRECT', 'BOPIS']).optional(),
  pickupStore: z.object({ storeNumber: z.string(), name: z.string() }).nullable().optional(),
  /** The gift registry the line was added from (shopping.md §3 "Cart item" registry id), or absent. */
  registryId: z.string().optional(),
  /** A gift card line's info as accepted (trimmed; e-gift only: emailAddress and deliveryDate); absent otherwise. */
  giftCard: GiftCardInfoDto.optional(),
});
export type CartLineDto = z.infer<typeof CartLineDto>;

/** Response of GET /checkout/v0/{siteId}/carts (the whole cart) and of every cart mutation. */
export const CartResponseDto = z.object({
  cartId: z.string(),
  currencyCode: z.string(),
  items: z.array(CartLineDto),
  meta: z.object({ totalQuantity: z.number() }),
  priceInfo: z.object({ subtotal: z.number(), discountableSubtotal: z.number() }),
});
export type CartResponseDto = z.infer<typeof CartResponseDto>;

/**
 * Body of PATCH /checkout/v0/{siteId}/carts/items/{itemId}: a new quantity, another SKU of the same
 * product (the quickshop edit of a cart line; decision 0361), new gift card info (gift card lines
 * only), or any of them together.
 */
export const UpdateCartItemRequestDto = z
  .object({
    quantity: z.number({ error: 'quantity must be a whole number of at least 1' }).int({ error: 'quantity must be a whole number of at least 1' }).min(1, { error: 'quantity must be a whole number of at least 1' }).optional(),
    skuId: z.string({ error: 'skuId must be a non-empty string' }).trim().min(1, { error: 'skuId must be a non-empty string' }).optional(),
    giftCard: GiftCardInfoDto.optional(),
  })
  .refine((body) => body.quantity !== undefined || body.giftCard !== undefined || body.skuId !== undefined, { error: 'quantity, skuId or giftCard is required', path: ['quantity'] });

/** Body of PUT /checkout/v0/{siteId}/carts/items/{itemId}/fulfillment: ship it, or pick it up at a store (decision 0241). */
export const CartLineFulfillmentRequestDto = z.discriminatedUnion('fulfillmentType', [
  z.object({ fulfillmentType: z.literal('DIRECT') }),
  z.object({ fulfillmentType: z.literal('BOPIS'), storeNumber: z.string().min(1) }),
]);
export type CartLineFulfillmentRequestDto = z.infer<typeof CartLineFulfillmentRequestDto>;
export type UpdateCartItemRequestDto = z.infer<typeof UpdateCartItemRequestDto>;
