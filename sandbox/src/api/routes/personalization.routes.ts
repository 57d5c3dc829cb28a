import {
  DatasetRequestDto,
  PersonalizedContentRequestDto,
  PromotionPlacementDto,
  type CampaignStatsResponseDto,
  type DatasetResponseDto,
  type DefaultPromotionsResponseDto,
  type PersonalizedContentResponseDto,
  type QueryResponseDto,
} from '@vitrine/contract';
import { Hono } from 'hono';
import { banditPromotion, defaultPromotion } from '../../personalization/bandit-promotion-service.js';
import { campaignTotals, recordCampaignStats } from '../../personalization/campaign-stats.js';
import { notificationCampaigns } from '../../personalization/notification-service.js';
import { knownProducts, recTrayCampaign } from '../../personalization/recommendation-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { ApiError } from '../api-error.js';
import { jsonBody } from '../request-validation.js';
import { requestLanguage } from '../../sites/sites.js';
import { siteContext } from '../site-context.js';

/**
 * POST /content/v0/{siteId}/personalized-content (shopping.md §7 "Content and personalization";
 * decision 0400): each `recTray` query answers its campaign (recommendation-service.ts); a query
 * naming products of which none exists answers status 404 PRODUCT_NOT_FOUND and no campaign, and
 * the response is then a 207 (a partial result), else 200. 400 INVALID_REQUEST for a body the
 * contract refuses; 404 for an unknown site.
 */
export function personalizedContentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/personalized-content', jsonBody(PersonalizedContentRequestDto), async (c) => {
    const ctx = siteContext(c);
    const body = c.req.valid('json');
    const queryResponses: QueryResponseDto[] = [];
    for (const query of body.queries) {
      if (query.productIds.length > 0 && (await knownProducts(deps.db, query.productIds)).size === 0) {
        queryResponses.push({ queryId: query.queryId, status: 404, campaign: null, error: { code: 'PRODUCT_NOT_FOUND', message: `No product found for ${query.productIds.join(', ')}` } });
        continue;
      }
      queryResponses.push({ queryId: query.queryId, status: 200, campaign: await recTrayCampaign(deps.db, ctx, query) });
    }
    const response: PersonalizedContentResponseDto = { queryResponses };
    return c.json(response, queryResponses.every((q) => q.status === 200) ? 200 : 207);
  });
  /**
   * GET /content/v0/{siteId}/promotions?placement=home-page-promotion[,cart-page-promotion] (repeated or
   * comma-separated; decision 0407):
   * the default creative of each placement, unpersonalized and without the bandit, in the request's
   * language — what a shopper without marketing consent sees. 400 INVALID_REQUEST for a missing or
   * unknown placement.
   */
  app.get('/:siteId/promotions', (c) => {
    const ctx = siteContext(c);
    const placements = (c.req.queries('placement') ?? []).flatMap((p) => p.split(','));
    const parsed = placements.map((p) => PromotionPlacementDto.safeParse(p));
    if (parsed.length === 0 || parsed.some((p) => !p.success)) throw new ApiError(400, 'INVALID_REQUEST', `placement must be one of ${PromotionPlacementDto.options.join(', ')}`);
    const response: DefaultPromotionsResponseDto = { banditPromotions: parsed.map((p) => defaultPromotion(p.data!, ctx.language)) };
    return c.json(response);
  });
  return app;
}

/**
 * The personalization provider's dataset call, POST /personalization/v0/{siteId}/dataset
 * (shell-and-account.md §7; decision 0400), answered without credentials (no token is read): one
 * campaign per content zone of `source.contentZones`, seeded by the catalog products of the page
 * and the cart lines (`cart.singleLine.Product`), in that order; `flags.noCampaigns` answers none.
 * The call's campaign stats are added to the site's impressions and clicks per campaign and
 * experience (campaign_stat; decision 0425) before the campaigns are answered, so the promotion
 * bandit of `promotionZones` learns from them (`banditPromotions`; decision 0407); `notifications`
 * true adds the notification campaigns (`notificationCampaigns`; decision 0408). 400
 * INVALID_REQUEST for a body the contract refuses.
 */
export function datasetRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/dataset', jsonBody(DatasetRequestDto), async (c) => {
    const ctx = siteContext(c);
    const body = c.req.valid('json');
    await recordCampaignStats(deps.db, ctx.site.siteId, body.campaignStats ?? [], deps.clock());
    const seeds = [...new Set([...(body.catalog?.Product ?? []).map((p) => p._id), ...(body.cart?.singleLine.Product ?? []).map((p) => p._id)])];
    const campaignResponses = [];
    if (!body.flags.noCampaigns) {
      for (const placement of body.source.contentZones) campaignResponses.push(await recTrayCampaign(deps.db, ctx, { placement, productIds: seeds, strategyVariant: body.strategyVariant, campaignVariant: body.campaignVariant }));
    }
    const response: DatasetResponseDto = { campaignResponses };
    const zones = [...new Set(body.promotionZones ?? [])];
    if (zones.length > 0) {
      const banditPromotions = [];
      // The provider's call carries no API headers: the page's locale names the language.
      const language = requestLanguage(ctx.site, undefined, body.source.locale);
      for (const zone of zones) banditPromotions.push(await banditPromotion(deps.db, ctx.site.siteId, zone, language, deps.random));
      response.banditPromotions = banditPromotions;
    }
    if (body.notifications === true) response.notificationCampaigns = notificationCampaigns(body, ctx.currency);
    return c.json(response);
  });
  /**
   * GET /personalization/v0/{siteId}/campaign-stats?campaignId=… (decisions 0407, 0425): the site's
   * stored impressions and clicks of that campaign, by experience id (the bandit's evidence). 400
   * INVALID_REQUEST without a campaignId.
   */
  app.get('/:siteId/campaign-stats', async (c) => {
    const ctx = siteContext(c);
    const campaignId = c.req.query('campaignId');
    if (!campaignId) throw new ApiError(400, 'INVALID_REQUEST', 'campaignId is required');
    const response: CampaignStatsResponseDto = { campaignStats: await campaignTotals(deps.db, ctx.site.siteId, [campaignId]) };
    return c.json(response);
  });
  return app;
}
