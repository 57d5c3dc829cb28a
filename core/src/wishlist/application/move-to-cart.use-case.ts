import { addToCart } from '../../cart/application/add-to-cart.use-case.js';
import type { CartCommandError, CartCommandPorts } from '../../cart/application/cart-command.js';
import type { Cart } from '../../cart/domain/cart.js';
import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { Wishlist, WishlistItem } from '../domain/wishlist-model.js';
import type { WishlistGateway, WishlistGatewayError } from '../ports/wishlist-gateway.port.js';

/** The ports of {@link moveToCart}: the cart command ports plus the wishlists. */
export interface MoveToCartPorts extends CartCommandPorts {
  readonly wishlists: WishlistGateway;
}

/** Why a move failed: the item has no SKU yet (WISHLIST.SKU_REQUIRED: the shopper picks a size first), or the add or removal's error. */
export type MoveToCartError = CartCommandError | WishlistGatewayError | DomainError<'WISHLIST.SKU_REQUIRED'>;

/**
 * Move to cart (shopping.md §7 "Wishlist"; decision 0221): adds the item's SKU and units to the
 * cart through core's `addToCart` (validation, token reset and retry, header count), then removes
 * the item from the wishlist. An item without a SKU answers WISHLIST.SKU_REQUIRED without a call;
 * a refused add keeps the item. Resolves ok with the cart and the wishlist after the removal.
 * Transport faults reject.
 */
export async function moveToCart(
  ports: MoveToCartPorts,
  wishlistId: string,
  item: WishlistItem,
  poolId: string,
): Promise<Result<{ readonly cart: Cart; readonly wishlist: Wishlist }, MoveToCartError>> {
  if (!item.skuId) return err(domainError('WISHLIST.SKU_REQUIRED', `Choose a size of ${item.displayName} first`, { productId: item.productId }));
  const added = await addToCart(ports, { productId: item.productId, skuId: item.skuId, poolId, quantity: item.quantity });
  if (!added.ok) return added;
  const removed = await ports.wishlists.removeItem(wishlistId, item.itemId);
  return removed.ok ? ok({ cart: added.value, wishlist: removed.value }) : removed;
}
