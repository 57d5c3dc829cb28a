import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_NOTIFICATIONS_KEY, type BanditPromotion, type NotificationCampaign, type PersonalizedContent } from '@vitrine/core';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { sampleDefaultCreative } from '@vitrine/adapters/in-memory';
import { createServices } from '../../../../ui/src/di/container';
import { CONSENT_COOKIE } from '../../../../ui/src/features/privacy/consent-choice';
import { takeCampaignStats } from '../../../../ui/src/shared/campaign-stats-queue';
import { aNavForest, aProduct, anotherProduct, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderRoutes } from '../../render-app';
import { InViewObserver } from '../../in-view-observer';

/** The promotion loads after hydration through a lazy chunk: slow on a busy machine. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

const chosen: BanditPromotion = {
  campaignId: 'bandit-promotion-home-page-promotion',
  experienceId: 'men-hoodies',
  campaignName: 'Home page promotion',
  placement: 'home-page-promotion',
  headline: 'Layer up: men’s hoodies and sweatshirts',
  body: 'Soft fleeces and hoodies for every day.',
  ctaLabel: 'Shop hoodies',
  ctaUrl: '/search?q=hoodie',
};
const fallback: BanditPromotion = { ...chosen, experienceId: 'gift-wrap', headline: 'Free gift wrap on every order', ctaLabel: 'Find a gift', ctaUrl: '/search?q=bag' };
const welcome: NotificationCampaign = { campaignId: 'notification-welcome-back', experienceId: 'welcome-back-signed-in', campaignName: 'Welcome back', kind: 'welcome-back', experience: 'welcome-back-signed-in', userGroup: 'returning-customer', remaining: null };
const nudge: NotificationCampaign = { ...welcome, campaignId: 'notification-free-shipping', experienceId: 'free-shipping-nudge', kind: 'free-shipping-nudge', remaining: { amount: 5900, currency: 'USD' } };

function fakeGateway(content: PersonalizedContent) {
  return { sendContentDataset: vi.fn(async () => content), getDefaultPromotions: vi.fn(async () => [fallback]) };
}

/** The home page over the in-memory back end, the personalized content answered by `gateway` (none: the back end's own), with `consent` stored and the notifications flag. */
function renderHome(gateway: ReturnType<typeof fakeGateway> | null, options: { consent: string | null; notifications?: boolean; path?: string }) {
  const config = aSiteConfiguration({ features: { siteSelect: true, notifications: options.notifications ?? true } });
  const backend = createInMemoryBackend({ products: [aProduct(), anotherProduct()], nav: aNavForest(), config, ...(gateway ? { replace: { personalizedContent: gateway } } : {}) });
  if (options.consent) backend.cookieJar.set(CONSENT_COOKIE, options.consent);
  const services = createServices(inMemoryBackendBindings(backend));
  return renderRoutes(options.path ?? '/', services, aSite(), config);
}

beforeEach(() => {
  window.localStorage.clear();
  takeCampaignStats();
});
afterEach(() => vi.unstubAllGlobals());

