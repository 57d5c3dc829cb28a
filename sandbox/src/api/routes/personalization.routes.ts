import { DatasetRequestDto, PersonalizedContentRequestDto, type DatasetResponseDto, type PersonalizedContentResponseDto, type QueryResponseDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { recordCampaignStats } from '../../personalization/campaign-stats.js';
import { knownProducts, recTrayCampaign } from '../../personalization/recommendation-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';
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
  return app;
}

/**
 * The personalization provider's dataset call, POST /personalization/v0/{siteId}/dataset
 * (shell-and-account.md §7; decision 0400), answered without credentials (no token is read): one
 * campaign per content zone of `source.contentZones`, seeded by the catalog products of the page
 * and the cart lines (`cart.singleLine.Product`), in that order; `flags.noCampaigns` answers none.
 * The call's campaign stats are added to the site's impressions and clicks per campaign and
 * experience (campaign_stat; decision 0425) before the campaigns are answered. 400
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
    return c.json(response);
  });
  return app;
}
