import { token } from '../../shared/token.js';
import type { SiteConfiguration } from '../site-configuration.js';

/** Port: the current site's configuration (GET /catalog/v0/{siteId}/configuration, cached). */
export interface SiteConfigurationGateway {
  /** The configuration of the site this client is mounted on. Throws on transport faults. */
  getConfiguration(): Promise<SiteConfiguration>;
}
export const SiteConfigurationGateway = token<SiteConfigurationGateway>('SiteConfigurationGateway');
