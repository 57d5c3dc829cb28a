import { err, ok, type Result } from '../../shared/result.js';
import type { Cart } from '../domain/cart.js';
import { validateLineQuantity, type CartLineQuantity } from '../domain/cart-line-change.js';
import { commandError, type CartCommandError, type CartCommandPorts } from './cart-command.js';

/**
 * Sets a cart line's quantity (shopping.md §3 "Cart item", §7 "Cart"; decisions 0054, 0130):
 * checks the change with {@link validateLineQuantity} (CART.INVALID_ITEM, no call), calls
 * `CartGateway.updateQuantity`, and on success sets the header count from the returned cart.
 *
 * `ports`: `{ cart, header, logger }` (the token reset is not used: a reset starts a new cart, so
 * the line would be gone); `change`: `{ itemId, quantity }` (units >= 1). Resolves ok with the cart
 * after the change, or a {@link CartCommandError}: CART.INVALID_ITEM, CART.QUANTITY_EXCEEDS_STOCK
 * (`details.maxQuantity`), CART.SKU_UNAVAILABLE, CART.LINE_NOT_FOUND, CART.UNAVAILABLE (412
 * CART_NOT_ACTIVE). Refusals are logged as warnings ('Cart quantity update refused'); the cart is
 * kept as it was. Transport faults reject.
 */
export async function changeCartLineQuantity(ports: Omit<CartCommandPorts, 'tokens'>, change: CartLineQuantity): Promise<Result<Cart, CartCommandError>> {
  const valid = validateLineQuantity(change);
  const result = valid.ok ? await ports.cart.updateQuantity(change.itemId, change.quantity) : valid;
  if (!result.ok) {
    const error = commandError(result.error);
    ports.logger.warn('Cart quantity update refused', { code: error.code, itemId: change.itemId });
    return err(error);
  }
  ports.header.set(result.value.totalQuantity);
  return ok(result.value);
}
