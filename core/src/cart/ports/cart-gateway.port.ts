import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { AddToCartRequest, Cart, Minicart } from '../domain/cart.js';

/** Coded cart failures (decision 0005 lists the codes the sandbox returns). */
export type CartErrorCode =
  | 'CART.INVALID_ITEM'
  | 'CART.SKU_UNAVAILABLE'
  | 'CART.QUANTITY_EXCEEDS_STOCK'
  | 'CART.LINE_NOT_FOUND'
  | 'CART.UNAVAILABLE';
export type CartError = DomainError<CartErrorCode>;

/**
 * Port: the shopper's cart (shopping.md §7 "Cart"). Implemented by KyCartGateway and InMemoryCart.
 */
export interface CartGateway {
  /**
   * Adds units of a SKU (POST /checkout/v0/{siteId}/carts/items with cartType TRANSACTIONAL and
   * fulfillmentType DIRECT). On 412 CART_NOT_ACTIVE the token is reset and the call retried once
   * (shopping.md §8). Result: the cart after the add, or a coded CartError. Throws on transport faults.
   */
  addItem(request: AddToCartRequest): Promise<Result<Cart, CartError>>;

  /** The header's summary (GET /checkout/v0/{siteId}/minicart with a cacheBuster). Throws on faults. */
  getMinicart(): Promise<Minicart>;

  /** The whole cart (GET /checkout/v0/{siteId}/carts). Throws on faults. */
  getCart(): Promise<Cart>;

  /**
   * Sets a line's quantity (PATCH /checkout/v0/{siteId}/carts/items/{itemId}); units >= 1.
   * CART.QUANTITY_EXCEEDS_STOCK or CART.LINE_NOT_FOUND as a Result.
   */
  updateQuantity(itemId: string, quantity: number): Promise<Result<Cart, CartError>>;

  /** Removes a line (DELETE /checkout/v0/{siteId}/carts/items/{itemId}). CART.LINE_NOT_FOUND as a Result. */
  removeLine(itemId: string): Promise<Result<Cart, CartError>>;
}
export const CartGateway = token<CartGateway>('CartGateway');
