import type { Logger } from '../../shared/logger.js';
import type { Minicart } from '../domain/cart.js';
import type { CartGateway } from '../ports/cart-gateway.port.js';
import type { HeaderCart } from './header-cart.js';

/** The ports {@link refreshCartCount} uses. */
export interface RefreshCartCountPorts {
  readonly cart: Pick<CartGateway, 'getMinicart'>;
  readonly header: HeaderCart;
  readonly logger: Logger;
}

/** The log text of a failed minicart read (shopping.md §8 "Cart count load failure: Logged"). */
export const CART_COUNT_FAILURE_MESSAGE = 'Cart count load failure';

/**
 * Re-reads the minicart (GET /checkout/v0/{siteId}/minicart, shopping.md §7 "After an add, the cart
 * is refreshed") and sets the header count from its totalQuantity. Resolves with the minicart, or
 * null when it could not be read: the failure is logged as 'Cart count load failure' (§8) and the
 * count stays as it was. Never rejects.
 */
export async function refreshCartCount(ports: RefreshCartCountPorts): Promise<Minicart | null> {
  try {
    const minicart = await ports.cart.getMinicart();
    ports.header.set(minicart.totalQuantity);
    return minicart;
  } catch (error) {
    ports.logger.error(CART_COUNT_FAILURE_MESSAGE, { error: String(error) });
    return null;
  }
}
