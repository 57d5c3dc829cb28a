import { Hono } from 'hono';
import {
  LoyaltyBrowseEventRequestDto,
  LoyaltyCampaignEventRequestDto,
  LoyaltyEnrolmentRequestDto,
  LoyaltyLedgerQueryDto,
  type LoyaltyEventReceiptDto,
  type LoyaltyLedgerDto,
  type LoyaltyRewardsDto,
} from '@vitrine/contract';
import { enrol, enterCampaign, loyaltyLedger, loyaltyProfile, loyaltyRewards } from '../../loyalty/loyalty-service.js';
import { keepSubmission } from '../../marketing/submissions.js';
import { siteConfiguration } from '../../sites/site-configuration.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { profileGuard, tokenGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * The loyalty calls under /profile/v1 (shell-and-account.md §7; decision 0202):
 * - GET /{siteId}/me/loyalty/profile, /rewards, /timelines/LOYALTY_LEDGER?count&since — REGISTERED;
 *   404 LOYALTY_ACCOUNT_NOT_FOUND for a non-member;
 * - POST /{siteId}/me/loyalty/enrolments {acceptTerms: true} — REGISTERED; 201 the new loyalty
 *   profile, 409 LOYALTY_ALREADY_MEMBER;
 * - POST /{siteId}/me/loyalty/events {events.crosschannel_browse_event} — any token (guests too); 201, kept;
 * - POST /{siteId}/me/loyalty/campaigns/{id}/events {events: [{qty: 1}]} — REGISTERED, sites with the
 *   giveaways feature; 201, 403 LOYALTY_ACCOUNT_REQUIRED, 404 CAMPAIGN_NOT_FOUND, 409 CAMPAIGN_ALREADY_ENTERED.
 */
export function loyaltyRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const registered = profileGuard(deps, 'REGISTERED');

  app.get('/:siteId/me/loyalty/profile', registered, async (c) => c.json(await loyaltyProfile(deps.db, c.var.profile.profileId, deps.clock())));

  app.get('/:siteId/me/loyalty/rewards', registered, async (c) => {
    const body: LoyaltyRewardsDto = { rewards: await loyaltyRewards(deps.db, c.var.profile.profileId, deps.clock()) };
    return c.json(body);
  });

  app.get('/:siteId/me/loyalty/timelines/LOYALTY_LEDGER', registered, queryOf(LoyaltyLedgerQueryDto), async (c) => {
    const query = c.req.valid('query');
    const now = deps.clock();
    const since = query.since ? Date.parse(query.since) : Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
    if (Number.isNaN(since)) throw new ApiError(400, 'INVALID_REQUEST', 'since must be an ISO date', { fields: ['since'] });
    const body: LoyaltyLedgerDto = { entries: await loyaltyLedger(deps.db, c.var.profile.profileId, { count: query.count ? Number(query.count) : 500, since }, now) };
    return c.json(body);
  });

  app.post('/:siteId/me/loyalty/enrolments', registered, jsonBody(LoyaltyEnrolmentRequestDto), async (c) => c.json(await enrol(deps.db, c.var.profile.profileId, deps.clock()), 201));

  app.post('/:siteId/me/loyalty/events', tokenGuard(deps), jsonBody(LoyaltyBrowseEventRequestDto), async (c) => {
    const { site } = siteContext(c);
    const body: LoyaltyEventReceiptDto = {
      eventId: await keepSubmission(deps.db, { kind: 'loyalty-browse-event', siteId: site.siteId, principalId: c.var.principalId, body: c.req.valid('json'), now: deps.clock() }),
    };
    return c.json(body, 201);
  });

  app.post('/:siteId/me/loyalty/campaigns/:campaignId/events', registered, jsonBody(LoyaltyCampaignEventRequestDto), async (c) => {
    const { site } = siteContext(c);
    const campaignId = c.req.param('campaignId');
    if (siteConfiguration(site).features['giveaways'] !== true) throw new ApiError(404, 'CAMPAIGN_NOT_FOUND', `No giveaways on ${site.siteId}`);
    const now = deps.clock();
    const profileId = c.var.profile.profileId;
    await enterCampaign(deps.db, { profileId, campaignId, siteId: site.siteId, now });
    const body: LoyaltyEventReceiptDto = {
      eventId: await keepSubmission(deps.db, { kind: 'loyalty-campaign-event', siteId: site.siteId, principalId: c.var.profile.principalId, profileId, body: { campaignId, ...c.req.valid('json') }, now }),
    };
    return c.json(body, 201);
  });
  return app;
}
