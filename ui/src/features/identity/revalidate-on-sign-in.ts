import { useEffect, useRef } from 'react';
import { useMatches, useRevalidator } from 'react-router-dom';
import { useServices } from '../../shared/service-context';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { accessGuardOf } from './access-guard-runtime';
import { SessionActor } from './identity-services';
import { launchLogin } from './launch-login';
import { watchSignIns } from './session-scope';

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
    const subscription = watchSignIns(services.get(SessionActor), () => {
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
