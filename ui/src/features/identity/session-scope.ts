import { isLoggedIn, tokenScopeOf, type TokenScope } from '@vitrine/core';
import type { AuthCookieReader, SessionActorRef } from './identity-services';

/**
 * The session's scope, brought in line with the auth payload cookie first (docs/auth-api.md: the
 * cookie keeps AUTHORIZED after the step-up lapsed, with a past `authorizedUntil`): when the session
 * actor still says AUTHORIZED but the cookie's effective scope is REGISTERED, the actor gets
 * `session.stepUpLapsed`. Returns the scope after that (null while there is no token).
 */
export function syncedScope(session: SessionActorRef, readCookie: AuthCookieReader): TokenScope | null {
  const scope = tokenScopeOf(session.getSnapshot().context);
  if (scope === 'AUTHORIZED' && readCookie().session?.scope === 'REGISTERED') session.send({ type: 'session.stepUpLapsed' });
  return tokenScopeOf(session.getSnapshot().context);
}

/** Signed in for the account menu: logged in (registered or authorized) or a call-centre agent. */
export function isSignedIn(scope: TokenScope | null): boolean {
  return isLoggedIn(scope) || scope === 'CALL_CENTER';
}
