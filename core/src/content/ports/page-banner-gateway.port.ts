import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { GLOBAL_PROMO_TYPES, LiveTextBannerEntry, RotationalBannerEntry, SimpleBannerEntry } from '../domain/banners.js';

/**
 * One banner of a page's banner list (shell-and-account.md §3 banner entries; decision 0410): a
 * live-text, simple or rotational banner with its fields, or an entry of a content type the page
 * cannot render ('unsupported', shell-and-account.md §8: 'Unable to render Global Promo' is logged
 * and an empty element shown).
 */
export type PageBannerEntry =
  | { readonly id: string; readonly type: typeof GLOBAL_PROMO_TYPES.liveText; readonly fields: LiveTextBannerEntry }
  | { readonly id: string; readonly type: typeof GLOBAL_PROMO_TYPES.simple; readonly fields: SimpleBannerEntry }
  | { readonly id: string; readonly type: typeof GLOBAL_PROMO_TYPES.rotational; readonly fields: RotationalBannerEntry }
  | { readonly id: string; readonly type: 'unsupported'; readonly contentType: string };

/** The banner list of one page (the home page, a category page; decision 0410). */
export interface PageBanners {
  /** Content entry id of the page's banner container. */
  readonly entryId: string;
  /** The container's slug ('home', 'category-women'). */
  readonly slug: string;
  /** ISO 8601 time of the entry's last change. */
  readonly updatedAt: string;
  readonly banners: readonly PageBannerEntry[];
}

/** The page has no banner entry: 'Contentful entry not found: {slug}' (shopping.md §8). */
export type PageBannersError = DomainError<'CONTENT.ENTRY_NOT_FOUND'>;

/**
 * Port: the banners of the home and category pages from the content API (shopping.md §7 "Content",
 * §8 "502 on content: use the fallback provider"; shell-and-account.md §3; decision 0410).
 */
export interface PageBannerGateway {
  /**
   * The pageBannerContainer entry of `slug` ('home' or 'category-{categorySlug}') in the request
   * language, its linked banners resolved. An entry fresher than the content cache TTL is answered
   * from the gateway's cache (shopping.md §9). Returns CONTENT.ENTRY_NOT_FOUND with 'Contentful entry
   * not found: {slug}' when the page has none; throws the transport error when both the content API
   * and its fallback fail.
   */
  getPageBanners(slug: string): Promise<Result<PageBanners, PageBannersError>>;
}
export const PageBannerGateway = token<PageBannerGateway>('PageBannerGateway');
