import { createActor, fromPromise } from 'xstate';
import {
  CookieJar,
  isWebview,
  accessGuardMachine,
  forwardLogs,
  Logger,
  type GuardedRoute,
  type GuardResult,
  type LoginOutcome,
  type OpenLoginInput,
  type TokenScope,
} from '@vitrine/core';
import type { Services } from '../../shared/services';
import { modalStackOf } from '../../shared/modal-stack/modal-stack-of';
import { AuthCookieReader, LoginModalLogic, SessionActor } from './identity-services';
import { launchLogin } from './launch-login';
import { syncedScope } from './session-scope';

/** One navigation to check. */
export interface AccessCheck {
  /** The target as a key: path and query ('/account/dashboard', '/order/1?customerZipCode=1'). */
  readonly to: string;
  readonly route: GuardedRoute;
  readonly query: Readonly<Record<string, string>>;
  /** Aborted when the navigation is superseded: the check then resolves with cancel and its login closes. */
  readonly signal?: AbortSignal;
}

/** The access guard of one app: the access guard machine with its login provided. */
export interface AccessGuardRuntime {
  /** The session's scope, in line with the auth cookie ({@link syncedScope}). */
  scope(): TokenScope | null;
  /**
   * Checks a navigation (shell-and-account.md §4 "Access guard"): resolves at once with proceed
   * when the scope suffices; otherwise after the login modal the machine opened (sign-in, or
   * recognized for a REGISTERED shopper on an authorization route, or the downgrade login) with
   * proceed, redirect (downgrade success) or cancel. Never rejects.
   */
  check(check: AccessCheck): Promise<GuardResult>;
}

const runtimes = new WeakMap<Services, AccessGuardRuntime>();

/**
 * The app's access guard (decision 0087), keyed by its service container: one running access guard
 * machine whose `openLogin` launches the login modal on the app's modal stack. Null when the
 * identity services are not bound (a container without the identity module).
 */
export function accessGuardOf(services: Services): AccessGuardRuntime | null {
  if (!services.has(SessionActor) || !services.has(LoginModalLogic) || !services.has(AuthCookieReader)) return null;
  const existing = runtimes.get(services);
  if (existing) return existing;

  const session = services.get(SessionActor);
  const readCookie = services.get(AuthCookieReader);
  const store = modalStackOf(services);
  const scope = () => syncedScope(session, readCookie);
  const cookies = services.has(CookieJar) ? services.get(CookieJar) : null;
  const machine = accessGuardMachine.provide({
    actors: {
      openLogin: fromPromise<LoginOutcome, OpenLoginInput>(({ input, signal }) =>
        launchLogin(
          store,
          {
            request: { trigger: 'access-guard', scope: input.initialState === 'recognized' ? 'REGISTERED' : scope() },
            downgradePath: input.downgradePath,
          },
          { navigationTarget: input.to, signal },
        ),
      ),
    },
  });
  const actor = createActor(machine);
  if (services.has(Logger)) forwardLogs(actor, services.get(Logger));
  actor.start();

  const runtime: AccessGuardRuntime = {
    scope,
    check: ({ to, route, query, signal }) =>
      new Promise<GuardResult>((resolve) => {
        const subscription = actor.on('guard.result', (event) => {
          if (event.to !== to) return;
          subscription.unsubscribe();
          resolve(event.result);
        });
        signal?.addEventListener(
          'abort',
          () => {
            subscription.unsubscribe();
            resolve({ kind: 'cancel' });
          },
          { once: true },
        );
        actor.send({ type: 'guard.check', to, route, scope: scope(), query, webview: isWebview(query, cookies) });
      }),
  };
  runtimes.set(services, runtime);
  return runtime;
}
