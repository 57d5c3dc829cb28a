import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

/**
 * Bandit promotions and notification campaigns (shell-and-account.md §3, §6, §7; decisions 0407,
 * 0408): the home page's promotion slot shows the creative the sandbox's bandit chose, in a region
 * named by its headline; following it reports a click the sandbox counts. A cart below the free
 * shipping threshold brings a polite notification; Dismiss removes it for good.
 */

const SITE_HEADERS = { 'x-vitrine-site-id': 'an-us', 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };

/** Parts loaded after hydration: a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

interface Promotion {
  campaignId: string;
  experienceId: string;
  payload: { headline: string; ctaLabel: string; ctaUrl: string };
}

/** The stored clicks of `campaignId`'s experience `experienceId` (the bandit's evidence). */
async function clicksOf(request: APIRequestContext, campaignId: string, experienceId: string): Promise<number> {
  const res = await request.get(`/api/personalization/v0/an-us/campaign-stats?campaignId=${encodeURIComponent(campaignId)}`);
  const body = (await res.json()) as { campaignStats: { experienceId: string; clicks: number }[] };
  return body.campaignStats.find((s) => s.experienceId === experienceId)?.clicks ?? 0;
}

test.describe('bandit promotions and notifications', () => {
  // Each journey waits for several parts loaded after hydration and an axe scan: room on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the home promotion is the bandit’s creative; following it records a click the sandbox reports', async ({ page, request }) => {
    // The browser does not expose the streamed request body: the promotion call is the dataset answer with banditPromotions.
    const promotions: Promotion[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/api/personalization/v0/an-us/dataset')) return;
      const answer = (await r.json().catch(() => ({}))) as { banditPromotions?: Promotion[] };
      promotions.push(...(answer.banditPromotions ?? []));
    });
    await page.goto('/');
    await expect.poll(() => promotions.length).toBeGreaterThan(0);
    const [promotion] = promotions;
    expect(promotion!.campaignId).toBe('bandit-promotion-home-page-promotion');
    const region = page.getByRole('region', { name: promotion!.payload.headline });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await clicksOf(request, promotion!.campaignId, promotion!.experienceId);
    await region.getByRole('link', { name: promotion!.payload.ctaLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${promotion!.payload.ctaUrl.replace(/[?]/g, '\\?')}$`));
    // The next dataset call (the search page's tray, else the home slot after going back) reports the click.
    await page.goBack();
    await expect.poll(() => clicksOf(request, promotion!.campaignId, promotion!.experienceId), { timeout: 30_000 }).toBe(before + 1);
  });

  test('a cart below the free-shipping threshold shows a notification; Dismiss removes it for good', async ({ page }) => {
    // One unit of a deep-stock product (well below the $150 threshold), added through the API with this browser's guest token.
    await page.goto('/');
    const { productId, skuId } = SHOWCASE.deepStock;
    const added = await page.request.post('/api/checkout/v0/an-us/carts/items', { data: { items: [{ productId, skuId, poolId: 'US_DIRECT', quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] }, headers: SITE_HEADERS });
    expect(added.ok(), await added.text()).toBe(true);
    await page.goto('/cart');
    const messages = page.getByRole('status', { name: 'Messages for you' });
    const nudge = messages.getByText(/more to your bag for free standard shipping/);
    await expect(nudge).toBeVisible();
    await expectNoAxeViolations(page);
    await messages.getByRole('button', { name: 'Dismiss' }).click();
    await expect(nudge).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
    // The next page asks again; the dismissed notification stays away.
    const kinds: string[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/api/personalization/v0/an-us/dataset')) return;
      const answer = (await r.json().catch(() => ({}))) as { notificationCampaigns?: { payload: { kind: string } }[] };
      kinds.push(...(answer.notificationCampaigns ?? []).map((c) => c.payload.kind));
    });
    await page.goto('/cart');
    await expect.poll(() => kinds).toContain('free-shipping-nudge');
    await expect(page.locator('section[data-experience]')).toBeVisible();
    await expect(page.getByText(/more to your bag for free standard shipping/)).toHaveCount(0);
  });
});
