import { LOCALIZED_TEXT_FETCH_LIMIT, type LocalizedTextGateway, type LocalizedTextQuery, type LocalizedTexts, type SiteContext } from '@vitrine/core';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { HttpError } from './http-error.js';

/**
 * The query of localizedText entries (shopping.md §7 "Content"; decision 0423): content_type
 * localizedText, `fields.slug[in]` (comma-separated) or `fields.slug[match]`, limit
 * {@link LOCALIZED_TEXT_FETCH_LIMIT} (1000, §9), select slug and displayText, the master environment.
 */
export function localizedTextSearchParams(query: LocalizedTextQuery): Record<string, string | number> {
  const filter: Record<string, string> = 'slugs' in query ? { 'fields.slug[in]': query.slugs.join(',') } : { 'fields.slug[match]': query.match };
  return { content_type: 'localizedText', ...filter, limit: LOCALIZED_TEXT_FETCH_LIMIT, select: 'fields.slug,fields.displayText', include: 0, environment: 'master' };
}

/**
 * LocalizedTextGateway over HTTP (decision 0423), the content gateway's pattern (decision 0300):
 * GET /content/v1/{siteId}/entries with {@link localizedTextSearchParams}; on a 502 the same query
 * to the direct content provider /content/direct/v1/{siteId}/entries (shopping.md §8). An empty
 * slug list answers `{}` without a call. Other failures, and a failing fallback, throw the HttpError.
 */
export class KyLocalizedTextGateway implements LocalizedTextGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getLocalizedTexts(query: LocalizedTextQuery): Promise<LocalizedTexts> {
    if ('slugs' in query && query.slugs.length === 0) return {};
    const searchParams = localizedTextSearchParams(query);
    const siteId = encodeURIComponent(this.site.siteId);
    let body: StoredContentEntriesDto;
    try {
      body = await this.http.get<StoredContentEntriesDto>(`/content/v1/${siteId}/entries`, { searchParams });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 502) throw error;
      body = await this.http.get<StoredContentEntriesDto>(`/content/direct/v1/${siteId}/entries`, { searchParams });
    }
    const texts: Record<string, string> = {};
    for (const entry of body.items) {
      const slug = typeof entry.fields['slug'] === 'string' ? entry.fields['slug'] : entry.slug;
      const text = entry.fields['displayText'];
      if (typeof text === 'string') texts[slug] = text;
    }
    return texts;
  }
}
