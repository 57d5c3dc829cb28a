import { ContainerModule, type ResolutionContext } from 'inversify';
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
import { AuthCookieReader, LoginModalLogic, SessionActor, type SessionActorRef } from '../features/identity/identity-services';
import { watchStepUpLapse } from '../features/identity/step-up-lapse';
import { readAuthCookieSnapshot } from './auth-cookie-reader';
import { SessionEventsPort, type SessionEvents } from './session-events';

/** Options of {@link identityModule}. */
export interface IdentityModuleOptions {
  /** Reads the session instead of the auth payload cookie (in-memory setups, where no server sets the cookie). */
  readonly authCookieReader?: AuthCookieReader;
}

/**
 * Binds the identity machines for the UI (architecture.md "UI"; decision 0087): the auth cookie
 * reader, the login modal machine with AuthGateway's actors (`loginModalMachine.provide({ actors:
 * loginModalActors(auth) })`), and the app's one session actor (`sessionMachine` with
 * `sessionActors` over SessionGateway, AuthGateway, ProfileGateway; started from the auth cookie,
 * logs forwarded to the Logger, the step-up lapse watched, renewed sessions from the HTTP layer
 * merged in). The sign-in and sign-out actors run core's signIn / signOut use cases, which refresh
 * the bound HeaderCart (decision 0132). Needs the adapters' bindings (browserBindings +
 * httpBindings, or inMemoryBindings); SessionEvents and HeaderCart are optional.
 */
export function identityModule(site: SiteContext, options: IdentityModuleOptions = {}): ContainerModule {
  /** The header count the sign-in and sign-out use cases refresh (decision 0132), when a HeaderCart is bound. */
  const cartCountOf = (ctx: ResolutionContext): RefreshCartCountPorts | undefined => {
    const header = ctx.get<HeaderCart>(HeaderCart.key, { optional: true });
    return header ? { cart: ctx.get<CartGateway>(CartGateway.key), header, logger: ctx.get<Logger>(Logger.key) } : undefined;
  };
  return new ContainerModule(({ bind }) => {
    bind<AuthCookieReader>(AuthCookieReader.key)
      .toDynamicValue((ctx) => {
        if (options.authCookieReader) return options.authCookieReader;
        const jar = ctx.get<CookieJar>(CookieJar.key);
        const clock = ctx.get<Clock>(Clock.key);
        return () => readAuthCookieSnapshot(jar, clock.now());
      })
      .inSingletonScope();

    bind<LoginModalLogic>(LoginModalLogic.key)
      .toDynamicValue((ctx) => loginModalMachine.provide({ actors: loginModalActors(ctx.get<AuthGateway>(AuthGateway.key), cartCountOf(ctx)) }))
      .inSingletonScope();

    bind<SessionActorRef>(SessionActor.key)
      .toDynamicValue((ctx) => {
        const logger = ctx.get<Logger>(Logger.key);
        const jar = ctx.get<CookieJar>(CookieJar.key);
        const clock = ctx.get<Clock>(Clock.key);
        const readCookie = ctx.get<AuthCookieReader>(AuthCookieReader.key);
        const cartCount = cartCountOf(ctx);
        const machine = sessionMachine.provide({
          actors: sessionActors({
            sessions: ctx.get<SessionGateway>(SessionGateway.key),
            auth: ctx.get<AuthGateway>(AuthGateway.key),
            profiles: ctx.get<ProfileGateway>(ProfileGateway.key),
            preferenceSeed: () => preferenceSeedFrom(jar, site),
            logger,
            ...(cartCount ? { cartCount } : {}),
          }),
        });
        const actor = createActor(machine, { input: { session: readCookie().session } });
        forwardLogs(actor, logger);
        actor.start();
        watchStepUpLapse(actor, readCookie, () => clock.now(), { setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>) });
        const events = ctx.get<SessionEvents>(SessionEventsPort.key, { optional: true });
        events?.sessionRenewed.subscribe((session) => actor.send({ type: 'session.authenticated', session }));
        return actor;
      })
      .inSingletonScope();
  });
}
