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
 * Port: the content API (shopping.md §7 "Content": GET /content/v1/{siteId}/entries by content type
 * with include and environment; a 502 falls back to the direct content provider, shopping.md §8).
 */
export interface ContentGateway {
  /**
   * The site's globalPromoContainer entry in the request language, or null when the site has none.
   * Throws the transport error when both the content API and its fallback fail.
   */
  getGlobalPromo(): Promise<GlobalPromoContainer | null>;
}
export const ContentGateway = token<ContentGateway>('ContentGateway');
