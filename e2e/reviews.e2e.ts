import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/** The subset's most reviewed product (71 reviews: 70 clothing reviews and a Luma one, some rated 1). */
const SLUG = 'cora-parachute-pant';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** The reviews region, scrolled into view, once its first page has loaded. */
async function reviewsRegion(page: Page) {
  const region = page.getByRole('region', { name: 'Reviews' });
  await expect(region.getByRole('article')).toHaveCount(5, { timeout: 20_000 });
  await region.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await expect(region.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  return region;
}

const titles = (page: Page) => page.getByRole('region', { name: 'Reviews' }).getByRole('article').getByRole('heading').allInnerTexts();

for (const viewport of VIEWPORTS) {
  test.describe(`reviews on the product page (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(({ page }) => {
      page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
      page.on('pageerror', (e) => console.log('page error:', e.message));
    });

    test('page 2 shows other reviews than page 1 and survives a reload; lowest rating first shows a 1-star review', async ({ page }) => {
      await page.goto(`/shop/${SLUG}`);
      const region = await reviewsRegion(page);
      const first = await titles(page);
      await region.getByRole('navigation', { name: 'Reviews pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/reviewPage=2/);
      await expect(region.getByRole('status')).toContainText('Reviews 6–10 of 71');
      const second = await titles(page);
      expect(second.some((t) => first.includes(t) && first.indexOf(t) === second.indexOf(t))).toBe(false);

      await page.reload();
      const again = await reviewsRegion(page);
      await expect(again.getByRole('status')).toContainText('Reviews 6–10 of 71');
      expect(await titles(page)).toEqual(second);
      await expectNoAxeViolations(page);

      await again.getByRole('combobox', { name: 'Sort reviews' }).selectOption({ label: 'Lowest rating' });
      await expect(page).toHaveURL(/reviewSort=Rating%3Aasc/);
      await expect(page).not.toHaveURL(/reviewPage=/);
      await expect(again.getByRole('article').first().getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    });

    test('a written review is accepted (pending moderation), after the form points out what is missing', async ({ page }) => {
      await page.goto(`/shop/${SLUG}`);
      const region = await reviewsRegion(page);
      await region.getByRole('button', { name: 'Write a review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Write a review' });
      await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Please check the marked fields.');
      await expectNoAxeViolations(page, 'dialog');

      await dialog.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '4 out of 5 stars' }).check();
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Comfortable on long walks');
      await dialog.getByRole('textbox', { name: 'Review' }).fill('Light fabric, roomy pockets and the cuffs stay put.');
      await dialog.getByRole('textbox', { name: 'Nickname' }).fill('Walker');
      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/product/${SLUG}/reviews`));
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      expect((await posted).status()).toBe(201);
      await expect(dialog.getByRole('status')).toContainText('Thank you! Your review was received.');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
