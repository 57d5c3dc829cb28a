import type { BundleGateway } from '../../catalog/ports/bundle-gateway.port.js';
import { err, ok, type Result } from '../../shared/result.js';
import { validatePartAddToCart, type PartAddToCartRequest } from '../domain/add-to-cart.js';
import type { Cart } from '../domain/cart.js';
import { commandError, type CartCommandError, type CartCommandPorts } from './cart-command.js';
import { refreshCartCount } from './refresh-cart-count.use-case.js';

/** The ports of {@link addPartsToCart}: the cart command ports plus the bundle gateway that sends part items. */
export interface PartCartPorts extends CartCommandPorts {
  readonly bundles: BundleGateway;
}

/**
 * Adds a bundle's parts to the cart (shopping.md §5 "Part add to cart needs the same", §7 "Cart"
 * part items, §8 CART_NOT_ACTIVE; decisions 0130, 0220), as {@link addToCart} does for one SKU:
 * 1. {@link validatePartAddToCart} (CART.INVALID_ITEM, no call);
 * 2. `BundleGateway.addParts`; on CART.NOT_ACTIVE resets the token and retries once (a second one
 *    gives CART.UNAVAILABLE);
 * 3. on success sets the header count from the cart, then refreshes it from the minicart.
 * Resolves ok with the cart, or a {@link CartCommandError} (logged as a warning 'Part add to cart
 * refused'). Transport faults reject.
 */
export async function addPartsToCart(ports: PartCartPorts, request: PartAddToCartRequest): Promise<Result<Cart, CartCommandError>> {
  const valid = validatePartAddToCart(request);
  if (!valid.ok) return refused(ports, valid.error);
  let result = await ports.bundles.addParts(request);
  if (!result.ok && result.error.code === 'CART.NOT_ACTIVE') {
    await ports.tokens.resetToken();
    result = await ports.bundles.addParts(request);
  }
  if (!result.ok) return refused(ports, commandError(result.error));
  ports.header.set(result.value.totalQuantity);
  await refreshCartCount(ports);
  return ok(result.value);
}

function refused(ports: PartCartPorts, error: CartCommandError) {
  ports.logger.warn('Part add to cart refused', { code: error.code });
  return err(error);
}
