import { createActor } from 'xstate';
import { preferenceSeedFrom } from '@vitrine/adapters';
import {
  AuthGateway,
  CartGateway,
  Clock,
  CookieJar,
  forwardLogs,
  HeaderCart,
  Logger,
  loginModalActors,
  loginModalMachine,
  ProfileGateway,
  SessionGateway,
  sessionActors,
  sessionMachine,
  type RefreshCartCountPorts,
  type SiteContext,
} from '@vitrine/core';
import type { Services } from '../shared/services';
import type { AuthCookieReader, LoginModalLogic, SessionActorRef } from '../features/identity/identity-services';
import { watchStepUpLapse, type Timers } from '../features/identity/step-up-lapse';
import { readAuthCookieSnapshot } from './auth-cookie-reader';
import { SessionEventsPort } from './session-events';

/** What the identity factories read: a port's implementation, and whether an optional one is bound. */
export type PortReader = Pick<Services, 'get' | 'has'>;

/** The window's timers, for the step-up lapse watcher. */
export const WINDOW_TIMERS: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** The header count the sign-in and sign-out use cases refresh (decision 0132), when a HeaderCart is bound. */
function cartCountOf(ports: PortReader): RefreshCartCountPorts | undefined {
  return ports.has(HeaderCart) ? { cart: ports.get(CartGateway), header: ports.get(HeaderCart), logger: ports.get(Logger) } : undefined;
}

/** The auth payload cookie reader over the CookieJar at the Clock's time (docs/auth-api.md "auth payload"). */
export function authCookieReaderOf(ports: PortReader): AuthCookieReader {
  const jar = ports.get(CookieJar);
  const clock = ports.get(Clock);
  return () => readAuthCookieSnapshot(jar, clock.now());
}

/** The login modal machine with AuthGateway's actors provided (decision 0087). */
export function loginModalLogicOf(ports: PortReader): LoginModalLogic {
  return loginModalMachine.provide({ actors: loginModalActors(ports.get(AuthGateway), cartCountOf(ports)) });
}

/**
 * Starts the app's session actor (shell-and-account.md §4 "Token scope"; decision 0087):
 * `sessionMachine` with `sessionActors` over SessionGateway, AuthGateway and ProfileGateway,
 * started from the auth cookie read by `readCookie`, logs forwarded to the Logger, renewed sessions
 * from the HTTP layer (SessionEvents, when bound) merged in, and the HTTP layer's step-up refusals
 * (a 403 SCOPE_REQUIRED AUTHORIZED for a signed-in customer) sent as `session.stepUpLapsed`
 * (decisions 0060, 0287). With `timers` the AUTHORIZED step-up's lapse is also watched on the
 * clock; without (a server request, decision 0172) no timer is set.
 */
export function startSessionActor(ports: PortReader, site: SiteContext, readCookie: AuthCookieReader, timers: Timers | null): SessionActorRef {
  const logger = ports.get(Logger);
  const jar = ports.get(CookieJar);
  const clock = ports.get(Clock);
  const cartCount = cartCountOf(ports);
  const machine = sessionMachine.provide({
    actors: sessionActors({
      sessions: ports.get(SessionGateway),
      auth: ports.get(AuthGateway),
      profiles: ports.get(ProfileGateway),
      preferenceSeed: () => preferenceSeedFrom(jar, site),
      logger,
      ...(cartCount ? { cartCount } : {}),
    }),
  });
  const actor = createActor(machine, { input: { session: readCookie().session } });
  forwardLogs(actor, logger);
  actor.start();
  if (timers) watchStepUpLapse(actor, readCookie, () => clock.now(), timers);
  if (ports.has(SessionEventsPort)) {
    const events = ports.get(SessionEventsPort);
    events.sessionRenewed.subscribe((session) => actor.send({ type: 'session.authenticated', session }));
    events.stepUpRequired.subscribe(() => actor.send({ type: 'session.stepUpLapsed' }));
  }
  return actor;
}
