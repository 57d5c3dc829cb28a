import type { SiteContext } from '@vitrine/core';
import { browserModule } from './browser-module';
import { createServices } from './container';
import { httpModule } from './http-module';
import type { Services } from './services';

/**
 * The composition root of the browser app: one container with the browser adapters and the HTTP
 * gateways for the site this page is mounted on.
 */
export function browserServices({ site, apiBaseUrl }: { site: SiteContext; apiBaseUrl: string }): Services {
  return createServices(browserModule(), httpModule({ site, apiBaseUrl }));
}
