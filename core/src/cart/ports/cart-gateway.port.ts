import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { AddToCartRequest, Cart, Minicart } from '../domain/cart.js';
import type { GiftCardInfo } from '../domain/gift-card.js';

/**
 * Coded cart failures (decision 0005 lists the codes the sandbox returns). CART.NOT_ACTIVE is the
 * gateway's translation of 412 CART_NOT_ACTIVE: the cart use cases see it and reset the token
 * (decision 0130); the UI sees CART.UNAVAILABLE instead. CART.DUPLICATE_LINE is 409 DUPLICATE_LINE:
 * a gift card change would make a line identical to another one (decisions 0283, 0364).
 */
export type CartErrorCode =
  | 'CART.INVALID_ITEM'
  | 'CART.SKU_UNAVAILABLE'
  | 'CART.QUANTITY_EXCEEDS_STOCK'
  | 'CART.LINE_NOT_FOUND'
  | 'CART.DUPLICATE_LINE'
  | 'CART.NOT_ACTIVE'
  | 'CART.UNAVAILABLE';
export type CartError = DomainError<CartErrorCode>;

/** How an add to cart is sent (decision 0451). */
export interface CartAddOptions {
  /** Sent as the Idempotency-Key header: an add the cart already took with this key is not applied again. */
  readonly idempotencyKey?: string;
}

/**
 * Port: the shopper's cart (shopping.md §7 "Cart"). Implemented by KyCartGateway and InMemoryCart.
 * A gateway only translates calls and answers: it validates nothing and retries nothing; the cart
 * use cases (`cart/application/`) hold those rules (decision 0130). Every mutation answers a 412
 * CART_NOT_ACTIVE with the coded error CART.NOT_ACTIVE.
 */
export interface CartGateway {
  /**
   * Adds units of a SKU (POST /checkout/v0/{siteId}/carts/items with cartType TRANSACTIONAL and
   * fulfillmentType DIRECT). Result: the cart after the add, or a coded CartError (CART.NOT_ACTIVE
   * for 412 CART_NOT_ACTIVE; the `addToCart` use case resets the token and retries, shopping.md
   * §8). With `options.idempotencyKey` (1-100 visible ASCII characters) the add is sent with that
   * Idempotency-Key header: the cart takes an add with a given key once, so the offline queue's
   * replay of an add whose answer was lost adds nothing twice (decisions 0450, 0451). Throws on
   * transport faults.
   */
  addItem(request: AddToCartRequest, options?: CartAddOptions): Promise<Result<Cart, CartError>>;

  /** The header's summary (GET /checkout/v0/{siteId}/minicart with a cacheBuster). Throws on faults. */
  getMinicart(): Promise<Minicart>;

  /** The whole cart (GET /checkout/v0/{siteId}/carts). Throws on faults. */
  getCart(): Promise<Cart>;

  /**
   * Sets a line's quantity (PATCH /checkout/v0/{siteId}/carts/items/{itemId}); units >= 1.
   * CART.QUANTITY_EXCEEDS_STOCK, CART.SKU_UNAVAILABLE, CART.LINE_NOT_FOUND or CART.NOT_ACTIVE as a
   * Result. Throws on transport faults.
   */
  updateQuantity(itemId: string, quantity: number): Promise<Result<Cart, CartError>>;

  /**
   * Moves a line to another SKU of its product with `edit.quantity` units (PATCH
   * /checkout/v0/{siteId}/carts/items/{itemId} with `{ skuId, quantity }`; the quickshop edit,
   * decision 0361). A line already holding that SKU is folded in and the stock check covers the sum.
   * CART.INVALID_ITEM (a SKU of another product), CART.SKU_UNAVAILABLE, CART.QUANTITY_EXCEEDS_STOCK
   * (`details.maxQuantity`), CART.LINE_NOT_FOUND or CART.NOT_ACTIVE as a Result. Throws on faults.
   */
  editLine(itemId: string, edit: { readonly skuId: string; readonly quantity: number }): Promise<Result<Cart, CartError>>;

  /**
   * Replaces a gift card line's recipient info (shopping.md §3 "Cart item" giftCard: name,
   * emailAddress, message, deliveryDate) with `info` as given: PATCH
   * /checkout/v0/{siteId}/carts/items/{itemId} with `{ giftCard }` (decisions 0283, 0364). The
   * gateway sends it unjudged; the `changeCartLineGiftCard` use case checks it with
   * `validateGiftCardInfo` first and the server judges it again. Result: the cart after the change
   * (the line keeps its itemId and quantity), or CART.INVALID_ITEM (refused info, with
   * `details.fields` and `details.problems` field -> GIFT_CARD.* code; or a line that is no gift
   * card: problem GIFT_CARD.NOT_A_GIFT_CARD), CART.DUPLICATE_LINE (another line already holds this
   * SKU with the same info; `details.itemId` names it), CART.LINE_NOT_FOUND or CART.NOT_ACTIVE.
   * Throws on transport faults.
   */
  updateGiftCard(itemId: string, info: GiftCardInfo): Promise<Result<Cart, CartError>>;

  /**
   * Removes a line (DELETE /checkout/v0/{siteId}/carts/items/{itemId}). CART.LINE_NOT_FOUND or
   * CART.NOT_ACTIVE as a Result. Throws on transport faults.
   */
  removeLine(itemId: string): Promise<Result<Cart, CartError>>;

  /**
   * Ships a line (`{ fulfillmentType: 'DIRECT' }`) or picks it up at a store (`{ fulfillmentType:
   * 'BOPIS', storeNumber }`): PUT /checkout/v0/{siteId}/carts/items/{itemId}/fulfillment (decision
   * 0241). CART.INVALID_ITEM (not a pickup store of the site), CART.SKU_UNAVAILABLE (none there),
   * CART.QUANTITY_EXCEEDS_STOCK, CART.LINE_NOT_FOUND, CART.NOT_ACTIVE as a Result. Throws on faults.
   */
  setLineFulfillment(itemId: string, fulfillment: { readonly fulfillmentType: 'DIRECT' } | { readonly fulfillmentType: 'BOPIS'; readonly storeNumber: string }): Promise<Result<Cart, CartError>>;
}
export const CartGateway = token<CartGateway>('CartGateway');
