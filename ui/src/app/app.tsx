import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SiteConfiguration, SiteContext } from '@vitrine/core';
import { ServicesProvider } from '../shared/service-context';
import type { Services } from '../shared/services';
import { CartSummaryProvider } from '../shared/cart-summary';
import { type createAppRouter } from './router';
import { SiteProvider } from '../shared/site-context';

/** Props of the whole app: what the composition root built for this page load. */
export interface AppProps {
  readonly services: Services;
  readonly site: SiteContext;
  readonly config: SiteConfiguration;
  readonly router: ReturnType<typeof createAppRouter>;
}

/** The provider stack: i18n, services, site, cart summary, router. */
export function App({ services, site, config, router }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <SiteProvider site={site} config={config}>
            <CartSummaryProvider>
              <RouterProvider router={router} />
            </CartSummaryProvider>
          </SiteProvider>
        </ServicesProvider>
      </I18nProvider>
    </StrictMode>
  );
}
