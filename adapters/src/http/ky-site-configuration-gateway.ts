import type { SiteConfiguration, SiteConfigurationGateway, SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { SiteConfigurationDto } from '@vitrine/contract';
import { normalizeSiteConfiguration } from './normalizers/site-configuration.normalizer.js';

/**
 * SiteConfigurationGateway over HTTP: GET /catalog/v0/{siteId}/configuration, cached for the
 * session (shopping.md §7 "cached"; decision 0043): the first call's promise is shared by every
 * caller, concurrent ones included, for the life of this object (one page session); a failed load
 * is not cached, so the next call tries again. `invalidate()` drops the cache.
 */
export class KySiteConfigurationGateway implements SiteConfigurationGateway {
  private cached: Promise<SiteConfiguration> | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  getConfiguration(): Promise<SiteConfiguration> {
    if (!this.cached) {
      const load = this.http
        .get<SiteConfigurationDto>(`/catalog/v0/${encodeURIComponent(this.site.siteId)}/configuration`)
        .then(normalizeSiteConfiguration);
      this.cached = load;
      load.catch(() => {
        if (this.cached === load) this.cached = undefined;
      });
    }
    return this.cached;
  }

  /** Forgets the cached configuration; the next getConfiguration() loads it again. */
  invalidate(): void {
    this.cached = undefined;
  }
}
