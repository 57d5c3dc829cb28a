import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { armedFaults, armFault, type FaultSpec } from './support/faults';
import { expectNoAxeViolations } from './support/axe';
import { ProductPage } from './pages/product-page';
import { CartPage } from './pages/cart-page';
import { SHOWCASE } from '../sandbox/src/seed/showcase';

/**
 * The error-catalogue rows wired last (docs/error-catalogue.md): script chunk failures
 * (shell-and-account.md §8, §9; decision 0441) and a GET's network retries while online
 * (shopping.md §7, §8 "Retry repeated failure"; shell-and-account.md §8 'Network Error'; decision
 * 0442).
 *
 * Chunk journeys abort the cart route's chunk in this page only (Playwright routing), so they never
 * touch another journey. Network journeys arm the sandbox's fault switch on the en-CA site's reviews
 * of one product, which no other journey reads, and run one after the other.
 */

const { slug, colorCode, inStockSize } = SHOWCASE.standard;
const CART_CHUNK = /\/assets\/cart\.route-[^/]+\.js$/;

/** A product in the cart through the product page; returns its header. */
async function cartOneItem(page: Page) {
  const product = new ProductPage(page);
  await product.open(slug, `?color=${colorCode}&size=${inStockSize}`);
  await product.addToCart.click();
  // The header's count is what survives; a loaded machine may take a while to answer the add.
  await expect(product.header.cartLink).toHaveAccessibleName('Cart, 1 item', { timeout: 30_000 });
  return product.header;
}

test.describe('Script chunk failures (shell-and-account.md §8)', () => {
  test('a route chunk that fails twice is retried and the page loads; the cart is there', async ({ page }) => {
    const header = await cartOneItem(page);
    let aborted = 0;
    await page.route(CART_CHUNK, (route: Route) => {
      if (aborted < 2) {
        aborted += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await header.cartLink.click();
    const cart = new CartPage(page);
    await expect(cart.heading).toBeVisible();
    await expect(cart.lines).toHaveCount(1);
    expect(aborted).toBe(2);
  });

  test("a route chunk that keeps failing shows the chunk-load message with 'Reload the page'; nothing carted is lost", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const header = await cartOneItem(page);
    let aborted = 0;
    await page.route(CART_CHUNK, (route: Route) => {
      aborted += 1;
      return route.abort('connectionreset');
    });
    await header.cartLink.click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(alert).toContainText('Your cart is kept. Check your connection, then reload the page.');
    // The first try and its two retries (a link prefetch may add one more).
    expect(aborted).toBeGreaterThanOrEqual(3);
    await expect.poll(() => logged.some((l) => l.includes('Chunk load failed'))).toBe(true);
    // The shell stays: the header and its cart count.
    await expect(header.cartLink).toHaveAccessibleName('Cart, 1 item');
    await expectNoAxeViolations(page);

    // The connection is back: reloading shows the cart with its line.
    await page.unroute(CART_CHUNK);
    await alert.getByRole('button', { name: 'Reload the page' }).focus();
    await page.keyboard.press('Enter');
    const cart = new CartPage(page);
    await expect(cart.heading).toBeVisible();
    await expect(cart.lines).toHaveCount(1);
  });
});

test.describe('A GET that fails with a network error while online (shopping.md §7, §8)', () => {
  test.describe.configure({ mode: 'serial' });
  const SITE = 'an-ca';
  const REVIEWED = 'cora-parachute-pant';
  const reviews = (count: number): FaultSpec => ({ path: `/catalog/v0/${SITE}/product/${REVIEWED}/reviews`, method: 'GET', drop: true, count });

  /** Spends what is left of the fault (a call per remaining use), so the next journey starts clean. */
  async function spend(request: APIRequestContext, fault: FaultSpec): Promise<void> {
    for (let i = 0; i <= (fault.count ?? 1); i += 1) {
      if (!(await armedFaults(request)).some((f) => f.path === fault.path)) return;
      await request.get(`/api${fault.path}`, { failOnStatusCode: false, timeout: 15_000 }).catch(() => undefined);
    }
  }

  test('dropped twice (the first call and its first retry): the second retry loads the reviews', async ({ page, request }) => {
    const fault = reviews(2);
    await armFault(request, fault);
    try {
      await page.goto(`/en-ca/shop/${REVIEWED}`);
      const region = page.getByRole('region', { name: 'Reviews' });
      await expect(region.getByRole('article')).toHaveCount(5, { timeout: 20_000 });
    } finally {
      await spend(request, fault);
    }
  });

  test("dropped on every try: 'Retry failed' is logged, the reviews say 'No reviews found' and the page works", async ({ page, request }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    // Enough drops for every try: the reviews region reads the reviews in two calls (the page and the
    // customer photos), each tries three times, and Chromium itself resends a GET when a reused
    // connection drops. Loads took 12 to 20 drops; with 20 armed, a load that took more let a
    // call through and the reviews loaded.
    const fault = reviews(40);
    await armFault(request, fault);
    try {
      await page.goto(`/en-ca/shop/${REVIEWED}`);
      const region = page.getByRole('region', { name: 'Reviews' });
      await expect(region.getByText('No reviews found')).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => logged.some((l) => l.includes('Retry failed'))).toBe(true);
      expect(logged.some((l) => l.includes('[http] Network Error'))).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    } finally {
      await spend(request, fault);
    }
  });
});
