import { err, ok, type Result } from '../../shared/result.js';
import type { Cart } from '../domain/cart.js';
import { validateLineRemoval } from '../domain/cart-line-change.js';
import { commandError, type CartCommandError, type CartCommandPorts } from './cart-command.js';

/**
 * Removes a cart line (shopping.md §7 "Cart"; decisions 0054, 0130): checks the id with
 * {@link validateLineRemoval} (CART.INVALID_ITEM, no call), calls `CartGateway.removeLine`, and on
 * success sets the header count from the returned cart.
 *
 * `ports`: `{ cart, header, logger }`; `itemId`: the line's id. Resolves ok with the cart after the
 * removal, or a {@link CartCommandError}: CART.INVALID_ITEM, CART.LINE_NOT_FOUND, CART.UNAVAILABLE
 * (412 CART_NOT_ACTIVE). Refusals are logged as warnings ('Cart remove refused'); the cart is kept as
 * it was. Transport faults reject.
 */
export async function removeCartLine(ports: Omit<CartCommandPorts, 'tokens'>, itemId: string): Promise<Result<Cart, CartCommandError>> {
  const valid = validateLineRemoval(itemId);
  const result = valid.ok ? await ports.cart.removeLine(itemId) : valid;
  if (!result.ok) {
    const error = commandError(result.error);
    ports.logger.warn('Cart remove refused', { code: error.code, itemId });
    return err(error);
  }
  ports.header.set(result.value.totalQuantity);
  return ok(result.value);
}
