import { ContainerModule } from 'inversify';
import { httpBindings, inMemoryBindings } from '@vitrine/adapters';
import { CartCountStore, HeaderCart, type SiteContext, type Token } from '@vitrine/core';
import type { Services } from '../shared/services';
import { createServices, provide, valuesModule } from './container';
import { identityModule } from './identity-module';
import { createSessionEvents, SessionEventsPort, type SessionEvents } from './session-events';

/** What {@link httpContainer} is built from. */
export interface HttpContainerOptions {
  readonly site: SiteContext;
  readonly apiBaseUrl: string;
  /** The page's session event channels (the HTTP layer emits on them). */
  readonly events: SessionEvents;
  /** The first-paint services (decision 0170): their instances are bound again here. */
  readonly firstPaint: Services;
  /** The ports `firstPaint` makes. */
  readonly ports: readonly Token<unknown>[];
  /** Called when a call answers 500: the shell shows the global 500 toast (shopping.md §8; decision 0200). */
  readonly onServerError?: () => void;
}

/**
 * The browser container of the HTTP back end (decisions 0145, 0170), a chunk of its own off the
 * first paint: `httpBindings(...)` for the site, over the first-paint platform (the CookieJar,
 * Clock, Logger and Connectivity the page already uses), the identity machines (`identityModule`),
 * and every first-paint port bound to the instance the page already made (made now if not yet).
 */
export function httpContainer({ site, apiBaseUrl, events, firstPaint, ports, onServerError }: HttpContainerOptions): Services {
  const reuse = new ContainerModule(({ bind }) => {
    for (const port of ports) bind(port.key).toDynamicValue(() => firstPaint.get(port)).inSingletonScope();
  });
  return createServices(
    reuse,
    httpBindings({
      site,
      apiBaseUrl,
      referer: () => window.location.href,
      onLoginRequired: (event) => events.loginRequired.emit(event),
      onStepUpRequired: (event) => events.stepUpRequired.emit(event),
      onSessionRenewed: (session) => events.sessionRenewed.emit(session),
      ...(onServerError ? { onServerError } : {}),
      // 403 with the specific code outside a bot challenge: report (the client logs it) and reload (shopping.md §8; decision 0036).
      onBlocked: () => window.location.reload(),
    }),
    identityModule(site),
  );
}

/** The browser container of the in-memory back end (decision 0145): every fake, the identity machines, the session events and the header count. */
export function inMemoryContainer(site: SiteContext): Services {
  return createServices(
    inMemoryBindings({ poolId: site.inventoryPool }),
    identityModule(site),
    valuesModule([provide(SessionEventsPort, createSessionEvents()), provide(HeaderCart, new CartCountStore())]),
  );
}
