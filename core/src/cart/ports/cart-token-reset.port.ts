import { token } from '../../shared/token.js';

/**
 * Port: resets the shopper's token after a 412 CART_NOT_ACTIVE (shopping.md §5 "Tokens and login",
 * §8 "412 CART_NOT_ACTIVE on add to cart: reset the token and retry once"; decision 0130). The
 * reset is the token refresh of shell-and-account.md §4: a REGISTERED or AUTHORIZED session
 * re-authenticates (its cart comes back active), any other session gets a new guest token.
 * Implemented over HTTP by the session renewal of `createHttpGateways` and in memory by InMemoryCart.
 */
export interface CartTokenReset {
  /** Resets the token; resolves once the new token is set. Throws on transport faults. */
  resetToken(): Promise<void>;
}
export const CartTokenReset = token<CartTokenReset>('CartTokenReset');
