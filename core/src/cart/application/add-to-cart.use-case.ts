import { err, ok, type Result } from '../../shared/result.js';
import { validateAddToCart } from '../domain/add-to-cart.js';
import type { AddToCartRequest, Cart } from '../domain/cart.js';
import type { CartAddOptions } from '../ports/cart-gateway.port.js';
import { commandError, type CartCommandError, type CartCommandPorts } from './cart-command.js';
import { refreshCartCount } from './refresh-cart-count.use-case.js';

/**
 * Adds units of a SKU to the cart (shopping.md §5 "Add to cart", §7 "Cart", §8; decision 0130):
 * 1. checks the request with {@link validateAddToCart} (CART.INVALID_ITEM, no call);
 * 2. calls `CartGateway.addItem`; on CART.NOT_ACTIVE (the API's 412 CART_NOT_ACTIVE) resets the token
 *    through {@link CartTokenReset} and retries the add once; a second CART.NOT_ACTIVE gives
 *    CART.UNAVAILABLE;
 * 3. on success sets the header count from the returned cart, then refreshes it from the minicart
 *    ("After an add, the cart is refreshed"; a failed refresh is logged and the add still succeeds).
 *
 * `ports`: `{ cart, tokens, header, logger }`; `request`: productId, skuId, poolId, quantity
 * (units >= 1), optional registryId and analytics. Resolves ok with the cart after the add, or a
 * {@link CartCommandError}: CART.INVALID_ITEM, CART.SKU_UNAVAILABLE, CART.QUANTITY_EXCEEDS_STOCK
 * (`details.maxQuantity`), CART.UNAVAILABLE. Refusals are logged as warnings ('Add to cart refused').
 * The cart is never cleared on failure. Transport faults (of the add or the token reset) reject.
 * `options` (an idempotency key, decision 0451) go with every send of the add, the retry included.
 */
export async function addToCart(ports: CartCommandPorts, request: AddToCartRequest, options?: CartAddOptions): Promise<Result<Cart, CartCommandError>> {
  const valid = validateAddToCart(request);
  if (!valid.ok) return refused(ports, valid.error, request);
  const send = () => (options === undefined ? ports.cart.addItem(request) : ports.cart.addItem(request, options));
  let result = await send();
  if (!result.ok && result.error.code === 'CART.NOT_ACTIVE') {
    await ports.tokens.resetToken();
    result = await send();
  }
  if (!result.ok) return refused(ports, commandError(result.error), request);
  ports.header.set(result.value.totalQuantity);
  await refreshCartCount(ports);
  return ok(result.value);
}

function refused(ports: CartCommandPorts, error: CartCommandError, request: AddToCartRequest) {
  ports.logger.warn('Add to cart refused', { code: error.code, skuId: request.skuId });
  return err(error);
}
