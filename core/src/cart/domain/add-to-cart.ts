import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { AddToCartRequest } from './cart.js';

export type AddToCartValidationError = DomainError<'CART.INVALID_ITEM'>;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * Add to cart needs non-empty productId, skuId and poolId (shopping.md §5), and a whole quantity
 * of at least 1. Returns the request unchanged, or CART.INVALID_ITEM with the missing fields in
 * `details.fields`.
 */
export function validateAddToCart(request: AddToCartRequest): Result<AddToCartRequest, AddToCartValidationError> {
  const missing = (['productId', 'skuId', 'poolId'] as const).filter((f) => !nonEmpty(request[f]));
  if (!Number.isInteger(request.quantity) || request.quantity < 1) missing.push('quantity' as never);
  if (missing.length > 0) {
    return err(domainError('CART.INVALID_ITEM', `Invalid parameters passed to addToCart: ${missing.join(', ')}`, { fields: missing }));
  }
  return ok(request);
}
