import { z } from 'zod';
import { TileDto } from './catalog.schema.js';

/**
 * JSON shapes of the personalization calls (shopping.md §3 "Personalization and analytics", §7
 * "Content and personalization"; shell-and-account.md §7; decision 0400): the content service's
 * POST /content/v0/{siteId}/personalized-content and the personalization provider's dataset call
 * POST /personalization/v0/{siteId}/dataset. Each export is a zod schema and the type inferred
 * from it under the same name (decision 0125).
 */

/** Where a recommendation tray shows (decisions 0400, 0424). */
export const RecTrayPlacementDto = z.enum(['product-page', 'product-page-family', 'cart-page', 'home-page', 'category-page', 'search-page']);
export type RecTrayPlacementDto = z.infer<typeof RecTrayPlacementDto>;

/** Where a bandit promotion shows (decision 0407): the home page's promotion slot and the cart page's. */
export const PromotionPlacementDto = z.enum(['home-page-promotion', 'cart-page-promotion']);
export type PromotionPlacementDto = z.infer<typeof PromotionPlacementDto>;

/** Most product ids one query or dataset call may name (the products on the page, the cart lines). */
export const MAX_PERSONALIZATION_SEED_PRODUCTS = 50;

const seedIds = z.array(z.string().min(1).max(100)).max(MAX_PERSONALIZATION_SEED_PRODUCTS);

/**
 * One query of personalized content: a recommendation tray (`type` 'recTray') for `placement`,
 * seeded by `productIds` (the page's products; empty on the home page: best sellers), with the
 * experiments' strategy variant (winston2, 0-4) and campaign variant (plp/searchPersonalization, ≥ 1).
 */
export const PersonalizedContentQueryDto = z.object({
  queryId: z.string().min(1).max(100),
  type: z.literal('recTray'),
  placement: RecTrayPlacementDto,
  productIds: seedIds,
  strategyVariant: z.number().int().min(0).max(4).optional(),
  campaignVariant: z.number().int().min(1).optional(),
});
export type PersonalizedContentQueryDto = z.infer<typeof PersonalizedContentQueryDto>;

/** Body of POST /content/v0/{siteId}/personalized-content (shopping.md §7): environment, bestMatch, queries, isEvent, personalized. */
export const PersonalizedContentRequestDto = z.object({
  environment: z.string().min(1).max(40),
  bestMatch: z.boolean(),
  queries: z.array(PersonalizedContentQueryDto).min(1).max(10),
  isEvent: z.boolean(),
  personalized: z.boolean(),
});
export type PersonalizedContentRequestDto = z.infer<typeof PersonalizedContentRequestDto>;

/**
 * A campaign (shopping.md §3: campaignId, experienceId and payload with templateId, placement,
 * fullProductIds or products). A recommendation tray's payload names its products in rank order
 * (`fullProductIds`) and carries their tiles (`products`), priced in the site's currency.
 */
export const CampaignDto = z.object({
  campaignId: z.string(),
  experienceId: z.string(),
  campaignName: z.string(),
  payload: z.object({
    templateId: z.literal('rec-tray'),
    placement: RecTrayPlacementDto,
    fullProductIds: z.array(z.string()),
    products: z.array(TileDto),
  }),
});
export type CampaignDto = z.infer<typeof CampaignDto>;

/** One query's answer: its status (200, or 404 PRODUCT_NOT_FOUND when none of its products exists) and campaign. */
export const QueryResponseDto = z.object({
  queryId: z.string(),
  status: z.number().int(),
  campaign: CampaignDto.nullable(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type QueryResponseDto = z.infer<typeof QueryResponseDto>;

/** Response of POST /content/v0/{siteId}/personalized-content: 200 when every query answered, 207 (a partial result) otherwise. */
export const PersonalizedContentResponseDto = z.object({ queryResponses: z.array(QueryResponseDto) });
export type PersonalizedContentResponseDto = z.infer<typeof PersonalizedContentResponseDto>;

/** One cart line of the dataset call (cart.singleLine.Product): product id, unit price (major units), quantity. */
const DatasetCartLineDto = z.object({ _id: z.string().min(1).max(100), price: z.number().nonnegative(), quantity: z.number().int().min(1) });

/** One campaign's statistics the client reports (impressions and clicks of a tray it showed). */
export const CampaignStatDto = z.object({ campaignId: z.string().min(1).max(100), experienceId: z.string().min(1).max(100), stat: z.enum(['Impression', 'Clickthrough']) });
export type CampaignStatDto = z.infer<typeof CampaignStatDto>;

/**
 * Body of the personalization provider's dataset call (shell-and-account.md §7; shopping.md §7),
 * sent without credentials: source (locale, application, url, channel, pageType, contentZones: the
 * tray placements wanted), user (an anonymous id, attributes: the customer data object of
 * shell-and-account.md §3), flags (noCampaigns, pageView), action, itemAction, cart.singleLine.Product,
 * catalog (Product: the products on the page, Promotion) and campaignStats.
 */
export const DatasetRequestDto = z.object({
  source: z.object({
    locale: z.string().min(2).max(20),
    application: z.string().min(1).max(40),
    url: z.string().max(2000),
    channel: z.string().min(1).max(40),
    pageType: z.string().min(1).max(40),
    contentZones: z.array(RecTrayPlacementDto).max(10),
  }),
  user: z.object({ id: z.string().min(1).max(100), attributes: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])) }),
  flags: z.object({ noCampaigns: z.boolean(), pageView: z.boolean() }),
  action: z.string().min(1).max(100),
  itemAction: z.string().max(100).optional(),
  cart: z.object({ singleLine: z.object({ Product: z.array(DatasetCartLineDto).max(MAX_PERSONALIZATION_SEED_PRODUCTS) }) }).optional(),
  catalog: z.object({ Product: z.array(z.object({ _id: z.string().min(1).max(100) })).max(MAX_PERSONALIZATION_SEED_PRODUCTS), Promotion: z.array(z.object({ _id: z.string() })).max(10).optional() }).optional(),
  campaignStats: z.array(CampaignStatDto).max(50).optional(),
  /** The promotion slots of the page whose creative the bandit chooses (decision 0407); absent: none. */
  promotionZones: z.array(PromotionPlacementDto).max(2).optional(),
  /** Whether the page wants notification campaigns (decision 0408); absent: false. */
  notifications: z.boolean().optional(),
  strategyVariant: z.number().int().min(0).max(4).optional(),
  /** plpPersonalization / searchPersonalization on listing and search pages (decision 0424). */
  campaignVariant: z.number().int().min(1).optional(),
});
export type DatasetRequestDto = z.infer<typeof DatasetRequestDto>;

