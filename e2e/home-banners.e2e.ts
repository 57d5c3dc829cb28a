import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { armedFaults, armFault } from './support/faults';

/**
 * Home and category banners from the content API (shell-and-account.md §3, §4; shopping.md §7
 * "Content", §8; decisions 0410-0412) on the en-CA site: the home banners are the pageBannerContainer
 * entry and follow a changed entry after a reload; the rotational banner's Next and Previous move it
 * and close the live-text details; a category page shows its banner; a 502 on the entries calls
 * still shows the banners from the direct provider. Every state is scanned with axe.
 */

const SITE = 'an-ca';
const HOME = '/en-ca/';
const ENTRY_PATH = `/api/__sandbox/content/${SITE}/pageBannerContainer/home`;
const HEADLINE = 'Gifts for everyone on your list';

type Entries = { items: { fields: { banners: { type: string; fields: Record<string, unknown> }[] } }[] };

test.describe('home and category banners', () => {
  // The journeys read the same site's entry, and the first one changes it for a moment.
  test.describe.configure({ mode: 'serial' });

  test('the home banners come from the content API and follow a changed entry', async ({ page, request }) => {
    await page.goto(HOME);
    const banner = page.getByRole('main').getByRole('region', { name: HEADLINE });
    await expect(banner).toBeVisible();
    await expect(banner.getByText('The Holiday Edit')).toBeVisible();
    await expect(banner.getByRole('timer', { name: 'Time left' })).toHaveText(/\d{2}:\d{2}:\d{2}:\d{2}/);
    await expect(banner.getByRole('link', { name: 'Shop collections' })).toHaveAttribute('href', '/en-ca/collections');
    // The hero image stays the page's LCP image: eager and high priority.
    await expect(page.locator('img[fetchpriority="high"]').first()).toHaveAttribute('loading', 'eager');
    await expectNoAxeViolations(page);

    const original = (await (await request.get(`/api/content/v1/${SITE}/entries?content_type=pageBannerContainer&slug=home&include=3&environment=master`)).json()) as Entries;
    const fields = original.items[0]!.fields;
    const [live, ...rest] = fields.banners;
    const changed = { banners: [{ ...live!, fields: { ...live!.fields, headlineText: 'Last days for free gift wrap' } }, ...rest] };
    expect((await request.put(ENTRY_PATH, { data: { language: 'en', fields: changed } })).status()).toBe(200);
    try {
      await page.reload();
      await expect(page.getByRole('main').getByRole('region', { name: 'Last days for free gift wrap' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('region', { name: HEADLINE })).toHaveCount(0);
    } finally {
      expect((await request.put(ENTRY_PATH, { data: { language: 'en', fields } })).status()).toBe(200);
    }
  });

  test('the rotational banner moves with Next and Previous and closes the open details', async ({ page }) => {
    await page.goto(HOME);
    const carousel = page.getByRole('region', { name: 'Featured' });
    await expect(carousel.getByRole('link', { name: 'Women’s jackets in new winter colours' })).toBeVisible();
    // The carousel's chunk has taken over once its status is there.
    await expect(carousel.getByText('Slide 1 of 3')).toBeAttached();
    const details = page.getByRole('region', { name: HEADLINE }).getByRole('button', { name: 'Offer details' });
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByText('Slide 2 of 3')).toBeAttached();
    await expect(carousel.getByRole('link', { name: 'Men’s hoodies and fleeces for cold mornings' })).toBeInViewport();
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByText('Slide 3 of 3')).toBeAttached();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByText('Slide 2 of 3')).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test('a category page shows its banner, with the alternate image from 768 px', async ({ page }) => {
    await page.goto('/en-ca/women');
    const link = page.getByRole('main').getByRole('link', { name: 'New in: women’s jackets and coats' });
    await expect(link).toBeVisible();
    await expect(link.locator('source')).toHaveAttribute('media', '(min-width: 768px)');
    await expect(link.getByRole('img')).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(page);
  });

  test('a 502 MOCKED_CONTENTFUL_DOWN_ERROR on the entries calls shows the banners from the direct provider', async ({ page, request }) => {
    // The page's three content calls (global promo, header, home banners) all meet the outage.
    await armFault(request, { path: `/content/v1/${SITE}/entries`, method: 'GET', status: 502, code: 'MOCKED_CONTENTFUL_DOWN_ERROR', count: 3 });
    await page.goto(HOME);
    await expect(page.getByRole('main').getByRole('region', { name: HEADLINE })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    expect((await armedFaults(request)).filter((f) => f.path === `/content/v1/${SITE}/entries`)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
