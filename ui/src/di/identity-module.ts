import { ContainerModule, type ResolutionContext } from 'inversify';
import type { SiteContext, Token } from '@vitrine/core';
import { AuthCookieReader, LoginModalLogic, SessionActor, type SessionActorRef } from '../features/identity/identity-services';
import type { Timers } from '../features/identity/step-up-lapse';
import { authCookieReaderOf, loginModalLogicOf, startSessionActor, WINDOW_TIMERS, type PortReader } from './identity-wiring';

/** Options of {@link identityModule}. */
export interface IdentityModuleOptions {
  /** Reads the session instead of the auth payload cookie (in-memory setups, where no server sets the cookie). */
  readonly authCookieReader?: AuthCookieReader;
  /** Timers of the step-up lapse watcher; default the window's. `null` sets none (server rendering, decision 0172). */
  readonly timers?: Timers | null;
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
  const portsOf = (ctx: ResolutionContext): PortReader => ({
    get: <T,>(port: Token<T>) => ctx.get<T>(port.key),
    has: (port) => ctx.get(port.key, { optional: true }) !== undefined,
  });
  return new ContainerModule(({ bind }) => {
    bind<AuthCookieReader>(AuthCookieReader.key)
      .toDynamicValue((ctx) => options.authCookieReader ?? authCookieReaderOf(portsOf(ctx)))
      .inSingletonScope();
    bind<LoginModalLogic>(LoginModalLogic.key)
      .toDynamicValue((ctx) => loginModalLogicOf(portsOf(ctx)))
      .inSingletonScope();
    bind<SessionActorRef>(SessionActor.key)
      .toDynamicValue((ctx) => startSessionActor(portsOf(ctx), site, ctx.get<AuthCookieReader>(AuthCookieReader.key), options.timers === undefined ? WINDOW_TIMERS : options.timers))
      .inSingletonScope();
  });
}
