import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CartGateway, NavItem, Product, ProductCatalog, SiteConfiguration, SiteContext } from '@vitrine/core';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import type { InMemoryCategory, InMemoryLook, InMemorySearch } from '@vitrine/adapters/in-memory';
import { CartSummaryProvider } from '../../ui/src/shared/cart-summary';
import { appRoutes } from '../../ui/src/app/router';
import { SiteProvider } from '../../ui/src/shared/site-context';
import { createServices } from '../../ui/src/di/container';
import { ServicesProvider } from '../../ui/src/shared/service-context';
import type { Services } from '../../ui/src/shared/services';
import { aNavForest, aProduct, anotherProduct, aSite, aSiteConfiguration } from '../mothers/index';

/** What a UI test may replace; everything else gets the mothers' defaults. */
export interface AppFixture {
  readonly products?: readonly Product[];
  /** Categories of the in-memory catalogue (default: the products' parent categories). */
  readonly categories?: readonly InMemoryCategory[];
  readonly nav?: readonly NavItem[];
  readonly site?: SiteContext;
  readonly config?: SiteConfiguration;
  readonly catalog?: ProductCatalog;
  readonly cart?: CartGateway;
  readonly search?: InMemorySearch;
  /** Style looks (decision 0270); default the in-memory sample look. */
  readonly looks?: readonly InMemoryLook[];
  /** localizedText display texts by slug (decision 0423); default none. */
  readonly localizedTexts?: Readonly<Record<string, string>>;
}

/**
 * Renders the whole app (shell and routes, lazy route modules included) at `path` in a memory
 * router, over the adapters' in-memory back end (every port bound to its fake): the provider stack of ui/src/app/app.tsx with the real route
 * table. Returns the router (for `router.state.location`), a user-event instance and the fakes.
 */
export function renderApp(path: string, fixture: AppFixture = {}) {
  const products = fixture.products ?? [aProduct(), anotherProduct()];
  const config = fixture.config ?? aSiteConfiguration();
  const site = fixture.site ?? aSite();
  // The adapters' in-memory back end (decision 0145) over the mothers' data, with the fixture's own fakes.
  const backend = createInMemoryBackend({
    products,
    nav: fixture.nav ?? aNavForest(),
    config,
    ...(fixture.categories ? { categories: fixture.categories } : {}),
    ...(fixture.looks ? { looks: fixture.looks } : {}),
    ...(fixture.localizedTexts ? { localizedTexts: fixture.localizedTexts } : {}),
    replace: { ...(fixture.catalog ? { catalog: fixture.catalog } : {}), ...(fixture.cart ? { cart: fixture.cart } : {}), ...(fixture.search ? { search: fixture.search } : {}) },
  });
  const { catalog, cart, navigation, search, logger } = backend;
  const services = createServices(inMemoryBackendBindings(backend));
  const { view, router, user } = renderRoutes(path, services, site, config);
  return { ...view, router, user, services, catalog, cart, navigation, search, logger, config, site };
}

/**
 * Renders the real route table at `path` in a memory router inside the app's provider stack
 * (ui/src/app/app.tsx: i18n, services, site, cart summary) — the one place UI test harnesses
 * build that stack. Activates the site's locale with no catalog (source texts).
 */
export function renderRoutes(path: string, services: Services, site: SiteContext, config: SiteConfiguration) {
  i18n.loadAndActivate({ locale: site.locale, messages: {} });
  const router = createMemoryRouter(appRoutes(services), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <SiteProvider site={site} config={config}>
          <CartSummaryProvider>
            <RouterProvider router={router} />
          </CartSummaryProvider>
        </SiteProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return { view, router, user };
}

/** The current URL of a rendered app's router, as '/path?query'. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
