import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPersonalizedContent, PersonalizedContentGateway, promotionStatOf, type PersonalizedContentEvent } from '@vitrine/core';
import { sandboxClient } from './support/backends.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { apiBaseOf } from './support/contract-harness.js';

/**
 * Contract: PersonalizedContentGateway, the ky gateway over real HTTP against the sandbox
 * (shell-and-account.md §3, §6, §7, §8; decisions 0407, 0408): bandit promotions learn from the
 * campaign stats the gateway reports; notifications follow the dataset's rules; without consent
 * the default creative.
 */

const ARMS = ['gift-wrap', 'winter-jackets', 'men-hoodies'];

const event = (extra: Partial<PersonalizedContentEvent> = {}): Omit<PersonalizedContentEvent, 'notifications'> => ({
  locale: 'en-US',
  url: 'http://localhost/contract-test',
  pageType: 'cart',
  action: 'View Cart',
  userId: 'contract-visitor',
  attributes: { uuid: 'contract-visitor', customer_auth_status: 'REGISTERED', customer_profile_id: 'contract-profile' },
  cartLines: [{ productId: 'WJ03', price: 40, quantity: 1 }],
  campaignStats: [],
  promotionPlacements: ['cart-page-promotion'],
  ...extra,
});

describe('personalized content contract (sandbox)', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => sandbox?.close());

  it('answers the bandit promotion of the placement and the notifications of a signed-in shopper with a small cart', async () => {
    const gateway = sandboxClient(sandbox.url).get(PersonalizedContentGateway);
    const content = await loadPersonalizedContent(gateway, event(), { personalizationAllowed: true, notificationsEnabled: true });
    expect(content.banditPromotions).toHaveLength(1);
    const [promotion] = content.banditPromotions;
    expect(promotion).toMatchObject({ campaignId: 'bandit-promotion-cart-page-promotion', placement: 'cart-page-promotion' });
    expect(ARMS).toContain(promotion!.experienceId);
    expect(promotion!.headline.length).toBeGreaterThan(0);
    expect(promotion!.ctaUrl.startsWith('/')).toBe(true);
    expect(content.notificationCampaigns.map((n) => [n.kind, n.remaining])).toEqual([
      ['welcome-back', null],
      ['free-shipping-nudge', { amount: 11000, currency: 'USD' }],
    ]);
  });

  it('reports the promotion stats so the sandbox counts them', async () => {
    const gateway = sandboxClient(sandbox.url).get(PersonalizedContentGateway);
    const first = await loadPersonalizedContent(gateway, event(), { personalizationAllowed: true, notificationsEnabled: false });
    const shown = first.banditPromotions[0]!;
    const before = await fetch(`${apiBaseOf(sandbox.url)}/personalization/v0/an-us/campaign-stats?campaignId=${shown.campaignId}`).then((r) => r.json() as Promise<{ campaignStats: { experienceId: string; clicks: number; impressions: number }[] }>);
    const clicksBefore = before.campaignStats.find((s) => s.experienceId === shown.experienceId)?.clicks ?? 0;
    const second = await loadPersonalizedContent(gateway, event({ campaignStats: [promotionStatOf('Impression', shown), promotionStatOf('Clickthrough', shown)] }), { personalizationAllowed: true, notificationsEnabled: false });
    expect(second.notificationCampaigns).toEqual([]);
    const after = await fetch(`${apiBaseOf(sandbox.url)}/personalization/v0/an-us/campaign-stats?campaignId=${shown.campaignId}`).then((r) => r.json() as Promise<{ campaignStats: { experienceId: string; clicks: number }[] }>);
    expect(after.campaignStats.find((s) => s.experienceId === shown.experienceId)?.clicks).toBe(clicksBefore + 1);
  });

  it('without consent answers the default creative from the content service', async () => {
    const gateway = sandboxClient(sandbox.url).get(PersonalizedContentGateway);
    const content = await loadPersonalizedContent(gateway, event({ promotionPlacements: ['home-page-promotion', 'cart-page-promotion'] }), { personalizationAllowed: false, notificationsEnabled: false });
    expect(content.banditPromotions.map((p) => [p.placement, p.experienceId, p.headline])).toEqual([
      ['home-page-promotion', 'gift-wrap', 'Free gift wrap on every order'],
      ['cart-page-promotion', 'gift-wrap', 'Free gift wrap on every order'],
    ]);
    expect(await gateway.getDefaultPromotions([])).toEqual([]);
  });
});
