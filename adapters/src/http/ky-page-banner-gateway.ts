import {
  type CACHE_TTL_MINUTES,
  cacheTtlMs,
  contentEntryNotFoundMessage,
  domainError,
  err,
  isCacheFresh,
  ok,
  type Clock,
  type PageBannerGateway,
  type PageBanners,
  type PageBannersError,
  type Result,
  type SiteContext,
} from '@vitrine/core';
import type { HttpClient } from './client.js';
import { getContentEntries } from './content-entries-request.js';
import { HttpError } from './http-error.js';
import { pageBannersOf } from './normalizers/page-banners.normalizer.js';

/** The content type of a page's banner list (decision 0410). */
export const PAGE_BANNER_CONTAINER_TYPE = 'pageBannerContainer';

/** The content cache TTL kind of page banners, one of CACHE_TTL_MINUTES (shopping.md §9; decision 0411): 'medium', 15 minutes. */
export const PAGE_BANNERS_CACHE = 'medium' satisfies keyof typeof CACHE_TTL_MINUTES;

/**
 * PageBannerGateway over HTTP (shopping.md §7 "Content", §8, §9; decisions 0410, 0411): GET
 * /content/v1/{siteId}/entries?content_type=pageBannerContainer&slug={slug}&include=3&environment=master&limit=1;
 * on a content outage (a 502 or MOCKED_CONTENTFUL_DOWN_ERROR; decision 0405) the same query to the direct content provider, GET
 * /content/direct/v1/{siteId}/entries, through {@link getContentEntries}. A 404 (or an empty answer) is CONTENT.ENTRY_NOT_FOUND with
 * 'Contentful entry not found: {slug}'. Answers are cached per slug for the 'medium' content TTL
 * (15 minutes, by the Clock's epoch ms): a fresh entry is not fetched again. Other failures, and a
 * failing fallback, throw the HttpError.
 */
export class KyPageBannerGateway implements PageBannerGateway {
  private readonly cache = new Map<string, { readonly at: number; readonly value: Result<PageBanners, PageBannersError> }>();

  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly clock: Clock,
    private readonly ttlMs: number = cacheTtlMs(PAGE_BANNERS_CACHE),
  ) {}

  async getPageBanners(slug: string): Promise<Result<PageBanners, PageBannersError>> {
    const now = this.clock.now();
    const hit = this.cache.get(slug);
    if (hit && isCacheFresh(hit.at, now, this.ttlMs)) return hit.value;
    const value = await this.fetch(slug);
    this.cache.set(slug, { at: now, value });
    return value;
  }

  private async fetch(slug: string): Promise<Result<PageBanners, PageBannersError>> {
    const searchParams = { content_type: PAGE_BANNER_CONTAINER_TYPE, slug, include: 3, environment: 'master', limit: 1 };
    const notFound = () => err(domainError('CONTENT.ENTRY_NOT_FOUND', contentEntryNotFoundMessage(slug), { slug }));
    const body = await getContentEntries(this.http, this.site, searchParams).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    const entry = body?.items[0];
    return entry ? ok(pageBannersOf(entry)) : notFound();
  }
}
