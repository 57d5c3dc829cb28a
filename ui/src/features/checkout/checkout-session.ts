import { useCallback, useSyncExternalStore } from 'react';
import { tokenScopeOf, type TokenScope } from '@vitrine/core';
import { useServices, useServicesReady } from '../../shared/service-context';
import type { Services } from '../../shared/services';
import { accessGuardOf, SessionActor } from '../identity';

/**
 * The session's token scope for the checkout (shell-and-account.md §4 "Token scope", §6 "Checkout
 * steps need a registered user"), through the identity services another feature binds.
 */

/** The scope now, in line with the auth cookie (the access guard's reading); null without identity services or token. */
export function currentScope(services: Services): TokenScope | null {
  return accessGuardOf(services)?.scope() ?? null;
}

/**
 * The session actor's scope, re-rendering when it changes; null without identity services. Suspends
 * until the session actor answers (a page's first render can come before the browser's container
 * has loaded, decision 0170: the slim header's call-centre notice reads this on a direct load).
 */
export function useSessionScope(): TokenScope | null {
  useServicesReady(SessionActor);
  const services = useServices();
  const session = services.has(SessionActor) ? services.get(SessionActor) : null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!session) return () => undefined;
      const subscription = session.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  const read = () => (session ? tokenScopeOf(session.getSnapshot().context) : null);
  return useSyncExternalStore(subscribe, read, read);
}
