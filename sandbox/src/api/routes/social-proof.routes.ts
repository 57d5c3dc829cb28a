import { Hono } from 'hono';
import { findSite } from '../../sites/sites.js';
import { MAX_LOOKBACK_MINS, recordSocialEvent, SOCIAL_EVENT_KINDS, socialProof, type SocialEventKind } from '../../personalization/social-proof-service.js';
import { ApiError, invalidRequest, readJsonObject } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';

/** At most this many product ids per social-proof request (decision 0320). */
const MAX_ITEM_IDS = 50;

function knownSite(siteId: string): string {
  if (!findSite(siteId)) throw new ApiError(404, 'NOT_FOUND', `Unknown site ${siteId}`);
  return siteId;
}

/**
 * Social proof under /slipstream (shopping.md §7 "Content and personalization"; decision 0320):
 * - GET /api/social/v0?siteId=&itemIds=a,b&lookbackMins=60 → 200 { items: [{ itemId, views,
 *   addToCarts }] }, distinct visitors per product in the window; 400 INVALID_REQUEST for a missing
 *   or malformed parameter (lookbackMins 1..10080, 1..50 ids), 404 for an unknown site.
 * - POST /api/social/v0/events { siteId, itemId, kind: VIEW | ADD_TO_CART, visitorId } → 202;
 *   404 for an unknown site or product.
 */
export function socialProofRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/social/v0', async (c) => {
    const siteId = knownSite(c.req.query('siteId') ?? '');
    const itemIds = (c.req.query('itemIds') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
    const lookbackRaw = c.req.query('lookbackMins') ?? '';
    const lookbackMins = /^\d+$/.test(lookbackRaw) ? Number(lookbackRaw) : NaN;
    if (itemIds.length === 0 || itemIds.length > MAX_ITEM_IDS) throw invalidRequest(`itemIds must list 1 to ${MAX_ITEM_IDS} product ids`, { fields: ['itemIds'] });
    if (!(lookbackMins >= 1 && lookbackMins <= MAX_LOOKBACK_MINS)) throw invalidRequest(`lookbackMins must be a whole number from 1 to ${MAX_LOOKBACK_MINS}`, { fields: ['lookbackMins'] });
    return c.json({ items: await socialProof(deps.db, siteId, itemIds, lookbackMins, deps.clock()) });
  });
  app.post('/api/social/v0/events', async (c) => {
    const body = await readJsonObject(c);
    const siteId = knownSite(typeof body.siteId === 'string' ? body.siteId : '');
    const { itemId, kind, visitorId } = body;
    if (typeof itemId !== 'string' || itemId === '') throw invalidRequest('itemId is required', { fields: ['itemId'] });
    if (typeof kind !== 'string' || !(SOCIAL_EVENT_KINDS as readonly string[]).includes(kind)) throw invalidRequest(`kind must be one of ${SOCIAL_EVENT_KINDS.join(', ')}`, { fields: ['kind'] });
    if (typeof visitorId !== 'string' || visitorId === '' || visitorId.length > 100) throw invalidRequest('visitorId is required (at most 100 characters)', { fields: ['visitorId'] });
    const recorded = await recordSocialEvent(deps.db, { siteId, productId: itemId, kind: kind as SocialEventKind, visitorId }, deps.clock());
    if (!recorded) throw new ApiError(404, 'NOT_FOUND', `Unknown product ${itemId}`);
    return c.body(null, 202);
  });
  return app;
}
