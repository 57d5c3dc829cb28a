import type { DomainError } from '../../shared/domain-error.js';
import { domainError } from '../../shared/domain-error.js';
import type { Logger } from '../../shared/logger.js';
import type { CartError, CartErrorCode, CartGateway } from '../ports/cart-gateway.port.js';
import type { CartTokenReset } from '../ports/cart-token-reset.port.js';
import type { HeaderCart } from './header-cart.js';

/**
 * What the cart use cases return on failure: every cart code but CART.NOT_ACTIVE, which the use
 * cases turn into a token reset and retry (add) or CART.UNAVAILABLE (decision 0130).
 */
export type CartCommandError = DomainError<Exclude<CartErrorCode, 'CART.NOT_ACTIVE'>>;

/** The ports the cart use cases take first (architecture.md "Core"). */
export interface CartCommandPorts {
  readonly cart: CartGateway;
  /** Resets the token after 412 CART_NOT_ACTIVE (add to cart only). */
  readonly tokens: CartTokenReset;
  /** The header count the use cases update after a change. */
  readonly header: HeaderCart;
  /** Where refusals (warn) and a failed count refresh (error) are logged. */
  readonly logger: Logger;
}

/** CART.NOT_ACTIVE as the UI sees it: CART.UNAVAILABLE with the server's message and details. */
export function unavailableCart(error: CartError): CartCommandError {
  return domainError('CART.UNAVAILABLE', error.message, { ...error.details });
}

/** A gateway refusal as the use cases return it: CART.NOT_ACTIVE becomes CART.UNAVAILABLE; any other code is kept. */
export function commandError(error: CartError): CartCommandError {
  return error.code === 'CART.NOT_ACTIVE' ? unavailableCart(error) : (error as CartCommandError);
}
