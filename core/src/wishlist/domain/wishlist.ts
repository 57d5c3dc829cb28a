import type { DomainError } from '../../shared/domain-error.js';
import { isFiniteNumber, isNonEmptyString } from '../../shared/guards.js';
import { ok, type Result } from '../../shared/result.js';
import { invalidParameters } from '../../validation/domain/invalid-parameters.js';

/** A wishlist add (POST /checkout/v0/{siteId}/wishlists/{id}/items; shopping.md §7). */
export interface WishlistAddRequest {
  readonly wishlistId: string;
  readonly productId: string;
  readonly skuId: string;
  /** Units, a number. */
  readonly quantity: number;
}

export type WishlistError = DomainError<'WISHLIST.INVALID_REQUEST'>;

/**
 * Wishlist add needs a numeric quantity and a wishlist id (shopping.md §5). Returns the request,
 * or WISHLIST.INVALID_REQUEST 'Invalid parameters passed to addToWishlist' with the fields.
 */
export function validateWishlistAdd(request: Partial<WishlistAddRequest>): Result<WishlistAddRequest, WishlistError> {
  const fields: string[] = isNonEmptyString(request.wishlistId) ? [] : ['wishlistId'];
  if (!isFiniteNumber(request.quantity)) fields.push('quantity');
  return fields.length > 0 ? invalidParameters('WISHLIST.INVALID_REQUEST', 'addToWishlist', fields) : ok(request as WishlistAddRequest);
}
