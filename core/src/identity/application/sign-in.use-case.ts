import type { Result } from '../../shared/result.js';
import { refreshCartCount, type RefreshCartCountPorts } from '../../cart/application/refresh-cart-count.use-case.js';
import type { AuthGateway, SignInError } from '../ports/auth-gateway.port.js';
import type { Session } from '../ports/session-gateway.port.js';

/** The ports {@link signIn} takes. */
export interface SignInPorts {
  readonly auth: Pick<AuthGateway, 'signIn'>;
  /** The header count to refresh after the guest cart merged into the customer's; left out, no refresh. */
  readonly cartCount?: RefreshCartCountPorts;
}

/** What the shopper typed into the sign-in form. */
export interface SignInCredentials {
  readonly email: string;
  readonly password: string;
}

/**
 * Signs the shopper in (shell-and-account.md §4 "Token scope", "Login modal variants"; docs/auth-api.md;
 * decision 0132): `AuthGateway.signIn(email, password)`; on success the guest cart has merged into
 * the customer's, so the header count is refreshed from the minicart (a failed refresh is logged,
 * 'Cart count load failure', and sign-in still succeeds). The profile and preferences load in the
 * session machine once it receives the session (`session.authenticated`).
 *
 * Resolves ok with the AUTHORIZED (or CALL_CENTER) session, or a {@link SignInError}:
 * AUTH.UNKNOWN_EMAIL, AUTH.WRONG_PASSWORD, AUTH.ACCOUNT_LOCKED (`details.retryAfterSeconds`).
 * Transport faults reject. The login modal machine's `signIn` actor calls it.
 */
export async function signIn(ports: SignInPorts, credentials: SignInCredentials): Promise<Result<Session, SignInError>> {
  const result = await ports.auth.signIn(credentials.email, credentials.password);
  if (result.ok && ports.cartCount) await refreshCartCount(ports.cartCount);
  return result;
}
