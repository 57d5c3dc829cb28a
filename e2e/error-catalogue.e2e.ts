import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { armedFaults, armFault, type FaultSpec } from './support/faults';
import { SHOWCASE } from '../sandbox/src/seed/showcase';

/**
 * The error catalogues (shell-and-account.md §8, shopping.md §8), one journey per row a browser
 * can show, each provoked through the sandbox's fault switch (docs/sandbox.md). docs/error-catalogue.md
 * lists every row with its journey or, for rows only logged, its unit test.
 *
 * The journeys shop on the en-GB site (site an-uk), which no other journey shops on, so a fault
 * armed here never meets another journey's call. Each journey disarms only its own faults when it
 * ends (by spending what is left of them), never another journey's: the switch is shared by the
 * whole server.
 */

const SITE = 'an-uk';
const ADD_ITEMS = `/checkout/v0/${SITE}/carts/items`;
const CART = `/checkout/v0/${SITE}/carts`;
const PRODUCTS = `/catalog/v0/${SITE}/pools/UK_DIRECT/products`;
const { slug, colorCode, inStockSize } = SHOWCASE.standard;
const REVIEWED = 'cora-parachute-pant';
const SERVER_ERROR_TEXT = 'Something went wrong on our side. Please try again in a moment.';

const mine: FaultSpec[] = [];

/** Arms a fault and remembers it, so afterEach can spend what the journey left of it. */
async function arm(request: APIRequestContext, fault: FaultSpec): Promise<void> {
  mine.push(fault);
  await armFault(request, fault);
}

/** Spends the faults this journey armed that are still armed (a call per remaining use). */
async function disarmMine(request: APIRequestContext): Promise<void> {
  for (const fault of mine.splice(0)) {
    for (let i = 0; i < 20; i += 1) {
      const left = (await armedFaults(request)).find((f) => f.path === fault.path);
      if (!left) break;
      await request
        .fetch(`/api${fault.path.replace(/\*$/, '')}`, { method: fault.method ?? 'GET', failOnStatusCode: false, timeout: 15_000, ...(fault.method === 'POST' ? { data: {} } : {}) })
        .catch(() => undefined);
    }
  }
}

/** A product page as the en-GB site names it ('Add to basket', 'Basket, 2 items'). */
class BasketProductPage {
  readonly heading: Locator;
  readonly quantity: Locator;
  readonly addToCart: Locator;
  readonly cartLink: Locator;
  readonly search: Locator;
  readonly added: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.quantity = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' });
    this.addToCart = page.getByRole('button', { name: 'Add to basket' });
    this.cartLink = page.getByRole('banner').getByRole('link', { name: /^Basket/ });
    this.search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    this.added = page.getByRole('status').filter({ hasText: /added to your basket/i });
  }
}

/** The showcase's standard product on the en-GB site, a size picked and `quantity` typed. */
async function productWithQuantity(page: Page, quantity: number, productSlug = slug): Promise<BasketProductPage> {
  const pdp = new BasketProductPage(page);
  await page.goto(`/en-gb/shop/${productSlug}?color=${colorCode}&size=${inStockSize}`);
  await expect(pdp.heading).toBeVisible();
  await pdp.quantity.fill(String(quantity));
  await pdp.quantity.blur();
  await expect(pdp.quantity).toHaveValue(String(quantity));
  return pdp;
}

test.afterEach(async ({ request }) => {
  await disarmMine(request);
});

