import { err, ok, type Result } from '../../shared/result.js';
import type { Cart } from '../domain/cart.js';
import { validateLineEdit, type CartLineEdit } from '../domain/cart-line-change.js';
import { commandError, type CartCommandError, type CartCommandPorts } from './cart-command.js';

/**
 * The quickshop edit of a cart line (shopping.md §3 "Cart item", §4 "Quickshop edit ignores the
 * quantity cap"; decision 0361): checks the edit with {@link validateLineEdit} (CART.INVALID_ITEM,
 * no call), calls `CartGateway.editLine` (the line moves to the SKU picked, with the units asked
 * for; a line already holding that SKU is folded in), and on success sets the header count from
 * the returned cart.
 *
 * `ports`: `{ cart, header, logger }`; `edit`: `{ itemId, skuId, quantity }` (units >= 1). Resolves
 * ok with the cart after the edit, or a {@link CartCommandError}: CART.INVALID_ITEM (a SKU of
 * another product), CART.QUANTITY_EXCEEDS_STOCK (`details.maxQuantity`), CART.SKU_UNAVAILABLE,
 * CART.LINE_NOT_FOUND, CART.UNAVAILABLE (412 CART_NOT_ACTIVE). Refusals are logged as warnings
 * ('Cart line edit refused'); the cart is kept as it was. Transport faults reject.
 */
export async function editCartLine(ports: Omit<CartCommandPorts, 'tokens'>, edit: CartLineEdit): Promise<Result<Cart, CartCommandError>> {
  const valid = validateLineEdit(edit);
  const result = valid.ok ? await ports.cart.editLine(valid.value.itemId, { skuId: valid.value.skuId, quantity: valid.value.quantity }) : valid;
  if (!result.ok) {
    const error = commandError(result.error);
    ports.logger.warn('Cart line edit refused', { code: error.code, itemId: edit.itemId, skuId: edit.skuId });
    return err(error);
  }
  ports.header.set(result.value.totalQuantity);
  return ok(result.value);
}
