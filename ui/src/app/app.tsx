import { I18nProvider } from '@lingui/react';
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { StrictMode, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SiteConfiguration, SiteContext } from '@vitrine/core';
import { ServicesProvider } from '../shared/service-context';
import type { Services } from '../shared/services';
import { CartSummaryProvider } from '../shared/cart-summary';
import type { createAppRouter } from './router';
import { SiteProvider } from '../shared/site-context';

/** What the composition root built for this page load (browser) or request (server). */
export interface AppContextProps {
  readonly services: Services;
  readonly site: SiteContext;
  readonly config: SiteConfiguration;
  /** The Lingui instance; default Lingui's global one (the browser's). The server passes one per request. */
  readonly i18n?: I18n;
  /** The page's origin for absolute links; the server passes the request's. */
  readonly origin?: string;
}

/** Props of the whole app in the browser. */
export interface AppProps extends AppContextProps {
  readonly router: Awaited<ReturnType<typeof createAppRouter>>;
}

/** The provider stack around a router (the browser's RouterProvider or the server's StaticRouterProvider): i18n, services, site, cart summary. */
export function AppProviders({ services, site, config, i18n = globalI18n, origin, children }: AppContextProps & { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <SiteProvider site={site} config={config} {...(origin ? { origin } : {})}>
            <CartSummaryProvider>{children}</CartSummaryProvider>
          </SiteProvider>
        </ServicesProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/** The app in the browser: the provider stack and the router. */
export function App({ router, ...context }: AppProps) {
  return (
    <AppProviders {...context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
