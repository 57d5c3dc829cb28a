import type { ContentGateway, GlobalPromoContainer, HeaderContent, SiteContext } from '@vitrine/core';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { HttpError } from './http-error.js';
import { headerContentOf } from './normalizers/header-content.normalizer.js';

/** Query of the global promo container: linked entries resolved two levels deep, the master environment (decision 0300). */
export const GLOBAL_PROMO_QUERY = { content_type: 'globalPromoContainer', include: 2, environment: 'master', limit: 1 } as const;

/** Query of the header container (decision 0366): one entry, no linked entries, the master environment. */
export const HEADER_CONTENT_QUERY = { content_type: 'headerContainer', include: 0, environment: 'master', limit: 1 } as const;

/**
 * ContentGateway over HTTP (shopping.md §7 "Content"; decision 0300): GET
 * /content/v1/{siteId}/entries?content_type=globalPromoContainer&include=2&environment=master; on a
 * 502 (the content service down, e.g. MOCKED_CONTENTFUL_DOWN_ERROR) the same query to the direct
 * content provider, GET /content/direct/v1/{siteId}/entries (shopping.md §8 "502 on content: use
 * the fallback provider"). Other failures, and a failing fallback, throw the HttpError.
 */
export class KyContentGateway implements ContentGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getGlobalPromo(): Promise<GlobalPromoContainer | null> {
    const body = await this.entries(GLOBAL_PROMO_QUERY);
    const entry = body.items[0];
    if (!entry) return null;
    const promos = entry.fields['promos'];
    return { entryId: entry.id, updatedAt: entry.updatedAt, promos: Array.isArray(promos) ? promos : [] };
  }

  async getHeaderContent(): Promise<HeaderContent | null> {
    const entry = (await this.entries(HEADER_CONTENT_QUERY)).items[0];
    return entry ? headerContentOf(entry) : null;
  }

  private async entries(searchParams: Record<string, string | number>): Promise<StoredContentEntriesDto> {
    const siteId = encodeURIComponent(this.site.siteId);
    try {
      return await this.http.get<StoredContentEntriesDto>(`/content/v1/${siteId}/entries`, { searchParams });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 502) throw error;
      return this.http.get<StoredContentEntriesDto>(`/content/direct/v1/${siteId}/entries`, { searchParams });
    }
  }
}
