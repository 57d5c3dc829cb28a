import { isLoggedIn, tokenScopeOf, type Session, type TokenScope } from '@vitrine/core';
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

/** How much a scope may do: no token and GUEST 0, REGISTERED 1, AUTHORIZED and CALL_CENTER 2. */
function rankOf(scope: TokenScope | null | undefined): number {
  if (scope === 'AUTHORIZED' || scope === 'CALL_CENTER') return 2;
  return scope === 'REGISTERED' ? 1 : 0;
}

/**
 * True when the session moved from `before` to `after` by a sign-in (or a renewal) rather than by a
 * step down: `after` is a different, signed-in session ({@link isSignedIn}) whose scope is not
 * lower than before's. A lapsed step-up or a downgrade (AUTHORIZED → REGISTERED), a sign-out or a
 * guest token is not. Pure.
 */
export function isSignedInAgain(before: Session | null, after: Session | null): boolean {
  if (after === null || after === before || !isSignedIn(after.scope)) return false;
  return rankOf(after.scope) >= rankOf(before?.scope);
}

/**
 * Calls `onSignIn` each time the session actor's session changes in a way {@link isSignedInAgain}
 * accepts (decisions 0286, 0296). Returns the subscription; unsubscribe to stop.
 */
export function watchSignIns(session: SessionActorRef, onSignIn: () => void): { unsubscribe(): void } {
  let before = session.getSnapshot().context.session;
  return session.subscribe((snapshot) => {
    const after = snapshot.context.session;
    if (after === before) return;
    const again = isSignedInAgain(before, after);
    before = after;
    if (again) onSignIn();
  });
}
