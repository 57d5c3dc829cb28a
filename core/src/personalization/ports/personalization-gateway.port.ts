import { token } from '../../shared/token.js';
import type { PageType } from '../../analytics/domain/web-vitals.js';
import type { CampaignStat, DatasetCartLine, RecTray, RecTrayPlacement } from '../domain/rec-trays.js';

/** The trays asked of the content service: placements, the page's products (empty: none), the experiments' variants. */
export interface RecTrayQuery {
  readonly placements: readonly RecTrayPlacement[];
  /** The products the trays are about: the product on a product page, the cart lines' products, none on the home page. */
  readonly productIds: readonly string[];
  /** winston2 (0-4; shopping.md §5, decision 0330). */
  readonly strategyVariant: number;
  /** plpPersonalization / searchPersonalization (≥ 1) on listing and search pages; absent elsewhere. */
  readonly campaignVariant?: number;
}

/**
 * One dataset call to the personalization provider (shell-and-account.md §7; shopping.md §7):
 * the page (locale, url, page type, the tray placements wanted as content zones), the anonymous
 * user and their customer data attributes (shell-and-account.md §3), the action, the products on
 * the page, the cart lines and the campaign statistics to report.
 */
export interface DatasetEvent extends RecTrayQuery {
  readonly locale: string;
  readonly url: string;
  readonly pageType: PageType;
  readonly userId: string;
  readonly attributes: Readonly<Record<string, string | boolean | null>>;
  /** 'View Item', 'View Cart', 'View Home'. */
  readonly action: string;
  readonly cartLines: readonly DatasetCartLine[];
  readonly campaignStats: readonly CampaignStat[];
}

/**
 * Port: personalization (shopping.md §3, §7 "Content and personalization"; shell-and-account.md §7,
 * §8; decision 0400). Implemented by KyPersonalizationGateway and InMemoryPersonalization. A 403
 * is a warning only (shell-and-account.md §8): both methods then resolve with no trays.
 */
export interface PersonalizationGateway {
  /**
   * POST /content/v0/{siteId}/personalized-content: the trays of `query.placements` that have
   * products, in placement order; a 207 (partial result) gives the trays that answered.
   * `personalized` says whether the shopper allowed marketing personalization. Throws the
   * transport's error on other failures.
   */
  getRecTrays(query: RecTrayQuery, personalized: boolean): Promise<readonly RecTray[]>;
  /**
   * The dataset call, sent without credentials: records the page event and answers the campaigns of
   * the content zones as trays (those with products, in placement order). Retries once after 500 ms
   * on a network error (shopping.md §4); campaign stats are left out in staging (shouldSendCampaignStats).
   * Throws the transport's error on other failures.
   */
  sendDataset(event: DatasetEvent): Promise<readonly RecTray[]>;
}
export const PersonalizationGateway = token<PersonalizationGateway>('PersonalizationGateway');
