import type { SiteContext, ThresholdBannerEntry, ThresholdBannerSource } from '@vitrine/core';
import type { CartThresholdBannerEntriesDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { normalizeThresholdBanner } from './normalizers/product-depth.normalizer.js';

/**
 * ThresholdBannerSource over HTTP (shopping.md §7 "Content"; decision 0224): GET
 * /content/v1/{siteId}/entries?content_type=cartThresholdBanner&limit=1; the first entry with its
 * thresholds in minor units of the site's currency, or null. Transport faults throw.
 */
export class KyThresholdBannerSource implements ThresholdBannerSource {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getThresholdBanner(): Promise<ThresholdBannerEntry | null> {
    const body = await this.http.get<CartThresholdBannerEntriesDto>(`/content/v1/${encodeURIComponent(this.site.siteId)}/entries`, {
      searchParams: { content_type: 'cartThresholdBanner', limit: 1 },
    });
    const entry = body.items[0];
    return entry ? normalizeThresholdBanner(entry, this.site.currency) : null;
  }
}
