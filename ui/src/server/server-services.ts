import { ContainerModule } from 'inversify';
import { ConsoleLogger, httpBindings } from '@vitrine/adapters';
import { InMemoryConnectivity, InMemoryCookieJar, InMemoryKeyValueStore } from '@vitrine/adapters/in-memory';
import { CartCountStore, Clock, Connectivity, CookieJar, HeaderCart, KeyValueStore, Logger, type SiteContext } from '@vitrine/core';
import { createServices, provide, valuesModule } from '../di/container';
import { SessionActor } from '../features/identity/identity-services';
import { identityModule } from '../di/identity-module';
import { createSessionEvents, SessionEventsPort } from '../di/session-events';
import type { Services } from '../shared/services';

/** What one server request gives its container. */
export interface ServerServicesOptions {
  readonly site: SiteContext;
  /** Absolute API base URL the server calls ('http://127.0.0.1:4173/api'). */
  readonly apiBaseUrl: string;
  /** The request's Cookie header ('' when none): forwarded on every API call, so the HttpOnly token goes along. */
  readonly cookieHeader: string;
  /** The page URL (x-web-referer). */
  readonly pageUrl: string;
}

/** name → value of a Cookie header ('a=1; b=2'). Malformed pairs are skipped. */
export function parseCookieHeader(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const raw of header.split(';')) {
    const pair = raw.trim();
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      cookies[name] = pair.slice(eq + 1).trim();
    }
  }
  return cookies;
}

export interface ServerServices extends Services {
  /** Ends what the request started (decision 0172): stops the session actor when one was made. Idempotent. */
  dispose(): void;
}

/**
 * The container of one server request (decision 0150): the request's cookies in an in-memory jar
 * (the auth payload cookie tells the identity machines who is signed in), an in-memory store and
 * an always-online connectivity in place of the browser adapters, and the HTTP gateways calling
 * the API at `apiBaseUrl` with the request's Cookie header. Nothing is shared between requests, and
 * nothing outlives the request (decision 0172): the session actor sets no step-up timer and
 * `dispose()` stops it once the response is sent.
 */
export function serverServices(options: ServerServicesOptions): ServerServices {
  const services = requestContainer(options);
  let sessionActor: { stop(): void } | null = null;
  return {
    get: (port) => {
      const value = services.get(port);
      if (port.key === SessionActor.key) sessionActor = value as { stop(): void };
      return value;
    },
    has: (port) => services.has(port),
    dispose: () => {
      sessionActor?.stop();
      sessionActor = null;
    },
  };
}

function requestContainer({ site, apiBaseUrl, cookieHeader, pageUrl }: ServerServicesOptions): Services {
  const events = createSessionEvents();
  const clock: Clock = { now: () => Date.now() };
  const forwardCookies: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    if (cookieHeader) request.headers.set('cookie', cookieHeader);
    return fetch(request);
  };
  const platform = new ContainerModule(({ bind }) => {
    bind<Clock>(Clock.key).toConstantValue(clock);
    bind<Logger>(Logger.key).toConstantValue(new ConsoleLogger());
    bind<CookieJar>(CookieJar.key).toConstantValue(new InMemoryCookieJar({ initial: parseCookieHeader(cookieHeader), clock }));
    bind<KeyValueStore>(KeyValueStore.key).toConstantValue(new InMemoryKeyValueStore(clock));
    bind<Connectivity>(Connectivity.key).toConstantValue(new InMemoryConnectivity(true));
  });
  return createServices(
    platform,
    httpBindings({
      site,
      apiBaseUrl,
      fetch: forwardCookies,
      referer: () => pageUrl,
      onLoginRequired: (event) => events.loginRequired.emit(event),
      onStepUpRequired: (event) => events.stepUpRequired.emit(event),
      onSessionRenewed: (session) => events.sessionRenewed.emit(session),
    }),
    // No step-up timer on a server request (decision 0172): the watcher is the browser's.
    identityModule(site, { timers: null }),
    valuesModule([provide(SessionEventsPort, events), provide(HeaderCart, new CartCountStore())]),
  );
}