test.describe('error catalogue (shopping.md §8, shell-and-account.md §8)', () => {
  // One after another in one worker: several rows fault the same call (add to cart, reviews).
  test.describe.configure({ mode: 'default' });

  test('412 CART_NOT_ACTIVE on add to cart: the token is reset and the add retried once', async ({ page, request }) => {
    const pdp = await productWithQuantity(page, 2);
    await arm(request, { path: ADD_ITEMS, method: 'POST', status: 412, code: 'CART_NOT_ACTIVE', count: 1 });
    await pdp.addToCart.click();
    await expect(pdp.added).toBeVisible();
    await expect(pdp.cartLink).toHaveAccessibleName(/^Basket, 2 items/);
    await expect(pdp.quantity).toHaveValue('2');
    expect(await armedFaults(request)).not.toContainEqual(expect.objectContaining({ path: ADD_ITEMS }));
  });

  test('Global 500: one toast with its close button, not duplicated by message; the cart and the typed quantity survive', async ({ page, request }) => {
    const pdp = await productWithQuantity(page, 1);
    await pdp.addToCart.click();
    await expect(pdp.added).toBeVisible();
    await expect(pdp.cartLink).toHaveAccessibleName(/^Basket, 1 item/);

    await pdp.quantity.fill('3');
    await arm(request, { path: ADD_ITEMS, method: 'POST', status: 500, code: 'INTERNAL_ERROR', count: 2 });
    await pdp.addToCart.click();
    const toast = page.getByRole('alert').filter({ hasText: SERVER_ERROR_TEXT });
    await expect(toast).toHaveCount(1);
    await pdp.addToCart.click();
    await expect.poll(async () => (await armedFaults(request)).some((f) => f.path === ADD_ITEMS)).toBe(false);
    await expect(toast).toHaveCount(1);
    await expect(pdp.quantity).toHaveValue('3');
    await expect(pdp.cartLink).toHaveAccessibleName(/^Basket, 1 item/);

    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('403 with a specific code (BLOCKED_BY_PERIMETER_X) on add to cart: reported and the page reloaded; the typed quantity and the cart survive', async ({ page, request }) => {
    const pdp = await productWithQuantity(page, 2);
    await expect(page).toHaveURL(/quantity=2/);
    await page.evaluate(() => Object.assign(window, { beforeBlock: true }));
    await arm(request, { path: ADD_ITEMS, method: 'POST', status: 403, code: 'BLOCKED_BY_PERIMETER_X', count: 1 });
    const reloaded = page.waitForEvent('load');
    await pdp.addToCart.click();
    await reloaded;
    // The app reloaded the page itself (not page.reload): wait for hydration before the next click.
    await hydrated(page);
    await expect(pdp.heading).toBeVisible();
    expect(await page.evaluate(() => 'beforeBlock' in window)).toBe(false);
    await expect(pdp.quantity).toHaveValue('2');
    await expect(pdp.cartLink).toHaveAccessibleName('Basket');
    await pdp.addToCart.click();
    await expect(pdp.cartLink).toHaveAccessibleName(/^Basket, 2 items/);
  });

  test('413 from long cookies on add to cart: third-party cookies cleared and the add retried once; the product cookies stay', async ({ page, request, context, baseURL }) => {
    const pdp = await productWithQuantity(page, 1);
    await context.addCookies([{ name: 'partner_tracking', value: 'x'.repeat(600), url: baseURL! }]);
    await arm(request, { path: ADD_ITEMS, method: 'POST', status: 413, code: 'PAYLOAD_TOO_LARGE', count: 1 });
    await pdp.addToCart.click();
    await expect(pdp.added).toBeVisible();
    await expect(pdp.cartLink).toHaveAccessibleName(/^Basket, 1 item/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('partner_tracking');
    expect(names).toContain('vitrine_consent');
  });

  test('404 on a page: the redirect lookup finds nothing and the not-found page is shown', async ({ page, request }) => {
    await arm(request, { path: PRODUCTS, method: 'GET', status: 404, code: 'NOT_FOUND', count: 1 });
    await page.goto(`/en-gb/shop/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/can’t find/);
    await expect(page.locator('main')).toHaveAttribute('data-routing-error', '404');
  });

  test("Content entry missing: 'Contentful entry not found: {slug}' from the sandbox makes the help page a not-found page", async ({ page }) => {
    await page.goto('/en-gb/help/no-such-help-entry');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/can’t find/);
    await expect(page.locator('main')).toHaveAttribute('data-routing-error', '404');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Basket/ })).toBeVisible();
  });

  test('Network Error (dropped connection) on a GET: retried, the reviews still load', async ({ page, request }) => {
    await arm(request, { path: `/catalog/v0/${SITE}/product/${REVIEWED}/reviews`, method: 'GET', drop: true, count: 1 });
    await page.goto(`/en-gb/shop/${REVIEWED}`);
    const region = page.getByRole('region', { name: 'Reviews' });
    await expect(region.getByRole('article')).toHaveCount(5, { timeout: 20_000 });
  });

  test("Review load invalid or empty: 'No reviews found' when the reviews call is refused as invalid", async ({ page, request }) => {
    await arm(request, { path: `/catalog/v0/${SITE}/product/${REVIEWED}/reviews`, method: 'GET', status: 400, code: 'INVALID_REQUEST', count: 4 });
    await page.goto(`/en-gb/shop/${REVIEWED}`);
    const region = page.getByRole('region', { name: 'Reviews' });
    await expect(region.getByText('No reviews found')).toBeVisible({ timeout: 20_000 });
    await expect(region.getByRole('article')).toHaveCount(0);
    await expect(new BasketProductPage(page).addToCart).toBeEnabled();
  });

  test("Retry repeated failure: a token 401 twice logs 'Retry failed' and the original error is thrown ('No reviews found')", async ({ page, request }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(`/en-gb/shop/${slug}`);
    await arm(request, { path: `/catalog/v0/${SITE}/product/${REVIEWED}/reviews`, method: 'GET', status: 401, code: 'TOKEN_EXPIRED', count: 4 });
    await page.goto(`/en-gb/shop/${REVIEWED}`);
    const region = page.getByRole('region', { name: 'Reviews' });
    await expect(region.getByText('No reviews found')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => logged.some((l) => l.includes('Retry failed'))).toBe(true);
    await expect(new BasketProductPage(page).heading).toBeVisible();
  });

  test('Search failure: logged and the suggestions cleared; the typed keywords stay and the box works on', async ({ page, request }) => {
    await page.goto('/en-gb/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await search.click();
    await expect(page.getByRole('group', { name: 'Popular items' }).getByRole('option')).toHaveCount(3);
    await arm(request, { path: `/catalog-search-service/v0/${SITE}/products/sayt*`, method: 'GET', status: 404, code: 'NOT_FOUND', count: 1 });
    await search.fill('hoodie');
    await expect.poll(async () => (await armedFaults(request)).some((f) => f.path.includes('/sayt'))).toBe(false);
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions).toHaveCount(0);
    await expect(search).toHaveValue('hoodie');
    await search.press('Backspace');
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expect(search).toHaveValue('hoodi');
  });

  test('Cart count load failure: logged; the header still works and the cart survives', async ({ page, request }) => {
    const pdp = await productWithQuantity(page, 2);
    await pdp.addToCart.click();
    await expect(pdp.cartLink).toHaveAccessibleName(/^Basket, 2 items/);
    await arm(request, { path: CART, method: 'GET', drop: true, count: 6 });
    await page.goto('/en-gb/');
    await expect(pdp.cartLink).toBeVisible();
    await expect(pdp.search).toBeEditable();
    await disarmMine(request);
    await pdp.cartLink.click();
    await expect(page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  });

  test('Social-proof failure: logged; the product page continues and adds to cart', async ({ page, request }) => {
    // Not per site: one refused call (no browser retry, no 500 toast), spent by this page's first read.
    await arm(request, { path: '/slipstream/api/social/v0', method: 'GET', status: 404, code: 'NOT_FOUND', count: 1 });
    const pdp = await productWithQuantity(page, 1);
    await expect.poll(async () => (await armedFaults(request)).some((f) => f.path === '/slipstream/api/social/v0')).toBe(false);
    await pdp.addToCart.click();
    await expect(pdp.added).toBeVisible();
    await expect(pdp.cartLink).toHaveAccessibleName(/^Basket, 1 item/);
  });
});
