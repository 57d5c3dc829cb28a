import { refreshCartCount, type RefreshCartCountPorts } from '../../cart/application/refresh-cart-count.use-case.js';
import type { AuthGateway } from '../ports/auth-gateway.port.js';
import type { Session } from '../ports/session-gateway.port.js';

/** The ports {@link signOut} takes. */
export interface SignOutPorts {
  readonly auth: Pick<AuthGateway, 'signOut'>;
  /** The header count to refresh for the new guest token's cart; left out, no refresh. */
  readonly cartCount?: RefreshCartCountPorts;
}

/**
 * Signs the shopper out (shell-and-account.md §2 "Page shell" account menu, §4 "Token scope";
 * docs/auth-api.md; decision 0132): `AuthGateway.signOut()` (DELETE /auth/v0/{siteId}/tokens), then
 * the header count is refreshed, since the new GUEST token has its own cart (a failed refresh is
 * logged and the sign-out still succeeds). Resolves with the new GUEST session. Rejects on transport
 * faults of the sign-out; the session machine then logs 'Could not sign out; fetching a guest token'
 * and fetches one. The session machine's `signOut` actor calls it.
 */
export async function signOut(ports: SignOutPorts): Promise<Session> {
  const session = await ports.auth.signOut();
  if (ports.cartCount) await refreshCartCount(ports.cartCount);
  return session;
}
