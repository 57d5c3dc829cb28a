import type {
  BanditPromotion,
  CampaignStat,
  LiveTextBannerEntry,
  NotificationCampaign,
  PersonalizedContent,
  PersonalizedContentEvent,
  PersonalizedContentGateway,
  PromotionPlacement,
} from '@vitrine/core';
import { sampleLiveTextPromo } from './in-memory-content.js';

/** A creative of the in-memory promotions: its experience id (the arm), its texts and its link (a site path). */
export interface InMemoryCreative {
  readonly experienceId: string;
  readonly headline: string;
  readonly body: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
}

/**
 * A live-text banner entry as a promotion creative: experience id `id`, the banner's headline, its
 * description without markdown emphasis (`*`, `**`), its first link's title and path (none: the
 * home page, labelled by the pre-headline). Never fails.
 */
export function creativeOfLiveText(id: string, banner: LiveTextBannerEntry): InMemoryCreative {
  const [cta] = banner.ctaLinks;
  return { experienceId: id, headline: banner.headlineText, body: banner.promoDesc.replace(/\*+/g, ''), ctaLabel: cta?.linkTitle ?? banner.preHeadlineText, ctaUrl: cta?.linkPath ?? '/' };
}

/** The in-memory default creative: the in-memory global promo's live-text banner (in-memory-content.ts), ending 10 days after `now` (epoch ms). */
export function sampleDefaultCreative(now: number): InMemoryCreative {
  const promo = sampleLiveTextPromo(now);
  return creativeOfLiveText(promo.id, promo.fields);
}

/** The campaign names of the placements' promotions (decision 0407; the client shows the creative's headline, not this). */
const CAMPAIGN_NAMES: Readonly<Record<PromotionPlacement, string>> = { 'home-page-promotion': 'Home page promotion', 'cart-page-promotion': 'Cart page promotion' };

/** The token scopes of a signed-in customer (shell-and-account.md §4). */
const SIGNED_IN = new Set(['REGISTERED', 'AUTHORIZED']);

/** What the notification rules read besides the dataset event (decision 0408). */
export interface InMemoryNotificationRules {
  /** The site's currency (ISO 4217), of the cart and of `remaining`. */
  readonly currency: string;
  /** The free standard shipping threshold in minor units of `currency` (the in-memory default: the threshold banner's 150.00). */
  readonly freeShippingThreshold: number;
}

/** One campaign experience's reported totals, as the sandbox's GET /personalization/v0/{siteId}/campaign-stats answers them (decisions 0407, 0425). */
export interface InMemoryCampaignTotals {
  readonly campaignId: string;
  readonly experienceId: string;
  readonly impressions: number;
  readonly clicks: number;
}

/**
 * PersonalizedContentGateway in memory (shell-and-account.md §3, §6, §7; decisions 0407, 0408),
 * without a bandit: every placement's promotion is the default creative (campaign
 * `bandit-promotion-{placement}`), from the dataset call and from the default promotions alike.
 * The dataset call records its event (`events`) and its campaign stats (`campaignTotals`) and,
 * when the event asks for notifications, answers the sandbox's rules in order: `welcome-back` for a
 * signed-in customer (attributes customer_auth_status REGISTERED or AUTHORIZED with a
 * customer_profile_id), `free-shipping-nudge` for a cart subtotal (unit price in major units ×
 * quantity) above 0 and below the free shipping threshold, `remaining` the difference in minor
 * units. Never fails.
 */
export class InMemoryPersonalizedContent implements PersonalizedContentGateway {
  /** Every dataset event received, oldest first. */
  readonly events: PersonalizedContentEvent[] = [];
  private readonly stats: CampaignStat[] = [];

  constructor(
    private readonly creative: InMemoryCreative,
    private readonly rules: InMemoryNotificationRules,
  ) {}

  /** See {@link PersonalizedContentGateway.sendContentDataset}. */
  async sendContentDataset(event: PersonalizedContentEvent): Promise<PersonalizedContent> {
    this.events.push(event);
    this.stats.push(...event.campaignStats);
    return {
      banditPromotions: [...new Set(event.promotionPlacements)].map((placement) => this.promotion(placement)),
      notificationCampaigns: event.notifications ? this.notifications(event) : [],
    };
  }

  /** See {@link PersonalizedContentGateway.getDefaultPromotions}. */
  async getDefaultPromotions(placements: readonly PromotionPlacement[]): Promise<readonly BanditPromotion[]> {
    return placements.map((placement) => this.promotion(placement));
  }

  /** The reported impressions and clicks of `campaignId`, one row per experience in order of its first report (none: empty). */
  campaignTotals(campaignId: string): InMemoryCampaignTotals[] {
    const totals = new Map<string, InMemoryCampaignTotals>();
    for (const stat of this.stats.filter((s) => s.campaignId === campaignId)) {
      const total = totals.get(stat.experienceId) ?? { campaignId, experienceId: stat.experienceId, impressions: 0, clicks: 0 };
      totals.set(stat.experienceId, stat.stat === 'Impression' ? { ...total, impressions: total.impressions + 1 } : { ...total, clicks: total.clicks + 1 });
    }
    return [...totals.values()];
  }

  private promotion(placement: PromotionPlacement): BanditPromotion {
    return { campaignId: `bandit-promotion-${placement}`, campaignName: CAMPAIGN_NAMES[placement], placement, ...this.creative };
  }

  private notifications(event: PersonalizedContentEvent): NotificationCampaign[] {
    const campaigns: NotificationCampaign[] = [];
    if (SIGNED_IN.has(String(event.attributes['customer_auth_status'])) && typeof event.attributes['customer_profile_id'] === 'string') {
      campaigns.push({ campaignId: 'notification-welcome-back', experienceId: 'welcome-back-signed-in', campaignName: 'Welcome back', kind: 'welcome-back', experience: 'welcome-back-signed-in', userGroup: 'returning-customer', remaining: null });
    }
    const subtotal = event.cartLines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
    const { currency, freeShippingThreshold } = this.rules;
    if (subtotal > 0 && subtotal < freeShippingThreshold) {
      campaigns.push({
        campaignId: 'notification-free-shipping',
        experienceId: 'free-shipping-nudge',
        campaignName: 'Free shipping nudge',
        kind: 'free-shipping-nudge',
        experience: 'free-shipping-nudge',
        userGroup: 'cart-below-threshold',
        remaining: { amount: freeShippingThreshold - subtotal, currency },
      });
    }
    return campaigns;
  }
}
