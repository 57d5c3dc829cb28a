import { token } from '../../shared/token.js';

/**
 * The global promo container entry (shell-and-account.md §3 banner entries; shopping.md §7
 * "Content"; decision 0300): its id, when it last changed, and its promos, each `{ type, fields }`
 * as the content API gives it. The promos are left unchecked here: {@link globalPromoModel} turns
 * each into what the UI renders or into 'Unable to render Global Promo'.
 */
export interface GlobalPromoContainer {
  /** Content entry id; the banner's details reset when it changes (shell-and-account.md §4). */
  readonly entryId: string;
  /** ISO 8601 time of the entry's last change. */
  readonly updatedAt: string;
  readonly promos: readonly unknown[];
}

/**
 * One link of the header's link groups (shell-and-account.md §2 "Page shell": utility bar, brand
 * utility links, 'also visit' external brand links; decision 0366).
 */
export interface HeaderLink {
  /** The content's stable name of the link ('store-locator'), for analytics and test ids. */
  readonly name: string;
  /** The visible text, in the request language. */
  readonly label: string;
  /** A path inside the storefront ('/stores', '/help/shipping', '#giftcard-balance') or, when `external`, an absolute http(s) URL. */
  readonly href: string;
  /** True when `href` leads to another site (another brand's storefront): the UI says so to screen readers. */
  readonly external: boolean;
  /** True when the content asks for a new window (openInNewWindow). */
  readonly newWindow: boolean;
}

/**
 * The header container entry (shell-and-account.md §2 "Page shell"; shopping.md §2 "Header";
 * decision 0366): the utility bar's links, the brand utility links, the 'also visit' links to the
 * other brand's site for the same region, and the lower promo message. Empty lists and a null
 * message mean "render nothing" for that part.
 */
export interface HeaderContent {
  /** Content entry id. */
  readonly entryId: string;
  readonly utilityLinks: readonly HeaderLink[];
  readonly brandUtilityLinks: readonly HeaderLink[];
  readonly alsoVisitLinks: readonly HeaderLink[];
  /** The lower promo message: markdown (inline emphasis) and an optional in-store link; null without one. */
  readonly lowerPromo: { readonly message: string; readonly link: HeaderLink | null } | null;
}

/**
 * Port: the content API (shopping.md §7 "Content": GET /content/v1/{siteId}/entries by content type
 * with include and environment; a 502 falls back to the direct content provider, shopping.md §8).
 */
export interface ContentGateway {
  /**
   * The site's globalPromoContainer entry in the request language, or null when the site has none.
   * Throws the transport error when both the content API and its fallback fail.
   */
  getGlobalPromo(): Promise<GlobalPromoContainer | null>;
  /**
   * The site's headerContainer entry in the request language (decision 0366), links that are not
   * well formed left out; null when the site has none. Throws the transport error when both the
   * content API and its fallback fail.
   */
  getHeaderContent(): Promise<HeaderContent | null>;
}
export const ContentGateway = token<ContentGateway>('ContentGateway');
