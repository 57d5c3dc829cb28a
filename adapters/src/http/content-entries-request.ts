import { contentProviderAfter, type SiteContext } from '@vitrine/core';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { HttpError } from './http-error.js';

/** The query string of a content entries call: content_type, slug, include, environment, limit, ... (shopping.md §7 "Content"). */
export type ContentEntriesQuery = Readonly<Record<string, string | number>>;

/**
 * True for the failures the direct content provider stands in for (shopping.md §8; decisions
 * 0410, 0405): an HttpError with status 502, or one coded MOCKED_CONTENTFUL_DOWN_ERROR (the
 * simulated content outage) whatever its status — core's contentProviderAfter decides. Anything
 * else (another status, a network failure, a non-HttpError) is false.
 */
export function isContentOutage(error: unknown): boolean {
  return error instanceof HttpError && contentProviderAfter(error.status, error.code) === 'fallback';
}

/**
 * The one content entries call of the content gateways (shopping.md §7 "Content", §8 "502 on
 * content: use the fallback provider"; decisions 0300, 0405): GET /content/v1/{siteId}/entries
 * with `query` as the search params (the site id URL-encoded); on a content outage
 * ({@link isContentOutage}) the same query once to the direct content provider, GET
 * /content/direct/v1/{siteId}/entries. Resolves the StoredContentEntriesDto (`items`, `total`).
 * Throws the HttpError of any other failure, and of a failing fallback, unchanged (a 404 'Contentful
 * entry not found: {slug}' included: the caller decides what a missing entry means).
 */
export async function getContentEntries(http: HttpClient, site: SiteContext, query: ContentEntriesQuery): Promise<StoredContentEntriesDto> {
  const siteId = encodeURIComponent(site.siteId);
  try {
    return await http.get<StoredContentEntriesDto>(`/content/v1/${siteId}/entries`, { searchParams: query });
  } catch (error) {
    if (!isContentOutage(error)) throw error;
    return http.get<StoredContentEntriesDto>(`/content/direct/v1/${siteId}/entries`, { searchParams: query });
  }
}
