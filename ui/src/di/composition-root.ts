import type { SiteContext } from '@vitrine/core';
import { browserModule } from './browser-module';
import { createServices, provide, valuesModule } from './container';
import { httpModule } from './http-module';
import { identityModule } from './identity-module';
import type { Services } from '../shared/services';
import { createSessionEvents, SessionEventsPort } from './session-events';

/**
 * The composition root of the browser app: one container with the browser adapters, the HTTP
 * gateways for the site this page is mounted on, the identity machines (session actor, login modal,
 * auth cookie reader), and the session event channels that connect the HTTP layer to the UI (login
 * required, session renewed).
 */
export function browserServices({ site, apiBaseUrl }: { site: SiteContext; apiBaseUrl: string }): Services {
  const events = createSessionEvents();
  return createServices(browserModule(), httpModule({ site, apiBaseUrl, events }), identityModule(site), valuesModule([provide(SessionEventsPort, events)]));
}