/**
 * A bandit promotion (shell-and-account.md §3 banditPromotions; decision 0407): a campaign whose
 * experience id is the arm (the creative) the sandbox's bandit chose for the placement; the payload
 * carries the creative's texts in the request's language and the link it leads to (a site path).
 */
export const BanditPromotionDto = z.object({
  campaignId: z.string(),
  experienceId: z.string(),
  campaignName: z.string(),
  payload: z.object({
    templateId: z.literal('bandit-promotion'),
    placement: PromotionPlacementDto,
    headline: z.string(),
    body: z.string(),
    ctaLabel: z.string(),
    ctaUrl: z.string(),
  }),
});
export type BanditPromotionDto = z.infer<typeof BanditPromotionDto>;

/** A notification campaign's kind (decision 0408): a returning signed-in customer, a cart below the free-shipping threshold. */
export const NotificationKindDto = z.enum(['welcome-back', 'free-shipping-nudge']);
export type NotificationKindDto = z.infer<typeof NotificationKindDto>;

/**
 * A notification campaign (shell-and-account.md §3 notificationCampaigns: campaign.payload.experience,
 * campaign.payload.userGroup, campaign.campaignName; decision 0408). The client words it from `kind`;
 * a free-shipping nudge names the amount still missing (`remaining`, minor currency units).
 */
export const NotificationCampaignDto = z.object({
  campaignId: z.string(),
  experienceId: z.string(),
  campaignName: z.string(),
  payload: z.object({
    templateId: z.literal('notification'),
    kind: NotificationKindDto,
    experience: z.string(),
    userGroup: z.string(),
    remaining: z.object({ amount: z.number().int().positive(), currency: z.string().length(3) }).optional(),
  }),
});
export type NotificationCampaignDto = z.infer<typeof NotificationCampaignDto>;

/**
 * Response of the dataset call: the campaigns of the content zones asked (shell-and-account.md §7
 * "campaignResponses"), plus, when asked, the bandit promotions of `promotionZones` (decision 0407)
 * and the notification campaigns (decision 0408).
 */
export const DatasetResponseDto = z.object({
  campaignResponses: z.array(CampaignDto),
  banditPromotions: z.array(BanditPromotionDto).optional(),
  notificationCampaigns: z.array(NotificationCampaignDto).optional(),
});
export type DatasetResponseDto = z.infer<typeof DatasetResponseDto>;

/** Response of GET /content/v0/{siteId}/promotions: the default creative of each placement asked, unpersonalized (decision 0407). */
export const DefaultPromotionsResponseDto = z.object({ banditPromotions: z.array(BanditPromotionDto) });
export type DefaultPromotionsResponseDto = z.infer<typeof DefaultPromotionsResponseDto>;

/** One campaign experience's totals as the sandbox reports them (decisions 0407, 0425). */
export const CampaignTotalsDto = z.object({ campaignId: z.string(), experienceId: z.string(), impressions: z.number().int(), clicks: z.number().int() });
export type CampaignTotalsDto = z.infer<typeof CampaignTotalsDto>;

/** Response of GET /personalization/v0/{siteId}/campaign-stats?campaignId=…: the totals of that campaign, by experience id. */
export const CampaignStatsResponseDto = z.object({ campaignStats: z.array(CampaignTotalsDto) });
export type CampaignStatsResponseDto = z.infer<typeof CampaignStatsResponseDto>;
