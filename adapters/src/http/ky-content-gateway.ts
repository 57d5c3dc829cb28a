import type { ContentGateway, GlobalPromoContainer, HeaderContent, SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import { getContentEntries } from './content-entries-request.js';
import { headerContentOf } from './normalizers/header-content.normalizer.js';

/** Query of the global promo container: linked entries resolved two levels deep, the master environment (decision 0300). */
export const GLOBAL_PROMO_QUERY = { content_type: 'globalPromoContainer', include: 2, environment: 'master', limit: 1 } as const;

/** Query of the header container (decision 0366): one entry, no linked entries, the master environment. */
export const HEADER_CONTENT_QUERY = { content_type: 'headerContainer', include: 0, environment: 'master', limit: 1 } as const;

/**
 * ContentGateway over HTTP (shopping.md §7 "Content"; decision 0300): GET
 * /content/v1/{siteId}/entries?content_type=globalPromoContainer&include=2&environment=master; on a
 * content outage (a 502, or MOCKED_CONTENTFUL_DOWN_ERROR whatever its status; decision 0405) the
 * same query to the direct content provider, GET /content/direct/v1/{siteId}/entries (shopping.md
 * §8 "502 on content: use the fallback provider"), through {@link getContentEntries}. Other
 * failures, and a failing fallback, throw the HttpError.
 */
export class KyContentGateway implements ContentGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getGlobalPromo(): Promise<GlobalPromoContainer | null> {
    const body = await getContentEntries(this.http, this.site, GLOBAL_PROMO_QUERY);
    const entry = body.items[0];
    if (!entry) return null;
    const promos = entry.fields['promos'];
    return { entryId: entry.id, updatedAt: entry.updatedAt, promos: Array.isArray(promos) ? promos : [] };
  }

  async getHeaderContent(): Promise<HeaderContent | null> {
    const entry = (await getContentEntries(this.http, this.site, HEADER_CONTENT_QUERY)).items[0];
    return entry ? headerContentOf(entry) : null;
  }
}
