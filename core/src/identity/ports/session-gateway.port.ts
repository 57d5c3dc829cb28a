import { token } from '../../shared/token.js';
import type { TokenScope } from '../token-scope.js';

/** The session as the client knows it: the token is an HttpOnly cookie, so only its scope is seen. */
export interface Session {
  readonly scope: TokenScope;
  /** Epoch ms. */
  readonly expiresAt: number;
  readonly profileId: string | null;
}

/**
 * Port: tokens (decision 0006; the spec does not show the token calls).
 */
export interface SessionGateway {
  /** Fetches a guest token (POST /auth/v0/{siteId}/tokens, grantType 'guest'). Throws on transport faults. */
  createGuestSession(): Promise<Session>;
}
export const SessionGateway = token<SessionGateway>('SessionGateway');
