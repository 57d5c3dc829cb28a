import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';

/** A cart line change refused before any call. */
export type CartLineChangeError = DomainError<'CART.INVALID_ITEM'>;

/** What a quantity change sends: the line and its new units. */
export interface CartLineQuantity {
  readonly itemId: string;
  /** Units, a whole number >= 1. */
  readonly quantity: number;
}

/**
 * A cart line update needs a non-blank itemId and a whole quantity of at least 1 (shopping.md §3
 * "Cart item"; decision 0041). Returns the change unchanged, or CART.INVALID_ITEM with
 * `details: { itemId, quantity }`.
 */
export function validateLineQuantity(change: CartLineQuantity): Result<CartLineQuantity, CartLineChangeError> {
  if (change.itemId.trim() === '' || !Number.isInteger(change.quantity) || change.quantity < 1) {
    return err(domainError('CART.INVALID_ITEM', 'A cart line update needs an itemId and a whole quantity >= 1', { itemId: change.itemId, quantity: change.quantity }));
  }
  return ok(change);
}

/** A cart line removal needs a non-blank itemId. Returns the id, or CART.INVALID_ITEM with `details: { itemId }`. */
export function validateLineRemoval(itemId: string): Result<string, CartLineChangeError> {
  if (itemId.trim() === '') return err(domainError('CART.INVALID_ITEM', 'A cart line removal needs an itemId', { itemId }));
  return ok(itemId);
}

/** What a quickshop edit of a cart line sends: the line, the SKU it should hold and its units (decision 0361). */
export interface CartLineEdit {
  readonly itemId: string;
  /** A SKU of the line's product (the same SKU keeps it and only changes the units). */
  readonly skuId: string;
  /** Units, a whole number >= 1; not capped by stock here (shopping.md §4 "Quickshop edit ignores the quantity cap"): the server's stock check answers. */
  readonly quantity: number;
}

/**
 * A quickshop edit needs a non-blank itemId and skuId and a whole quantity of at least 1
 * (shopping.md §3 "Cart item", §4; decision 0361). Returns the edit with the ids trimmed, or
 * CART.INVALID_ITEM with `details: { itemId, skuId, quantity }`.
 */
export function validateLineEdit(edit: CartLineEdit): Result<CartLineEdit, CartLineChangeError> {
  const itemId = edit.itemId.trim();
  const skuId = edit.skuId.trim();
  if (itemId === '' || skuId === '' || !Number.isInteger(edit.quantity) || edit.quantity < 1) {
    return err(domainError('CART.INVALID_ITEM', 'A cart line edit needs an itemId, a skuId and a whole quantity >= 1', { itemId: edit.itemId, skuId: edit.skuId, quantity: edit.quantity }));
  }
  return ok({ itemId, skuId, quantity: edit.quantity });
}
