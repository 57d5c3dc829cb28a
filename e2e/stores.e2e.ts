import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { CheckoutPage, TEST_CARDS } from './pages/checkout';
import { expectNoAxeViolations } from './support/axe';

/**
 * Stores, pick up in store and curbside (shopping.md §2, §3 "Store", §4 "Default store", §5, §7,
 * §8, §9; decisions 0240-0243): find a store by postal code with the map and the list, make it
 * yours, pick a cart line up there through checkout, check in at the curb. Desktop and 390 px.
 */

const PDP = `/shop/${SHOWCASE.standard.slug}?color=${SHOWCASE.standard.colorCode}&size=${SHOWCASE.standard.inStockSize}`;
const STORE = 'Seattle Pike Place';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900, account: 'charlotte.harris@example.com' },
  { name: '390 px', width: 390, height: 844, account: 'daniel.wright@example.com' },
] as const;

/** The map figure, drawn once its chunk and geometry loaded. */
async function expectMap(page: Page): Promise<void> {
  const figure = page.getByRole('figure', { name: 'Map of stores' });
  await expect(figure).toBeVisible();
  await expect(figure.getByRole('img', { name: 'Map of stores' })).toBeVisible({ timeout: 15_000 });
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: a shopper finds a store by postal code, makes it theirs, picks a cart line up there through checkout and checks in at the curb`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const checkout = new CheckoutPage(page);
    await checkout.signIn(viewport.account);
    await checkout.emptyCart();

    // Find a store by postal code: the list sorted by distance and the map.
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
    await page.getByRole('textbox', { name: 'City or postal code' }).fill('98101');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The first search loads the sandbox's place data: allow it time.
    await expect(page).toHaveURL(/\/stores\?q=98101$/, { timeout: 30_000 });
    const list = page.getByRole('list', { name: 'Stores' });
    await expect(list.getByRole('link').first()).toHaveText(STORE);
    await expect(page.getByRole('heading', { level: 2, name: 'Stores near Seattle, WA' })).toBeVisible();
    await expectMap(page);
    await expectNoAxeViolations(page);

    // The store page: address, hours, services; make it mine.
    await list.getByRole('link', { name: STORE }).click();
    await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Opening hours' }).getByRole('row')).toHaveCount(7);
    await expect(page.getByText('Curbside pickup')).toBeVisible();
    await expectMap(page);
    await page.getByRole('button', { name: 'Make this my store' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${STORE} is your store.` })).toContainText('It is saved as your favorite store.');
    const cached = await page.evaluate(() => window.localStorage.getItem('defaultBopisStore'));
    expect(JSON.parse(cached!)).toMatchObject({ value: { storeNumber: '0101', name: STORE, poolId: 'STORE_0101' } });
    await expectNoAxeViolations(page);

    // The PDP tells whether the picked SKU is at my store, and adds it for pickup.
    await page.goto(PDP);
    const pickup = page.getByRole('region', { name: 'Pick up in store' });
    await expect(pickup.getByRole('status')).toHaveText(`Available for pickup at ${STORE}`);
    await pickup.getByRole('button', { name: `Pick up at ${STORE}` }).click();
    await expect(pickup.getByRole('status')).toContainText(`Added to your cart for pickup at ${STORE}`);
    await expectNoAxeViolations(page);

    // In the cart the line's fulfilment changes both ways.
    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'Items in your cart' }).locator(':scope > li').first();
    const pickUpThere = line.getByRole('radio', { name: `Pick up at ${STORE}` });
    await expect(pickUpThere).toBeChecked();
    // The radios follow the cart as the API answers (a click, then the checked state once it has).
    await line.getByRole('radio', { name: 'Ship to me' }).click();
    await expect(line.getByRole('radio', { name: 'Ship to me' })).toBeChecked();
    await pickUpThere.click();
    await expect(pickUpThere).toBeChecked();
    await expectNoAxeViolations(page);

    // Checkout shows the pickup store instead of a shipping address.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/(shipping-address|shipping-delivery|payment)$/);
    if (!/shipping-address$/.test(page.url())) await checkout.progress.getByRole('link', { name: /Shipping address/ }).click();
    await checkout.expectStep('Shipping address', /\/checkout\/shipping-address$/);
    const pickupBlock = page.getByRole('region', { name: 'Pick up in store' });
    await expect(pickupBlock).toContainText(`Your items will be ready for pickup at ${STORE}`);
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await pickupBlock.getByRole('button', { name: 'Continue with pickup' }).click();
    await checkout.expectStep('Delivery', /\/checkout\/shipping-delivery$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pick up at' })).toBeVisible();
    await checkout.continueToPayment();
    await checkout.typeNewCard(TEST_CARDS.visa);
    await checkout.placeOrder.click();
    await checkout.expectStep('Order confirmation', /\/checkout\/confirmation\?orderNumber=VT-\d{4}-\d{6}$/);
    const orderNumber = await checkout.orderNumber();
    await expect(page.getByRole('heading', { level: 2, name: 'Pick up at' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Curbside: the customer says they have arrived, with their vehicle.
    await page.getByRole('link', { name: 'At the store? Check in for curbside pickup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Curbside pickup' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderNumber);
    await page.getByRole('textbox', { name: 'Email address' }).fill('someone.else@example.com');
    await page.getByRole('textbox', { name: 'Vehicle description' }).fill('Blue hatchback');
    await page.getByRole('button', { name: "I'm here" }).click();
    await expect(page.getByRole('alert')).toHaveText("We can't find an order with that number for this email address.");
    await expect(page.getByRole('textbox', { name: 'Vehicle description' })).toHaveValue('Blue hatchback');
    await page.getByRole('textbox', { name: 'Email address' }).fill(viewport.account);
    await page.getByRole('button', { name: "I'm here" }).click();
    await expect(page.getByRole('status', { name: "Thanks, we're on our way" })).toContainText(`${STORE} is bringing order ${orderNumber} out to your Blue hatchback.`);
    await expectNoAxeViolations(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test.describe('store search errors, location and the list-only fallback', () => {
  test.use({ geolocation: { latitude: 47.61, longitude: -122.33 }, permissions: ['geolocation'] });

  test("shows the spec's texts, searches from the browser's location, and falls back to the list when the map cannot load", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/stores?lat=north&lng=-122.33');
    await expect(page.getByRole('alert')).toHaveText('Invalid parameters passed to getNearbyStores');
    await expectNoAxeViolations(page);

    await page.goto('/stores?q=96813');
    await expect(page.getByRole('alert')).toHaveText('Unable to find nearby store');

    await page.goto('/stores/9999');
    await expect(page.getByRole('alert')).toHaveText('No MISL store found with storeNumber=9999');
    await expectNoAxeViolations(page);

    // The map's own chunk only (store-map-<hash>.js), not the frame that loads it.
    await page.route(/\/assets\/store-map-[\w-]{8}\.js$/, (route) => route.abort());
    await page.goto('/stores');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/stores\?lat=47\.61\d*&lng=-122\.33\d*$/);
    await expect(page.getByRole('list', { name: 'Stores' }).getByRole('link').first()).toHaveText(STORE);
    await expect(page.getByRole('status').filter({ hasText: 'The map could not be loaded. The list shows every store.' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Map of stores' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
