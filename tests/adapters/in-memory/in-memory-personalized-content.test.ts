import { describe, expect, it } from 'vitest';
import { loadPersonalizedContent, PersonalizedContentGateway, promotionStatOf, type PersonalizedContentEvent } from '@vitrine/core';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { Container } from 'inversify';
import { creativeOfLiveText, InMemoryPersonalizedContent, sampleDefaultCreative, sampleLiveTextPromo } from '../../../adapters/src/in-memory/index.js';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

const event = (extra: Partial<PersonalizedContentEvent> = {}): PersonalizedContentEvent => ({
  locale: 'en-US',
  url: 'http://localhost/cart',
  pageType: 'cart',
  action: 'View Cart',
  userId: 'v-1',
  attributes: { uuid: 'v-1', customer_auth_status: 'REGISTERED', customer_profile_id: 'cust-roni' },
  cartLines: [{ productId: 'MH01', price: 40, quantity: 1 }],
  campaignStats: [],
  promotionPlacements: ['cart-page-promotion'],
  notifications: true,
  ...extra,
});

const gateway = () => new InMemoryPersonalizedContent(sampleDefaultCreative(NOW), { currency: 'USD', freeShippingThreshold: 15000 });

describe('sampleDefaultCreative (decision 0407)', () => {
  it("is the in-memory global promo's live-text banner: its headline, its description without markdown emphasis, its first link", () => {
    expect(sampleDefaultCreative(NOW)).toEqual({
      experienceId: 'live-text-an-us-en',
      headline: 'Up to 40% off outerwear',
      body: 'Offer ends at midnight. Discount applies to selected jackets and coats; no code needed.',
      ctaLabel: 'Shop women',
      ctaUrl: '/search?q=jacket',
    });
  });

  it('falls back to the pre-headline and the home page for a banner without links', () => {
    const { fields } = sampleLiveTextPromo(NOW);
    expect(creativeOfLiveText('no-links', { ...fields, ctaLinks: [] })).toMatchObject({ ctaLabel: 'Winter Sale', ctaUrl: '/' });
  });
});

describe('InMemoryPersonalizedContent (decisions 0407, 0408)', () => {
  it("answers each placement's default creative, once, as the dataset's and the content service's promotion", async () => {
    const fake = gateway();
    const content = await fake.sendContentDataset(event({ promotionPlacements: ['home-page-promotion', 'cart-page-promotion', 'home-page-promotion'], notifications: false }));
    expect(content.banditPromotions.map((p) => [p.campaignId, p.campaignName, p.placement, p.experienceId, p.headline])).toEqual([
      ['bandit-promotion-home-page-promotion', 'Home page promotion', 'home-page-promotion', 'live-text-an-us-en', 'Up to 40% off outerwear'],
      ['bandit-promotion-cart-page-promotion', 'Cart page promotion', 'cart-page-promotion', 'live-text-an-us-en', 'Up to 40% off outerwear'],
    ]);
    expect(content.notificationCampaigns).toEqual([]);
    expect(await fake.getDefaultPromotions(['cart-page-promotion'])).toEqual([content.banditPromotions[1]]);
    expect(await fake.getDefaultPromotions([])).toEqual([]);
  });

  it('answers welcome-back to a signed-in customer and the free-shipping nudge below the threshold, in that order', async () => {
    const { notificationCampaigns } = await gateway().sendContentDataset(event({ cartLines: [{ productId: 'MH01', price: 40, quantity: 1 }, { productId: 'MJ02', price: 25.5, quantity: 2 }] }));
    expect(notificationCampaigns.map((n) => [n.campaignId, n.kind, n.userGroup, n.remaining])).toEqual([
      ['notification-welcome-back', 'welcome-back', 'returning-customer', null],
      ['notification-free-shipping', 'free-shipping-nudge', 'cart-below-threshold', { amount: 5900, currency: 'USD' }],
    ]);
  });

  it('answers no notification to a guest, for an empty cart or one at the threshold, or when none is asked', async () => {
    const fake = gateway();
    const guest = { uuid: 'v-1', customer_auth_status: 'GUEST', customer_profile_id: null };
    expect((await fake.sendContentDataset(event({ attributes: guest, cartLines: [] }))).notificationCampaigns).toEqual([]);
    expect((await fake.sendContentDataset(event({ attributes: guest, cartLines: [{ productId: 'MH01', price: 75, quantity: 2 }] }))).notificationCampaigns).toEqual([]);
    expect((await fake.sendContentDataset(event({ notifications: false }))).notificationCampaigns).toEqual([]);
  });

  it('keeps the events and totals the reported campaign stats per experience, as the sandbox reports them', async () => {
    const fake = gateway();
    const [shown] = (await fake.sendContentDataset(event())).banditPromotions;
    await fake.sendContentDataset(event({ campaignStats: [promotionStatOf('Impression', shown!), promotionStatOf('Clickthrough', shown!), promotionStatOf('Impression', shown!)] }));
    expect(fake.events).toHaveLength(2);
    expect(fake.campaignTotals(shown!.campaignId)).toEqual([{ campaignId: shown!.campaignId, experienceId: 'live-text-an-us-en', impressions: 2, clicks: 1 }]);
    expect(fake.campaignTotals('bandit-promotion-home-page-promotion')).toEqual([]);
  });

  it("is bound by the in-memory back end, with the site's currency and the threshold banner's 150.00 for the nudge", async () => {
    const container = new Container();
    container.load(inMemoryBackendBindings(createInMemoryBackend()));
    const bound = container.get<PersonalizedContentGateway>(PersonalizedContentGateway.key);
    const content = await loadPersonalizedContent(bound, event(), { personalizationAllowed: true, notificationsEnabled: true });
    expect(content.banditPromotions.map((p) => p.placement)).toEqual(['cart-page-promotion']);
    expect(content.notificationCampaigns.map((n) => n.remaining)).toEqual([null, { amount: 11000, currency: 'USD' }]);
  });
});