describe('bandit promotion (decision 0407)', () => {
  it("shows the bandit's creative in a region named by its headline and queues its impression and click for the next dataset call", async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    const gateway = fakeGateway({ banditPromotions: [chosen], notificationCampaigns: [] });
    const { user, router } = renderHome(gateway, { consent: '1:enable-all' });
    const region = await screen.findByRole('region', { name: chosen.headline }, LOADED);
    expect(within(region).getByText(chosen.body)).toBeTruthy();
    expect(gateway.sendContentDataset).toHaveBeenCalledWith(expect.objectContaining({ promotionPlacements: ['home-page-promotion'], pageType: 'home', notifications: true }));
    expect(gateway.getDefaultPromotions).not.toHaveBeenCalled();
    await user.click(within(region).getByRole('link', { name: 'Shop hoodies' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=hoodie'));
    // The home page's tray queues its own impression in the same queue.
    expect(takeCampaignStats().filter((s) => s.campaignId === chosen.campaignId)).toEqual([
      { campaignId: chosen.campaignId, experienceId: 'men-hoodies', stat: 'Impression' },
      { campaignId: chosen.campaignId, experienceId: 'men-hoodies', stat: 'Clickthrough' },
    ]);
  }, SLOW_TEST_MS);

  it('without marketing consent shows the default creative and no notification, asking no dataset call', async () => {
    const gateway = fakeGateway({ banditPromotions: [chosen], notificationCampaigns: [welcome] });
    renderHome(gateway, { consent: '0:disable-personalization' });
    expect(await screen.findByRole('region', { name: fallback.headline }, LOADED)).toBeTruthy();
    expect(gateway.sendContentDataset).not.toHaveBeenCalled();
    expect(gateway.getDefaultPromotions).toHaveBeenCalledWith(['home-page-promotion']);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Messages for you' })).toBeNull();
  }, SLOW_TEST_MS);
});

describe('the in-memory back end (VITRINE_BACKEND=memory)', () => {
  it("shows its default creative on the home page, with and without consent, and no notification to a guest with an empty cart", async () => {
    const creative = sampleDefaultCreative(Date.now());
    for (const consent of ['1:enable-all', null]) {
      const { view } = renderHome(null, { consent });
      // The shell's global promo shows the same banner: the promotion is the region of the creative's experience.
      const region = await waitFor(() => {
        const found = screen.getAllByRole('region', { name: creative.headline }).find((r) => r.getAttribute('data-experience') === creative.experienceId);
        expect(found).toBeTruthy();
        return found!;
      }, LOADED);
      expect(within(region).getByText(creative.body)).toBeTruthy();
      expect(within(region).getByRole('link', { name: creative.ctaLabel }).getAttribute('href')).toBe(creative.ctaUrl);
      expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
      view.unmount();
    }
  }, SLOW_TEST_MS);
});

describe('notification campaigns (decision 0408)', () => {
  it('shows the notifications in a polite status; Dismiss moves focus on and remembers the dismissal', async () => {
    const gateway = fakeGateway({ banditPromotions: [chosen], notificationCampaigns: [welcome, nudge] });
    const first = renderHome(gateway, { consent: '1:enable-all' });
    const status = await screen.findByRole('status', { name: 'Messages for you' }, LOADED);
    await within(status).findByText('Welcome back! Your wish list and saved addresses are ready.', {}, LOADED);
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(within(status).getByText('Add $59.00 more to your bag for free standard shipping.')).toBeTruthy();
    const buttons = within(status).getAllByRole('button', { name: 'Dismiss' });
    expect(buttons).toHaveLength(2);
    await first.user.click(buttons[0]!);
    const left = within(status).getByRole('button', { name: 'Dismiss' });
    expect(document.activeElement).toBe(left);
    expect(within(status).queryByText(/Welcome back/)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_NOTIFICATIONS_KEY)!)).toEqual(['notification-welcome-back:welcome-back-signed-in']);
    await first.user.keyboard('{Enter}');
    expect(within(status).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(document.activeElement?.id).toBe('main-content');
    first.view.unmount();
    // The next page: both stay dismissed.
    renderHome(fakeGateway({ banditPromotions: [chosen], notificationCampaigns: [welcome, nudge] }), { consent: '1:enable-all' });
    await screen.findByRole('region', { name: chosen.headline }, LOADED);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  }, SLOW_TEST_MS);

  it('the notifications feature flag off asks for none and shows none', async () => {
    const gateway = fakeGateway({ banditPromotions: [chosen], notificationCampaigns: [welcome] });
    renderHome(gateway, { consent: '1:enable-all', notifications: false });
    await screen.findByRole('region', { name: chosen.headline }, LOADED);
    expect(gateway.sendContentDataset).toHaveBeenCalledWith(expect.objectContaining({ notifications: false }));
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.queryByRole('status', { name: 'Messages for you' })).toBeNull();
  }, SLOW_TEST_MS);
});
