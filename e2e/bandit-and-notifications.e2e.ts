import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { ProductPage } from './pages/product-page';
import { expectNoAxeViolations } from './support/axe';

/**
 * Bandit promotions and notification campaigns (shell-and-account.md §3, §6, §7; decisions 0407,
 * 0408): the home page's promotion slot shows the creative the sandbox's bandit chose, in a region
 * named by its headline; following it reports a click the sandbox counts. A cart below the free
 * shipping threshold brings a polite notification; Dismiss removes it for good.
 */

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
  test('the home promotion is the bandit’s creative; following it records a click the sandbox reports', async ({ page, request }) => {
    const answered = page.waitForResponse(async (r) => r.url().includes('/api/personalization/v0/an-us/dataset') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('promotionZones'));
    await page.goto('/');
    const body = (await (await answered).json()) as { banditPromotions: Promotion[] };
    const [promotion] = body.banditPromotions;
    expect(promotion!.campaignId).toBe('bandit-promotion-home-page-promotion');
    const region = page.getByRole('region', { name: promotion!.payload.headline });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await clicksOf(request, promotion!.campaignId, promotion!.experienceId);
    await region.getByRole('link', { name: promotion!.payload.ctaLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${promotion!.payload.ctaUrl.replace(/[?]/g, '\\?')}$`));
    // The next dataset call (the search page's tray, or the home slot after going back) reports the click.
    await page.goBack();
    await expect.poll(() => clicksOf(request, promotion!.campaignId, promotion!.experienceId), { timeout: 20_000 }).toBe(before + 1);
  });

  test('a cart below the free-shipping threshold shows a notification; Dismiss removes it for good', async ({ page }) => {
    const pdp = new ProductPage(page);
    const { slug, colorCode, inStockSize } = SHOWCASE.standard;
    await pdp.open(slug, `?color=${colorCode}&size=${inStockSize}`);
    await pdp.add(1);
    await page.goto('/cart');
    const messages = page.getByRole('status', { name: 'Messages for you' });
    const nudge = messages.getByText(/more to your bag for free standard shipping/);
    await expect(nudge).toBeVisible();
    await expectNoAxeViolations(page);
    await messages.getByRole('button', { name: 'Dismiss' }).click();
    await expect(nudge).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
    // The next page asks again; the dismissed notification stays away.
    const asked = page.waitForResponse((r) => r.url().includes('/api/personalization/v0/an-us/dataset') && (r.request().postData() ?? '').includes('"notifications":true'));
    await page.goto('/cart');
    const again = (await (await asked).json()) as { notificationCampaigns: { payload: { kind: string } }[] };
    expect(again.notificationCampaigns.map((c) => c.payload.kind)).toContain('free-shipping-nudge');
    await expect(page.locator('section[data-experience]')).toBeVisible();
    await expect(page.getByText(/more to your bag for free standard shipping/)).toHaveCount(0);
  });
});
