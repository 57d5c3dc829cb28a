import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { WishlistAddRequest, WishlistError } from '../domain/wishlist.js';
import type { Wishlist } from '../domain/wishlist-model.js';

/** Coded wishlist failures: the request refused (WISHLIST.INVALID_REQUEST) or no such wishlist / item (WISHLIST.NOT_FOUND). */
export type WishlistGatewayError = WishlistError | DomainError<'WISHLIST.NOT_FOUND'>;

/** A wishlist add as sent: {@link WishlistAddRequest} with the SKU optional (null: hearted without a size). */
export type WishlistItemRequest = Omit<WishlistAddRequest, 'skuId'> & { readonly skuId: string | null };

/**
 * Port: the shopper's wishlists (shopping.md §7 "Wishlist"; decision 0221). Implemented by
 * KyWishlistGateway and InMemoryWishlists. Gateways validate nothing (core's use cases do).
 */
export interface WishlistGateway {
  /** The shopper's wishlists, the default first (GET /checkout/v0/{siteId}/wishlists). Throws on transport faults. */
  getWishlists(): Promise<Wishlist[]>;
  /** Any wishlist by id, read-only (GET …/wishlists/{id}); WISHLIST.NOT_FOUND. Throws on faults. */
  getWishlist(id: string): Promise<Result<Wishlist, WishlistGatewayError>>;
  /** Puts a product (and SKU) on a wishlist (POST …/wishlists/{id}/items); WISHLIST.INVALID_REQUEST, WISHLIST.NOT_FOUND. */
  addItem(request: WishlistItemRequest): Promise<Result<Wishlist, WishlistGatewayError>>;
  /** Removes an item (DELETE …/wishlists/{id}/items/{itemId}); WISHLIST.NOT_FOUND. Throws on faults. */
  removeItem(wishlistId: string, itemId: string): Promise<Result<Wishlist, WishlistGatewayError>>;
}
export const WishlistGateway = token<WishlistGateway>('WishlistGateway');
