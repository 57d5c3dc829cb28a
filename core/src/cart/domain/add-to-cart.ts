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

/** A part add to cart (POST /checkout/v1/{siteId}/carts/items, shopping.md §7): one pool, items of type PART. */
export interface PartAddToCartRequest {
  readonly poolId: string;
  readonly items: readonly { readonly productId: string; readonly skuId: string; readonly quantity: number; readonly type: 'PART' }[];
}

/**
 * Part add to cart needs the same as add to cart (shopping.md §5): a non-empty poolId, at least
 * one item, and for each item a non-empty productId and skuId and a whole quantity >= 1.
 * Returns the request, or CART.INVALID_ITEM with the offending fields in `details.fields`
 * ('items[0].skuId' style for item fields).
 */
export function validatePartAddToCart(request: PartAddToCartRequest): Result<PartAddToCartRequest, AddToCartValidationError> {
  const missing: string[] = nonEmpty(request.poolId) ? [] : ['poolId'];
  if (request.items.length === 0) missing.push('items');
  request.items.forEach((item, i) => {
    for (const f of ['productId', 'skuId'] as const) if (!nonEmpty(item[f])) missing.push(`items[${i}].${f}`);
    if (!Number.isInteger(item.quantity) || item.quantity < 1) missing.push(`items[${i}].quantity`);
  });
  if (missing.length > 0) {
    return err(domainError('CART.INVALID_ITEM', `Invalid parameters passed to addPartsToCart: ${missing.join(', ')}`, { fields: missing }));
  }
  return ok(request);
}
