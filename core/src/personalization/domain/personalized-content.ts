import type { Money } from '../../shared/money.js';
import type { CampaignStat } from './rec-trays.js';

/**
 * Bandit promotions and notification campaigns, two parts of the personalized content
 * (shell-and-account.md §3 root state "personalized content (notificationCampaigns, socialProof,
 * recTrays, banditPromotions)", §6; shopping.md §3; decisions 0407, 0408).
 */

/** Where a bandit promotion shows: the home page's promotion slot, the cart page's (decision 0407). */
export type PromotionPlacement = 'home-page-promotion' | 'cart-page-promotion';

/** The pages with a promotion slot. */
export type PromotionPage = 'home' | 'cart';

/**
 * One bandit promotion (decision 0407): the campaign, the experience (the arm the bandit chose),
 * the campaign's name, its placement and the creative's texts (in the page's language) and link (a
 * site path).
 */
export interface BanditPromotion {
  readonly campaignId: string;
  readonly experienceId: string;
  readonly campaignName: string;
  readonly placement: PromotionPlacement;
  readonly headline: string;
  readonly body: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
}

/** What a notification says (decision 0408): welcome back a signed-in customer; the amount missing for free standard shipping. */
export type NotificationKind = 'welcome-back' | 'free-shipping-nudge';

/**
 * One notification campaign (shell-and-account.md §3: campaign.payload.experience,
 * campaign.payload.userGroup, campaign.campaignName; decision 0408). `remaining` is the amount
 * still missing for free standard shipping (minor units) for a free-shipping nudge, else null.
 */
export interface NotificationCampaign {
  readonly campaignId: string;
  readonly experienceId: string;
  readonly campaignName: string;
  readonly kind: NotificationKind;
  readonly experience: string;
  readonly userGroup: string;
  readonly remaining: Money | null;
}

/** The bandit promotions and notification campaigns of a page. */
export interface PersonalizedContent {
  readonly banditPromotions: readonly BanditPromotion[];
  readonly notificationCampaigns: readonly NotificationCampaign[];
}

/** The promotion placement of a page (decision 0407): 'home-page-promotion' or 'cart-page-promotion'. Never fails. */
export function promotionPlacementOf(page: PromotionPage): PromotionPlacement {
  return page === 'home' ? 'home-page-promotion' : 'cart-page-promotion';
}

/**
 * The campaign statistic of a promotion the shopper saw ('Impression') or followed
 * ('Clickthrough'), reported with the next dataset call so the bandit learns from it
 * (shell-and-account.md §7 campaignStats; decisions 0407, 0425). Never fails.
 */
export function promotionStatOf(stat: CampaignStat['stat'], promotion: BanditPromotion): CampaignStat {
  return { campaignId: promotion.campaignId, experienceId: promotion.experienceId, stat };
}

/** The site feature flag that switches personalized notifications off when not true (shell-and-account.md §6; decision 0408). */
const NOTIFICATIONS_FEATURE = 'notifications';

/**
 * Whether notifications may show (shell-and-account.md §6 "Notifications can be disabled by an
 * internal feature flag. Consent groups … gate personalization"; decision 0408): the site's
 * `notifications` feature flag is true and the shopper's consent allows personalization. Never fails.
 */
export function notificationsEnabled(features: Readonly<Record<string, boolean>>, personalizationAllowed: boolean): boolean {
  return features[NOTIFICATIONS_FEATURE] === true && personalizationAllowed;
}

/** The browser storage key of the dismissed notifications (decision 0408). */
export const DISMISSED_NOTIFICATIONS_KEY = 'vitrine_dismissed_notifications';

/** Most dismissals remembered; older ones are forgotten first. */
const MAX_DISMISSED_NOTIFICATIONS = 20;

/** A notification's identity for dismissal: `{campaignId}:{experienceId}`. */
export function notificationKey(campaign: Pick<NotificationCampaign, 'campaignId' | 'experienceId'>): string {
  return `${campaign.campaignId}:${campaign.experienceId}`;
}

/** The dismissed keys stored as `raw` (a JSON array of strings); anything else (null, malformed) is none. Never fails. */
export function parseDismissedNotifications(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The dismissed keys after dismissing `campaign`, to store as JSON: `dismissed` without the
 * campaign's key, then that key, keeping the last {@link MAX_DISMISSED_NOTIFICATIONS}. Never fails.
 */
export function withDismissedNotification(dismissed: readonly string[], campaign: Pick<NotificationCampaign, 'campaignId' | 'experienceId'>): string[] {
  const key = notificationKey(campaign);
  return [...dismissed.filter((k) => k !== key), key].slice(-MAX_DISMISSED_NOTIFICATIONS);
}

/** The notifications to show: `campaigns` whose key is not in `dismissed`, in order. Never fails. */
export function shownNotifications(campaigns: readonly NotificationCampaign[], dismissed: readonly string[]): NotificationCampaign[] {
  const gone = new Set(dismissed);
  return campaigns.filter((c) => !gone.has(notificationKey(c)));
}
