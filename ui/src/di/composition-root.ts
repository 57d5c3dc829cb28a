import { ConsoleLogger, CookieJarDocument, LocalStorageKeyValueStore, NavigatorConnectivity, readAuthCookie } from '@vitrine/adapters';
import { CartCountStore, Clock, Connectivity, CookieJar, HeaderCart, KeyValueStore, Logger, SessionGateway, type SiteContext } from '@vitrine/core';
import type { Services } from '../shared/services';
import { deferredServices, eager, type DeferredServices } from './deferred-services';
import { createSessionEvents, SessionEventsPort } from './session-events';
import { toastsOf } from '../shared/toasts/toast-store';
import { capturingLogger } from '../shared/error-capture';
import { nextTask } from '../shared/next-task';

/** Options of {@link browserServices}. */
export interface BrowserServicesOptions {
  /** The site this page is mounted on. */
  readonly site: SiteContext;
  /** API base URL ('/api' by default, docs/api.md). */
  readonly apiBaseUrl: string;
}

/**
 * The back end the build chose (decision 0145): 'http' (default) binds the browser adapters and the
 * ky gateways over the API; `VITRINE_BACKEND=memory` at build time binds every port to its in-memory
 * fake with the built-in sample data, no API needed. A build-time constant (ui/vite.config.ts
 * `define`), so the bundler drops the branch — and the fakes — the build did not choose.
 */
const BUILD_BACKEND: 'http' | 'memory' = import.meta.env.VITRINE_BACKEND === 'memory' ? 'memory' : 'http';

/**
 * The composition root of the browser app (decisions 0145, 0170). What the first paint and
 * hydration read synchronously is made here, in the initial JS: the browser platform (Clock,
 * Logger, CookieJar, KeyValueStore, Connectivity — the same adapters `browserBindings()` binds),
 * the session event channels that connect the HTTP layer to the UI (login required, session
 * renewed) and the app's one header cart count (HeaderCart, decision 0131). The container —
 * inversify with `httpBindings(...)` for the site this page is mounted on (or `inMemoryBindings()`)
 * and the identity machines (`identityModule`: auth cookie reader, session actor, login modal) — is a chunk
 * of its own (./browser-container.ts), loaded on the first gateway call or when the browser is idle
 * after hydration; it binds the first-paint instances too, so both answer the same objects. On a
 * first visit (no auth cookie) it fetches the guest token before it answers any gateway call.
 *
 * With the in-memory back end every port comes from the container (its fakes are wired to each
 * other): the caller awaits `ready()` before rendering.
 */
export function browserServices({ site, apiBaseUrl }: BrowserServicesOptions): DeferredServices {
  if (BUILD_BACKEND === 'memory') return deferredServices([], async () => (await import('./browser-container')).inMemoryContainer(site));
  const events = createSessionEvents();
  // The global 500 toast (shopping.md §8; decision 0200) is the page's, keyed by these services.
  const services: DeferredServices = deferredServices(
    [
      eager(Clock, () => ({ now: () => Date.now() })),
      // Error lines start error reporting, warn and info lines are its breadcrumbs (decision 0430).
      eager(Logger, () => capturingLogger(new ConsoleLogger())),
      eager(CookieJar, () => new CookieJarDocument()),
      eager(KeyValueStore, (s) => new LocalStorageKeyValueStore(s.get(Clock))),
      eager(Connectivity, () => new NavigatorConnectivity()),
      eager(SessionEventsPort, () => events),
      eager(HeaderCart, () => new CartCountStore()),
    ],
    async (firstPaint, ports) => {
      const onServerError = () => toastsOf(services).showServerError();
      const { httpContainer } = await import('./browser-container');
      // Building the container and starting the guest token's call are tasks of their own, not
      // parts of whatever task the chunk's import resolved in, such as hydration's start (decision 0471).
      await nextTask();
      const container = httpContainer({ site, apiBaseUrl, events, firstPaint, ports, onServerError });
      // A first visit fetches its guest token before any other call, so the first cart call does not meet a 401.
      if (!readAuthCookie(container.get(CookieJar))) {
        await nextTask();
        await container
          .get(SessionGateway)
          .createGuestSession()
          .then(
            () => undefined,
            (error: unknown) => container.get(Logger).warn('Guest token fetch failed', { error: String(error) }),
          );
      }
      return container;
    },
  );
  return services;
}

export type { Services };
