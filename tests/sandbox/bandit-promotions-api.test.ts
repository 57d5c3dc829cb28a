import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaSample, seededRandom, thompsonChoice } from '../../sandbox/src/personalization/bandit.js';
import { notificationCampaigns } from '../../sandbox/src/personalization/notification-service.js';
import { PROMOTION_CREATIVES } from '../../sandbox/src/personalization/promotion-creatives.data.js';
import { SandboxHarness } from './sandbox-harness.js';

const DATASET = '/api/personalization/v0/an-us/dataset';
const CAMPAIGN = 'bandit-promotion-home-page-promotion';

const dataset = (extra: Record<string, unknown> = {}) => ({
  source: { locale: 'en-US', application: 'vitrine', url: 'http://localhost/', channel: 'web', pageType: 'home', contentZones: [] },
  user: { id: 'visitor-bandit', attributes: {} },
  flags: { noCampaigns: false, pageView: false },
  action: 'View Home',
  promotionZones: ['home-page-promotion'],
  ...extra,
});

interface Promotion {
  campaignId: string;
  experienceId: string;
  payload: { templateId: string; placement: string; headline: string; ctaUrl: string };
}

describe('Thompson sampling (decision 0407)', () => {
  it('is deterministic under a seed and draws Beta samples in [0, 1]', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    const random = seededRandom(1);
    const draws = Array.from({ length: 2000 }, () => betaSample(9, 3, random));
    expect(draws.every((d) => d >= 0 && d <= 1)).toBe(true);
    // The mean of Beta(9, 3) is 0.75.
    expect(draws.reduce((s, d) => s + d, 0) / draws.length).toBeCloseTo(0.75, 1);
  });

  it('explores arms without evidence and exploits a clearly better arm', () => {
    const random = seededRandom(42);
    const cold = [{ armId: 'a', impressions: 0, clicks: 0 }, { armId: 'b', impressions: 0, clicks: 0 }];
    const coldPicks = new Set(Array.from({ length: 50 }, () => thompsonChoice(cold, random)));
    expect(coldPicks).toEqual(new Set(['a', 'b']));
    const warm = [{ armId: 'a', impressions: 500, clicks: 10 }, { armId: 'b', impressions: 500, clicks: 100 }];
    const warmPicks = Array.from({ length: 100 }, () => thompsonChoice(warm, random));
    expect(warmPicks.filter((p) => p === 'b').length).toBeGreaterThan(95);
    expect(() => thompsonChoice([], random)).toThrow();
  });
});

describe('notification campaigns rules (decision 0408)', () => {
  const user = (attributes: Record<string, string | null>) => ({ id: 'v', attributes });
  it('welcomes back a signed-in customer and nudges a cart below the free-shipping threshold', () => {
    const campaigns = notificationCampaigns({ user: user({ customer_auth_status: 'REGISTERED', customer_profile_id: 'p1' }), cart: { singleLine: { Product: [{ _id: 'x', price: 45.5, quantity: 2 }] } } }, 'USD');
    expect(campaigns.map((c) => [c.payload.kind, c.payload.userGroup, c.payload.remaining])).toEqual([
      ['welcome-back', 'returning-customer', undefined],
      ['free-shipping-nudge', 'cart-below-threshold', { amount: 5900, currency: 'USD' }],
    ]);
  });
  it('answers none for a guest with an empty cart or a cart at the threshold', () => {
    expect(notificationCampaigns({ user: user({ customer_auth_status: 'GUEST', customer_profile_id: null }) }, 'USD')).toEqual([]);
    expect(notificationCampaigns({ user: user({ customer_auth_status: 'AUTHORIZED', customer_profile_id: null }), cart: { singleLine: { Product: [{ _id: 'x', price: 150, quantity: 1 }] } } }, 'USD')).toEqual([]);
  });
});

