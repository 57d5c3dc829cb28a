import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { ProductPage } from './pages/product-page';
import { expectNoAxeViolations } from './support/axe';

/** The service worker's cache of recently viewed pages (ui/service-worker/offline-pages.ts). */
const PAGE_CACHE = 'vitrine-pages-v1';

/** Waits until the service worker is active and controls `page` (decision 0452). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** The cache of the built files pages used (ui/service-worker/offline-assets.ts). */
const ASSET_CACHE = 'vitrine-assets-v1';

/** The built files (/assets/) this page loaded that the service worker does not keep yet (decision 0470). */
const assetsNotKept = (page: Page) =>
  page.evaluate(async (name) => {
    const used = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.href),
    );
    const kept = new Set((await (await caches.open(name)).keys()).map((request) => request.url));
    return [...used].filter((url) => !kept.has(url));
  }, ASSET_CACHE);

/** The page URLs the service worker keeps for offline reading. */
const keptPages = (page: Page) => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search), PAGE_CACHE);

test.describe('offline tolerance (decisions 0450, 0451, 0452, 0470)', () => {
  // Other journeys block service workers (playwright.config.ts); this one is about the worker.
  test.use({ serviceWorkers: 'allow' });

  test('a viewed PDP reloads offline; an add made offline waits, shown as pending, and arrives exactly once when the network returns', async ({ page, context }) => {
    test.setTimeout(180_000);
    const pdp = new ProductPage(page);
    const { slug, colorCode, inStockSize, inStockSkuId } = SHOWCASE.standard;
    const path = `/shop/${slug}?color=${colorCode}&size=${inStockSize}`;
    const cartLines = async () => {
      const response = await page.request.get('/api/checkout/v0/an-us/carts');
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { items: { skuId: string; quantity: number }[] }).items;
    };

    await page.goto(path);
    await expect(pdp.heading).toBeVisible();
    await controlledByServiceWorker(page);
    // The worker keeps pages it answered: this view goes through it.
    await page.reload();
    await expect.poll(() => keptPages(page), { timeout: 30_000 }).toContain(path);
    // The worker keeps the built files the page used, as the page reports them, and no precache of the whole build.
    await expect.poll(() => assetsNotKept(page), { timeout: 30_000 }).toEqual([]);
    expect(await page.evaluate(() => caches.keys())).not.toContainEqual(expect.stringMatching(/precache/));
    expect(await cartLines()).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(pdp.heading).toBeVisible();
    await expect(pdp.sizes.getByRole('radio', { name: inStockSize, exact: true })).toBeChecked();

    await pdp.addToCart.click();
    const pending = page.getByRole('status').filter({ hasText: 'Waiting for a connection: 1 change will be sent' });
    await expect(pending).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await cartLines()).toEqual([]);

    await context.setOffline(false);
    await expect(pending).toBeHidden({ timeout: 30_000 });
    await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 1 item/);
    await expect.poll(cartLines).toMatchObject([{ skuId: inStockSkuId, quantity: 1 }]);

    // Back online, a reload (and its page-start replay) sends nothing again.
    await page.reload();
    await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 1 item/);
    expect(await cartLines()).toMatchObject([{ skuId: inStockSkuId, quantity: 1 }]);
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for a connection' })).toHaveCount(0);
  });

  test('the shopper’s own pages are never kept: the cart page is not in the worker’s page cache', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await controlledByServiceWorker(page);
    await page.goto('/cart');
    await page.goto(`/shop/${SHOWCASE.standard.slug}`);
    await expect.poll(() => keptPages(page), { timeout: 30_000 }).toContain(`/shop/${SHOWCASE.standard.slug}`);
    expect(await keptPages(page)).not.toContain('/cart');
  });
});
