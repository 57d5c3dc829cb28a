import type { Result } from '../../shared/result.js';
import { err, ok } from '../../shared/result.js';
import { validateWishlistAdd } from '../domain/wishlist.js';
import { wishlistItemOf, type Wishlist } from '../domain/wishlist-model.js';
import type { WishlistGateway, WishlistGatewayError } from '../ports/wishlist-gateway.port.js';

/** What the heart toggles: a product, and the SKU when the shopper chose one. */
export interface HeartRequest {
  readonly productId: string;
  readonly skuId?: string | null;
}

/**
 * The heart (shopping.md §3 tile canHeart, §5 "Wishlist add needs a numeric quantity and a wishlist
 * id", §7; decision 0221): on the shopper's default wishlist (the first of `getWishlists`), a
 * product not there is added (1 unit, the SKU if given), a product there is removed. Resolves ok
 * with the wishlist after the change and whether the product is now hearted, or the gateway's
 * coded error (WISHLIST.INVALID_REQUEST when there is no wishlist id). Transport faults reject.
 */
export async function toggleHeart(
  wishlists: WishlistGateway,
  request: HeartRequest,
): Promise<Result<{ readonly wishlist: Wishlist; readonly hearted: boolean }, WishlistGatewayError>> {
  const [current] = await wishlists.getWishlists();
  const existing = current ? wishlistItemOf(current, request.productId) : null;
  if (current && existing) {
    const removed = await wishlists.removeItem(current.id, existing.itemId);
    return removed.ok ? ok({ wishlist: removed.value, hearted: false }) : removed;
  }
  const valid = validateWishlistAdd({ wishlistId: current?.id, productId: request.productId, skuId: request.skuId ?? '', quantity: 1 });
  if (!valid.ok) return err(valid.error);
  const added = await wishlists.addItem({ ...valid.value, skuId: request.skuId ?? null });
  return added.ok ? ok({ wishlist: added.value, hearted: true }) : added;
}
