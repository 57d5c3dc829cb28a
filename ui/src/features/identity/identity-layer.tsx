import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import type { LoginModalInput } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { SessionEventsPort } from '../../di/session-events';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { AccessGuardBlocker } from './access-guard-blocker';
import { launchLogin } from './launch-login';
import { useRevalidateRefusedLoaders } from './revalidate-on-sign-in';
import { syncedScope } from './session-scope';
import { AuthCookieReader, SessionActor } from './identity-services';

/**
 * The navigation in progress as the modal stack keys it (path and query), read when an HTTP-layer
 * event arrives: a login opened from a loader's call is launched for that navigation, so the route
 * start of its commit does not close it (decision 0286).
 */
function usePendingNavigation(): () => string | undefined {
  const navigation = useNavigation();
  const latest = useRef(navigation.location);
  latest.current = navigation.location;
  return () => (latest.current ? latest.current.pathname + latest.current.search : undefined);
}

/** Launch options for a pending navigation, if any. */
const forNavigation = (target: string | undefined) => (target ? { navigationTarget: target } : {});

/**
 * "A 403 where only a registered scope suffices opens login" (shell-and-account.md §4; shopping.md
 * §4): the HTTP layer's login-required events open the login modal (sign-in, or recognized for a
 * REGISTERED shopper) on the modal stack.
 */
function useLoginRequiredOpensLogin(): void {
  const services = useServices();
  const store = useModalStack();
  const pending = usePendingNavigation();
  useEffect(() => {
    if (!services.has(SessionEventsPort) || !services.has(SessionActor)) return;
    const session = services.get(SessionActor);
    const readCookie = services.get(AuthCookieReader);
    return services.get(SessionEventsPort).loginRequired.subscribe(() => {
      void launchLogin(store, { request: { trigger: 'sign-in', scope: syncedScope(session, readCookie) } }, forNavigation(pending()));
    });
    // `pending` reads a ref: the subscription stays for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, store]);
}

/**
 * A signed-in customer's call that needed the AUTHORIZED step-up they no longer have (the HTTP
 * layer's step-up-required event, which also sent the session `session.stepUpLapsed`; decision
 * 0287) asks for the password again: the recognized login (trigger access-guard). A write wrapped in
 * `withSignIn` launches the same dialog for its retry; the modal stack pops back to this one and
 * both get its outcome, so the shopper sees one dialog.
 */
function useStepUpRequiredAsksPassword(): void {
  const services = useServices();
  const store = useModalStack();
  const pending = usePendingNavigation();
  useEffect(() => {
    if (!services.has(SessionEventsPort) || !services.has(SessionActor)) return;
    return services.get(SessionEventsPort).stepUpRequired.subscribe(() => {
      void launchLogin(store, { request: { trigger: 'access-guard', scope: 'REGISTERED' } }, forNavigation(pending()));
    });
    // `pending` reads a ref: the subscription stays for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, store]);
}

/**
 * For the QA browser driver only (window.__VITRINE_QA__ set before the app loads; decision 0089):
 * `window.__vitrineQa.openLogin(input)` opens the login modal with a path's input, for the variants
 * no link opens (upgrade optional, upgrade required, the downgrade login).
 */
function useQaHooks(): void {
  const store = useModalStack();
  useEffect(() => {
    if (!window.__VITRINE_QA__) return;
    window.__vitrineQa = { openLogin: (input) => void launchLogin(store, input as LoginModalInput) };
    return () => {
      delete window.__vitrineQa;
    };
  }, [store]);
}

/**
 * The shell's identity wiring: the access guard's blocker, the login-required and step-up-required
 * bridges, loaders refused for a sign-in loaded again after it (decision 0286), and the QA hooks.
 * Renders nothing visible.
 */
export function IdentityLayer() {
  useLoginRequiredOpensLogin();
  useStepUpRequiredAsksPassword();
  useRevalidateRefusedLoaders();
  useQaHooks();
  return <AccessGuardBlocker />;
}
