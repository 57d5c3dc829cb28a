/**
 * JSON shapes of the cart API (shopping.md §3 "Cart item", §7 "Cart"). Prices are decimal major units.
 */

/** Body of POST /checkout/v0/{siteId}/carts/items. */
export interface AddCartItemsRequestDto {
  items: {
    productId: string;
    skuId: string;
    poolId: string;
    quantity: number;
    cartType: 'TRANSACTIONAL';
    fulfillmentType: 'DIRECT';
    multiLine?: boolean;
    salesAttributes?: Record<string, string>;
    registryId?: string;
    analytics?: { navigationId?: string; subBrand?: string; addToCartSource?: string };
  }[];
}

/** Body of POST /checkout/v1/{siteId}/carts/items (part add to cart). */
export interface AddPartItemsRequestDto {
  poolId: string;
  items: { productId: string; skuId: string; quantity: number; type: 'PART' }[];
}

/** Response of GET /checkout/v0/{siteId}/minicart. */
export interface MinicartResponseDto {
  meta: { totalQuantity: number };
  priceInfo: { discountableSubtotal: number; categorySpendAmounts?: Record<string, number>; currencyCode: string };
}

export interface CartLineDto {
  itemId: string;
  productId: string;
  productSlug: string;
  skuId: string;
  poolId: string;
  displayName: string;
  colorCode: string;
  colorName: string;
  sizeName: string;
  fitName: string | null;
  quantity: number;
  /** Most that can be bought now (stock + backorder, capped by the site's max quantity). */
  maxQuantity: number;
  image: { url: string; width: number; height: number; alt: string } | null;
  listPrice: number;
  salePrice: number;
  /** salePrice x quantity. */
  lineTotal: number;
  flags: string[];
  /** Availability code of the SKU (1000, 1003, 1005, 1111). */
  availabilityCode: number;
}

/** Response of GET /checkout/v0/{siteId}/carts (the whole cart) and of every cart mutation. */
export interface CartResponseDto {
  cartId: string;
  currencyCode: string;
  items: CartLineDto[];
  meta: { totalQuantity: number };
  priceInfo: { subtotal: number; discountableSubtotal: number };
}

/** Body of PATCH /checkout/v0/{siteId}/carts/items/{itemId}. */
export interface UpdateCartItemRequestDto {
  quantity: number;
}