describe('bandit promotions and notifications over HTTP (shell-and-account.md §3, §7; decisions 0407, 0408)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ random: seededRandom(2026) });
  }, 600_000);
  afterAll(async () => {
    await h.close();
  });

  it('answers a creative of the placement as a campaign response and only when asked', async () => {
    const res = await h.json('POST', DATASET, dataset());
    expect(res.status).toBe(200);
    const [promotion] = (res.body as { banditPromotions: Promotion[] }).banditPromotions;
    expect(promotion).toMatchObject({ campaignId: CAMPAIGN, payload: { templateId: 'bandit-promotion', placement: 'home-page-promotion' } });
    expect(PROMOTION_CREATIVES.map((c) => c.armId)).toContain(promotion!.experienceId);
    const plain = await h.json('POST', DATASET, dataset({ promotionZones: undefined }));
    expect(plain.body).toEqual({ campaignResponses: [] });
    const french = await h.json('POST', '/api/personalization/v0/an-ca/dataset', dataset({ source: { ...dataset().source, locale: 'fr-CA' } }));
    const frenchPromotion = (french.body as { banditPromotions: Promotion[] }).banditPromotions[0]!;
    expect(frenchPromotion.payload.headline).toBe(PROMOTION_CREATIVES.find((c) => c.armId === frenchPromotion.experienceId)!.texts.fr!.headline);
  });

  it('shifts toward the arm with the higher click-through once stats are recorded', async () => {
    const picks = async (n: number) => {
      const counts: Record<string, number> = {};
      for (let i = 0; i < n; i += 1) {
        const res = await h.json('POST', DATASET, dataset());
        const id = (res.body as { banditPromotions: Promotion[] }).banditPromotions[0]!.experienceId;
        counts[id] = (counts[id] ?? 0) + 1;
      }
      return counts;
    };
    const before = await picks(30);
    // With no evidence every arm is explored.
    expect(Object.keys(before).length).toBeGreaterThan(1);
    const stats = [];
    for (const arm of PROMOTION_CREATIVES) {
      const clicks = arm.armId === 'men-hoodies' ? 12 : 1;
      for (let i = 0; i < 20; i += 1) stats.push({ campaignId: CAMPAIGN, experienceId: arm.armId, stat: i < clicks ? 'Clickthrough' : 'Impression' });
      for (let i = 0; i < clicks; i += 1) stats.push({ campaignId: CAMPAIGN, experienceId: arm.armId, stat: 'Impression' });
    }
    // At most 50 stats per call: report them in chunks.
    for (let i = 0; i < stats.length; i += 50) expect((await h.json('POST', DATASET, dataset({ campaignStats: stats.slice(i, i + 50) }))).status).toBe(200);
    const report = await h.json('GET', `/api/personalization/v0/an-us/campaign-stats?campaignId=${CAMPAIGN}`);
    const hoodies = (report.body as { campaignStats: { experienceId: string; impressions: number; clicks: number }[] }).campaignStats.find((s) => s.experienceId === 'men-hoodies');
    expect(hoodies).toMatchObject({ impressions: 20, clicks: 12 });
    const after = await picks(30);
    expect(after['men-hoodies'] ?? 0).toBeGreaterThan(25);
    expect(after['men-hoodies'] ?? 0).toBeGreaterThan(before['men-hoodies'] ?? 0);
  });

  it('answers the default creative unpersonalized and refuses an unknown placement', async () => {
    const res = await h.json('GET', '/api/content/v0/an-us/promotions?placement=home-page-promotion&placement=cart-page-promotion');
    expect(res.status).toBe(200);
    const promotions = (res.body as { banditPromotions: Promotion[] }).banditPromotions;
    expect(promotions.map((p) => [p.campaignId, p.experienceId])).toEqual([
      [CAMPAIGN, 'gift-wrap'],
      ['bandit-promotion-cart-page-promotion', 'gift-wrap'],
    ]);
    expect(promotions[0]!.payload.headline).toBe('Free gift wrap on every order');
    expect((await h.json('GET', '/api/content/v0/an-us/promotions?placement=side')).status).toBe(400);
    expect((await h.json('GET', '/api/content/v0/an-us/promotions')).status).toBe(400);
    expect((await h.json('GET', '/api/personalization/v0/an-us/campaign-stats')).status).toBe(400);
  });

  it('answers notification campaigns when asked', async () => {
    const res = await h.json('POST', DATASET, dataset({ notifications: true, user: { id: 'v', attributes: { customer_auth_status: 'REGISTERED', customer_profile_id: 'p-1' } } }));
    expect((res.body as { notificationCampaigns: { payload: { kind: string } }[] }).notificationCampaigns.map((c) => c.payload.kind)).toEqual(['welcome-back']);
  });
});
