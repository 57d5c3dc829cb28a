import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';

/**
 * Server rendering (architecture.md "UI and server rendering"; decisions 0150-0154): with
 * JavaScript off the server's HTML alone shows each catalogue page's h1, tiles or product details
 * and prices, and the response carries the page's status; with JavaScript on, hydration logs no
 * error or warning.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: `/${SHOWCASE.pagedCategory.slug}` },
  { name: 'product', path: `/shop/${SHOWCASE.standard.slug}` },
  { name: 'search results', path: '/search?q=jacket' },
] as const;

/** The server's HTML is what is tested: no need to wait for the images (the image service resizes on first use). */
const HTML_ONLY = { waitUntil: 'domcontentloaded' } as const;

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its h1, hero image (preloaded, high priority) and product tiles', async ({ page }) => {
    const response = await page.goto('/', HTML_ONLY);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveAttribute('loading', 'eager');
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    // One LCP image, preloaded for the mobile and the desktop widths.
    await expect(preloads).toHaveCount(2);
    await expect(preloads.first()).toHaveAttribute('imagesrcset', /w=540 540w/);
    await expect(preloads.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a category shows its h1, tiles and prices', async ({ page }) => {
    const response = await page.goto(`/${SHOWCASE.pagedCategory.slug}`, HTML_ONLY);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tiles = page.getByRole('main').getByRole('listitem').filter({ has: page.locator('img') });
    await expect(tiles).toHaveCount(SHOWCASE.pagedCategory.pageSize);
    await expect(tiles.first()).toContainText('$');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${SHOWCASE.pagedCategory.slug}$`));
    await expect(page).toHaveTitle(/\|/);
  });

  test('a product page shows its name, price, first gallery image and head', async ({ page }) => {
    const response = await page.goto(`/shop/${SHOWCASE.standard.slug}`, HTML_ONLY);
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await expect(page.getByRole('main')).toContainText('$');
    await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveAttribute('srcset', /w=360 360w/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/shop/${SHOWCASE.standard.slug}$`));
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page).toHaveTitle(new RegExp(((await h1.textContent()) ?? '').trim()));
  });

  test('search results show tiles with prices and are noindex', async ({ page }) => {
    const response = await page.goto('/search?q=jacket', HTML_ONLY);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.locator('img') }).first()).toContainText('$');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all', HTML_ONLY);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const category = await page.goto('/no-such-category', HTML_ONLY);
    expect(category?.status()).toBe(404);
  });

  test('a product removed for legal reasons answers 451', async ({ page }) => {
    const response = await page.goto(`/shop/${SHOWCASE.legalRemoval.slug}`, HTML_ONLY);
    expect(response?.status()).toBe(451);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('double slashes redirect to the corrected path', async ({ page }) => {
    await page.goto(`/shop//${SHOWCASE.standard.slug}`, HTML_ONLY);
    expect(new URL(page.url()).pathname).toBe(`/shop/${SHOWCASE.standard.slug}`);
  });
});

/**
 * Playwright's own warning when the page registers its service worker: the suite blocks service
 * workers (decision 0452), so the browser refuses the registration and says so. Not the page's.
 */
const PLAYWRIGHT_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Collects console errors and warnings of a page (less Playwright's own blocked-worker warning). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text() === PLAYWRIGHT_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test.describe('hydration', () => {
  for (const { name, path } of pages) {
    test(`the ${name} page hydrates without console errors or warnings`, async ({ page }) => {
      const messages = watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated: the router takes a client-side navigation (the server would answer a full page load).
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as { __beforeNav: boolean }).__beforeNav = true;
      });
      await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).click();
      await expect(page).toHaveURL(/\/wishlist$/);
      expect(await page.evaluate(() => (window as unknown as { __beforeNav?: boolean }).__beforeNav)).toBe(true);
      expect(messages).toEqual([]);
    });
  }
});

test.describe('server-rendered parts in chunks of their own', () => {
  /**
   * Holds the named chunk back 3 s: the page hydrates only once it is there (decision 0426), so
   * the server's button has its handler when the hydration mark is set.
   */
  const holdChunkBack = (page: Page, chunk: string) =>
    page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });

  test('"Notify me" answers the first click after hydration, even when its chunk is slow to arrive', async ({ page }) => {
    await holdChunkBack(page, 'notify-me');
    await page.goto(`/shop/${SHOWCASE.soldOut.slug}`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('combobox', { name: 'Sold-out size' })).toBeVisible();
  });

  test("the product page's heart answers the first click after hydration, even when its chunk is slow to arrive", async ({ page }) => {
    await holdChunkBack(page, 'heart-button');
    await page.goto(`/shop/${SHOWCASE.standard.slug}`);
    const heart = page.getByRole('main').getByRole('button', { name: 'Add to favorites' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});
