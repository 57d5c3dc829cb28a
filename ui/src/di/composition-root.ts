import { browserBindings, httpBindings, inMemoryBindings } from '@vitrine/adapters';
import { CartCountStore, HeaderCart, type SiteContext } from '@vitrine/core';
import { createServices, provide, valuesModule } from './container';
import { identityModule } from './identity-module';
import type { Services } from '../shared/services';
import { createSessionEvents, SessionEventsPort } from './session-events';
import { toastsOf } from '../shared/toasts/toast-store';

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
 * The composition root of the browser app (decision 0145): one container with the adapters'
 * bindings — `browserBindings()` and `httpBindings(...)` for the site this page is mounted on, or
 * `inMemoryBindings()` — plus the ui-only modules: the identity machines (session actor, login
 * modal, auth cookie reader) and the session event channels that connect the HTTP layer to the UI
 * (login required, session renewed), and the app's one header cart count (HeaderCart, decision 0131).
 */
export function browserServices({ site, apiBaseUrl }: BrowserServicesOptions): Services {
  const events = createSessionEvents();
  // The global 500 toast (shopping.md §8; decision 0200): the container exists by the time a call answers.
  const serverError = () => toastsOf(services).showServerError();
  const adapters =
    BUILD_BACKEND === 'memory'
      ? [inMemoryBindings({ poolId: site.inventoryPool })]
      : [
          browserBindings(),
          httpBindings({
            site,
            apiBaseUrl,
            referer: () => window.location.href,
            onLoginRequired: (event) => events.loginRequired.emit(event),
            onSessionRenewed: (session) => events.sessionRenewed.emit(session),
            onServerError: serverError,
          }),
        ];
  const services = createServices(...adapters, identityModule(site), valuesModule([provide(SessionEventsPort, events), provide(HeaderCart, new CartCountStore())]));
  return services;
}
