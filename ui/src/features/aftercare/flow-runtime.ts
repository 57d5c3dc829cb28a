import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AnyStateMachine, StateValue } from 'xstate';
import { domainError, err, flowStepOfPath, forwardLogs, isAuthorized, Logger, ok, tokenScopeOf, type DomainError, type Result, type TokenScope } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import type { Services } from '../../shared/services';
import { accessGuardOf, reportMachineState, SessionActor } from '../identity';

/**
 * Runs core's returns or claims machine for one visit of its route (decisions 0191, 0194), as the
 * checkout layout runs its machine: every location under /returns or /claims is sent as
 * `route.entered`, every `<flow>.navigate` is applied (push or replace), an AUTHORIZED session
 * resumes a machine waiting for a sign-in, and the QA driver gets the machine's states.
 */

/** The scope now, in line with the auth cookie; null without identity services or token. */
export function currentScope(services: Services): TokenScope | null {
  return accessGuardOf(services)?.scope() ?? null;
}

/** The session actor's scope, re-rendering when it changes. */
function useSessionScope(): TokenScope | null {
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

/**
 * The URL of each flow actor's latest `<flow>.navigate`: the login a page opens while the machine
 * navigates (a guest choosing a claim type goes to select and needs a sign-in) is launched for that
 * navigation, so the route start it causes does not close it (the modal stack's navigationTarget,
 * decision 0085).
 */
const lastNavigation = new WeakMap<object, string>();

interface FlowEvents {
  send(event: { type: string; [key: string]: unknown }): void;
  on(type: string, handler: (event: { url: string; replace: boolean }) => void): { unsubscribe(): void };
}

/** Starts `machine` (returns or claims) for this visit and keeps it in line with the URL and the session. */
export function useFlowActor<M extends AnyStateMachine>(flow: 'returns' | 'claims', machine: M) {
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const actor = useActorRef(machine, { input: { scope: currentScope(services) } } as never);
  const events = actor as unknown as FlowEvents;

  useEffect(() => {
    const subscriptions = [
      events.on(`${flow}.navigate`, (event) => {
        lastNavigation.set(actor, event.url);
        void navigate(event.url, { replace: event.replace });
      }),
      ...(services.has(Logger) ? [forwardLogs(actor as never, services.get(Logger))] : []),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, events, flow, navigate, services]);

  useEffect(() => {
    const step = flowStepOfPath(flow, location.pathname);
    if (step) events.send({ type: 'route.entered', step, query: Object.fromEntries(new URLSearchParams(location.search)) });
  }, [events, flow, location.pathname, location.search]);

  const scope = useSessionScope();
  useEffect(() => {
    if (isAuthorized(scope)) events.send({ type: 'session.signedIn', scope: scope! });
  }, [events, scope]);

  useEffect(() => {
    const report = () => reportMachineState(flow, (actor.getSnapshot() as { value: StateValue }).value);
    report();
    const subscription = actor.subscribe(report);
    return () => subscription.unsubscribe();
  }, [actor, flow]);

  return actor;
}

/** The flow actor's latest `<flow>.navigate` URL: the navigation a sign-in for it belongs to (the identity feature's `withSignIn`, its navigationTarget). */
export function flowNavigationTarget(actor: object): string | undefined {
  return lastNavigation.get(actor);
}

/**
 * The attempt the identity feature's `withSignIn` runs for a returns or claims machine waiting in `loginRequired`
 * (decisions 0191, 0288): when the session is AUTHORIZED (in line with the auth cookie) the machine
 * gets `session.signedIn` and the answer is ok; otherwise AFTERCARE.SIGN_IN_REQUIRED, so the login
 * opens (or, after a dismissed one, the machine keeps waiting).
 */
export function resumeFlow(
  services: Services,
  actor: { send(event: { type: 'session.signedIn'; scope: TokenScope }): void },
): () => Promise<Result<void, DomainError<'AFTERCARE.SIGN_IN_REQUIRED'>>> {
  return async () => {
    const scope = currentScope(services);
    if (!isAuthorized(scope)) return err(domainError('AFTERCARE.SIGN_IN_REQUIRED', 'The flow needs an authorized session'));
    actor.send({ type: 'session.signedIn', scope: scope! });
    return ok(undefined);
  };
}
