import { REAUTH_FAILURE_MESSAGE, tokenRefreshStrategy, type AuthGateway, type Logger, type Session, type SessionGateway, type TokenScope } from '@vitrine/core';

/** The auth gateway, or a getter for it (the gateway needs the HTTP client that needs this renewal). */
export type AuthGatewayRef = Pick<AuthGateway, 'refresh'> | (() => Pick<AuthGateway, 'refresh'>);

/** Options of {@link renewSessionFor}. */
export interface RenewSessionOptions {
  /** Where a failed re-authentication is logged ('Could not handle registered token reauth error'). */
  readonly logger?: Logger;
  /** Receives the renewed session, to merge into the app's session state. */
  readonly onSession?: (session: Session) => void;
}

/**
 * Token refresh for the HTTP client's renewal (shell-and-account.md §4 "Token refresh"; shopping.md
 * §8): returns the `renewSession` to give `createHttpGateways`. When `readScope()` is REGISTERED or
 * AUTHORIZED (core's tokenRefreshStrategy), the session re-authenticates (`grantType: 'refresh'`)
 * and the new session goes to `onSession`; when that answers AUTH.TOKEN_EXPIRED, 'Could not handle
 * registered token reauth error' is logged (warn) and a guest token is fetched instead. Any other
 * scope (GUEST, CALL_CENTER, none) fetches a guest token. Rejects when the calls fail (the client
 * then logs 'Retry failed' and throws the original error).
 *
 * ```ts
 * let auth: KyAuthGateway;
 * const gateways = createHttpGateways({ ...options, renewSession: renewSessionFor(() => auth, () => scopeFromCookie(), { logger }) });
 * auth = new KyAuthGateway(gateways.http, site);
 * ```
 */
export function renewSessionFor(auth: AuthGatewayRef, readScope: () => TokenScope | null | undefined, options: RenewSessionOptions = {}): (sessions: SessionGateway) => Promise<void> {
  return async (sessions) => {
    if (tokenRefreshStrategy(readScope() ?? null) === 'reauthenticate') {
      const gateway = typeof auth === 'function' ? auth() : auth;
      const refreshed = await gateway.refresh();
      if (refreshed.ok) {
        options.onSession?.(refreshed.value);
        return;
      }
      options.logger?.warn(REAUTH_FAILURE_MESSAGE, { code: refreshed.error.code, message: refreshed.error.message });
    }
    const guest = await sessions.createGuestSession();
    options.onSession?.(guest);
  };
}
