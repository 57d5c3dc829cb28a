import { token } from '../../shared/token.js';
import type { PageType } from '../../analytics/domain/web-vitals.js';
import type { BanditPromotion, PersonalizedContent, PromotionPlacement } from '../domain/personalized-content.js';
import type { CampaignStat, DatasetCartLine } from '../domain/rec-trays.js';

/**
 * One dataset call for a page's bandit promotions and notification campaigns (shell-and-account.md
 * §7; decisions 0407, 0408): the page (locale, url, page type, action), the anonymous user and
 * their customer data attributes (shell-and-account.md §3), the cart lines, the campaign
 * statistics to report, the promotion placements wanted and whether notifications are wanted.
 */
export interface PersonalizedContentEvent {
  readonly locale: string;
  readonly url: string;
  readonly pageType: PageType;
  readonly action: string;
  readonly userId: string;
  readonly attributes: Readonly<Record<string, string | boolean | null>>;
  readonly cartLines: readonly DatasetCartLine[];
  readonly campaignStats: readonly CampaignStat[];
  readonly promotionPlacements: readonly PromotionPlacement[];
  readonly notifications: boolean;
}

/**
 * Port: bandit promotions and notification campaigns (shell-and-account.md §3, §6, §7; shopping.md
 * §3, §7; decisions 0407, 0408). Implemented by KyPersonalizedContentGateway (the API) and InMemoryPersonalizedContent (`VITRINE_BACKEND=memory`). A 403 is a warning
 * only (shell-and-account.md §8): both methods then resolve with nothing.
 */
export interface PersonalizedContentGateway {
  /**
   * The personalization provider's dataset call (POST /personalization/v0/{siteId}/dataset, without
   * credentials; not a page view): reports `event.campaignStats` (left out in staging) and answers
   * the bandit's promotion of each `event.promotionPlacements` and, when `event.notifications`, the
   * notification campaigns. Throws the transport's error on other failures.
   */
  sendContentDataset(event: PersonalizedContentEvent): Promise<PersonalizedContent>;
  /**
   * GET /content/v0/{siteId}/promotions: the default creative of each placement, unpersonalized
   * (nothing about the shopper is sent), in placement order. Throws the transport's error on failure.
   */
  getDefaultPromotions(placements: readonly PromotionPlacement[]): Promise<readonly BanditPromotion[]>;
}
export const PersonalizedContentGateway = token<PersonalizedContentGateway>('PersonalizedContentGateway');
