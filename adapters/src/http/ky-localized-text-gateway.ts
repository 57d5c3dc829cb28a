import { LOCALIZED_TEXT_FETCH_LIMIT, type LocalizedTextGateway, type LocalizedTextQuery, type LocalizedTexts, type SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import { getContentEntries } from './content-entries-request.js';

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
 * GET /content/v1/{siteId}/entries with {@link localizedTextSearchParams}; on a content outage (a
 * 502 or MOCKED_CONTENTFUL_DOWN_ERROR; decision 0405) the same query to the direct content provider
 * /content/direct/v1/{siteId}/entries (shopping.md §8), through {@link getContentEntries}. An empty
 * slug list answers `{}` without a call. Other failures, and a failing fallback, throw the HttpError.
 */
export class KyLocalizedTextGateway implements LocalizedTextGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getLocalizedTexts(query: LocalizedTextQuery): Promise<LocalizedTexts> {
    if ('slugs' in query && query.slugs.length === 0) return {};
    const body = await getContentEntries(this.http, this.site, localizedTextSearchParams(query));
    const texts: Record<string, string> = {};
    for (const entry of body.items) {
      const slug = typeof entry.fields['slug'] === 'string' ? entry.fields['slug'] : entry.slug;
      const text = entry.fields['displayText'];
      if (typeof text === 'string') texts[slug] = text;
    }
    return texts;
  }
}
