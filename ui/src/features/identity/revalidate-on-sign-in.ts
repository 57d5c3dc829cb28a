import { useEffect, useRef } from 'react';
import { useMatches, useRevalidator } from 'react-router-dom';
import type { Session, TokenScope } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { accessGuardOf } from './access-guard-runtime';
import { SessionActor } from './identity-services';
import { launchLogin } from './launch-login';
import { isSignedIn } from './session-scope';

/** A coded refusal as loaders return it: `{ ok: false, error: { code } }` (core's Result). */
function isSignInRefusal(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || (value as { ok?: unknown }).ok !== false) return false;
  const code = (value as { error?: { code?: unknown } }).error?.code;
  return typeof code === 'string' && code.endsWith('.SIGN_IN_REQUIRED');
}

/**
 * True when a route loader's data is, or holds as one of its own fields, a Result refused with
 * `<AREA>.SIGN_IN_REQUIRED` (`{ history: err(ORDER.SIGN_IN_REQUIRED) }`, `{ order, customerZipCode }`,
 * `{ owner, registries }`: the loader met a revoked or expired token, or a lapsed step-up). Pure.
 */
export function isRefusedForSignIn(data: unknown): boolean {
  if (isSignInRefusal(data)) return true;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  return Object.values(data).some(isSignInRefusal);
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
 * Loaders refused for a sign-in ask for it and load again once the shopper signed in
 * (shell-and-account.md §4 "Access guard": "On login success the route proceeds"; decision 0286).
 * While a matched route's data is refused ({@link isRefusedForSignIn}: a revoked or expired token, or
 * a step-up the server no longer honours):
 * - the login dialog opens for the page (trigger access-guard; a session the client still believes
 *   signed in gets the recognized variant, whose recognition call falls back to the e-mail sign-in
 *   when the server no longer knows the token; a guest gets the sign-in). When an HTTP-layer bridge
 *   already opened it, the modal stack pops back to that one;
 * - the session actor is watched from the session it had then; the first change that
 *   {@link isSignedInAgain} accepts (the dialog's sign-in, or a later one from the header after the
 *   dialog was closed) revalidates the matched loaders once for that data (react-router's
 *   `useRevalidator`). Fresh data, refused again, asks again.
 * Renders nothing; needs a data router and the identity services (else does nothing).
 */
export function useRevalidateRefusedLoaders(): void {
  const services = useServices();
  const store = useModalStack();
  const refused = useMatches().find((match) => isRefusedForSignIn(match.data))?.data;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (refused === undefined || !services.has(SessionActor)) return;
    const session = services.get(SessionActor);
    let before = session.getSnapshot().context.session;
    const subscription = session.subscribe((snapshot) => {
      const after = snapshot.context.session;
      if (after === before) return;
      const again = isSignedInAgain(before, after);
      before = after;
      if (!again) return;
      subscription.unsubscribe();
      void revalidate.current();
    });
    const scope = accessGuardOf(services)?.scope() ?? null;
    // Leaving the page (or fresh data) closes a dialog this page opened and nobody answered yet.
    const controller = new AbortController();
    let settled = false;
    void launchLogin(store, { request: { trigger: 'access-guard', scope: scope === 'AUTHORIZED' ? 'REGISTERED' : scope } }, { signal: controller.signal }).finally(() => {
      settled = true;
    });
    return () => {
      subscription.unsubscribe();
      if (!settled) controller.abort();
    };
  }, [refused, services, store]);
}
