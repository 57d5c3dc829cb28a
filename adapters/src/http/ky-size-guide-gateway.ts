import type { SiteContext, SizeGuideChart, SizeGuideConfiguration, SizeGuideGateway } from '@vitrine/core';
import type { HttpClient } from './client.js';
import { getContentEntries } from './content-entries-request.js';
import { HttpError } from './http-error.js';
import { sizeGuideChartOf, sizeGuideConfigurationOf } from './normalizers/size-guide.normalizer.js';

/** Query of the size guide configuration (decision 0422): one entry, no linked entries, the master environment. */
export const SIZE_GUIDE_CONFIGURATION_QUERY = { content_type: 'sizeGuideConfiguration', include: 0, environment: 'master', limit: 1 } as const;

/** Query of one vendor chart by slug (decision 0422). */
export const sizeGuideVendorQuery = (slug: string) => ({ content_type: 'sizeGuideVendor', slug, include: 0, environment: 'master', limit: 1 }) as const;

/**
 * SizeGuideGateway over HTTP (shopping.md §7 "Content"; decision 0422), the content gateway's
 * pattern (decision 0300): GET /content/v1/{siteId}/entries?content_type=sizeGuideConfiguration
 * (or sizeGuideVendor&slug={slug})&include=0&environment=master&limit=1; on a content outage (a 502
 * or MOCKED_CONTENTFUL_DOWN_ERROR; decision 0405) the same query to the direct content provider
 * /content/direct/v1/{siteId}/entries (shopping.md §8), through {@link getContentEntries}. A 404 for a
 * vendor slug ('Contentful entry not found: {slug}') gives null; other failures throw the HttpError.
 */
export class KySizeGuideGateway implements SizeGuideGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getSizeGuideConfiguration(): Promise<SizeGuideConfiguration | null> {
    const entry = (await getContentEntries(this.http, this.site, SIZE_GUIDE_CONFIGURATION_QUERY)).items[0];
    return entry ? sizeGuideConfigurationOf(entry) : null;
  }

  async getSizeGuideVendor(slug: string): Promise<SizeGuideChart | null> {
    try {
      const entry = (await getContentEntries(this.http, this.site, sizeGuideVendorQuery(slug))).items[0];
      return entry ? sizeGuideChartOf(entry) : null;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }
}
