import { expect as baseExpect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

/**
 * Recommendation trays on the category listing and the search results (shopping.md §3, §5;
 * decision 0424): the tray after the listing, seeded by its first products, and what
 * plpPersonalization / searchPersonalization change — 1 "You may also like", 2 "Popular right
 * now", 3 no tray.
 */

/** Parts loaded after hydration: a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

const DATASET = '/api/personalization/v0/an-us/dataset';
const LISTING = `/${SHOWCASE.pagedCategory.slug}`;

interface DatasetAnswer {
  campaignResponses: { experienceId: string; payload: { placement: string; fullProductIds: string[] } }[];
}

test.describe('listing and search recommendation trays', () => {
  test('the category listing shows "You may also like" after its products', async ({ page }) => {
    const dataset = page.waitForResponse((r) => r.url().includes(DATASET) && r.request().method() === 'POST');
    await page.goto(LISTING);
    const answered = (await (await dataset).json()) as DatasetAnswer;
    expect(answered.campaignResponses.map((c) => [c.payload.placement, c.experienceId])).toEqual([['category-page', 'rec-tray-category-page-s0-c1']]);
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    const tray = page.getByRole('region', { name: 'You may also like' });
    await tray.scrollIntoViewIfNeeded();
    await expect(tray.getByRole('link').first()).toBeVisible();
    expect(answered.campaignResponses[0]!.payload.fullProductIds.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('?plpPersonalization=2 shows "Popular right now" instead, and 3 shows no tray', async ({ page }) => {
    const dataset = page.waitForResponse((r) => r.url().includes(DATASET) && r.request().method() === 'POST');
    await page.goto(`${LISTING}?plpPersonalization=2`);
    const answered = (await (await dataset).json()) as DatasetAnswer;
    expect(answered.campaignResponses.map((c) => c.experienceId)).toEqual(['rec-tray-category-page-s0-c2']);
    const popular = page.getByRole('region', { name: 'Popular right now' });
    await popular.scrollIntoViewIfNeeded();
    await expect(popular.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'You may also like' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    let datasetCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes(DATASET)) datasetCalls += 1;
    });
    await page.goto(`${LISTING}?plpPersonalization=3`);
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Hydrated and settled: a tray would have been asked by now.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Popular right now' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'You may also like' })).toHaveCount(0);
    expect(datasetCalls).toBe(0);
  });

  test('search results carry their tray, chosen by searchPersonalization', async ({ page }) => {
    await page.goto('/search?q=jacket&searchPersonalization=2');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    const popular = page.getByRole('region', { name: 'Popular right now' });
    await popular.scrollIntoViewIfNeeded();
    await expect(popular.getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
