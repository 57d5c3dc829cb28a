import { type APIRequestContext, type Page } from '@playwright/test';
import { expect as baseExpect, giveConsent, test, waitingForHydration } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { CheckoutPage, TEST_CARDS } from './pages/checkout';
import { DEMO_PASSWORD } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';

/**
 * The gift registry (shopping.md §2-§9 registry; shell-and-account.md §2; decision 0230): an owner
 * creates a registry and adds two products from their pages, a shopper finds it by name and buys
 * one item through checkout, and the owner sees it purchased and its fulfilment change; a stale
 * version is refused and recovered. Each journey has its own fresh owner; the shoppers are seeded
 * US customers with a saved address that no other journey uses.
 */

/** Registry pages load several lazy chunks after a guarded sign-in check: a little more time than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

const SITE_HEADERS = { 'x-vitrine-site-id': 'an-us', 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };
const jacket = { slug: SHOWCASE.standard.slug, query: `?color=${SHOWCASE.standard.colorCode}&size=${SHOWCASE.standard.inStockSize}`, productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId };
const tee = { slug: SHOWCASE.deepStock.slug, query: `?color=${SHOWCASE.deepStock.colorCode}&size=M`, productId: SHOWCASE.deepStock.productId, skuId: SHOWCASE.deepStock.skuId };

/** A fresh customer signed in (AUTHORIZED) in `request`'s cookies; a unique last name makes their registries findable. */
async function freshOwner(request: APIRequestContext): Promise<{ first: string; last: string }> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const owner = { first: 'Rita', last: `Registry${tag}` };
  const created = await request.post('/api/profile/v0/an-us/accounts', { headers: SITE_HEADERS, data: { email: `e2e-registry-${tag}@example.com`, password: DEMO_PASSWORD, firstName: owner.first, lastName: owner.last } });
  expect(created.ok(), await created.text()).toBe(true);
  return owner;
}

/**
 * Opens a registry account page (they need authorization; the step-up lapses after 20 s in e2e):
 * whenever the sign-in dialog asks for the password again, gives it; resolves once the page's
 * level-1 heading `heading` shows.
 */
async function openGuarded(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await seeGuarded(page, heading);
}

/** Waits for a guarded page's heading, giving the password when the step-up dialog asks first. */
async function seeGuarded(page: Page, heading: string): Promise<void> {
  const title = page.getByRole('heading', { level: 1, name: heading });
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(title.or(dialog)).toBeVisible({ timeout: 40_000 });
  if (await dialog.isVisible()) {
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(title).toBeVisible({ timeout: 40_000 });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900, shopper: 'ethan.brown@example.com' },
  { name: '390 px', width: 390, height: 844, shopper: 'lucas.garcia@example.com' },
]) {
  test(`${viewport.name}: an owner creates a registry and adds two products; a shopper finds it and buys one; the owner sees it purchased`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const ownerContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const shopperContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    await giveConsent(ownerContext, baseURL);
    await giveConsent(shopperContext, baseURL);
    const owner = waitingForHydration(await ownerContext.newPage());
    const shopper = waitingForHydration(await shopperContext.newPage());
    const names = await freshOwner(ownerContext.request);
    const eventName = `${names.last} wedding`;

    // The owner creates the registry.
    await openGuarded(owner, '/registry/account/create', 'Create a registry');
    await owner.getByRole('textbox', { name: 'Event name' }).fill(eventName);
    await owner.getByRole('textbox', { name: 'Event date' }).fill('2031-06-14');
    await owner.getByRole('textbox', { name: 'First name' }).fill(names.first);
    await owner.getByRole('textbox', { name: 'Last name' }).fill(names.last);
    const address = owner.getByRole('group', { name: 'Your address' });
    await address.getByRole('textbox', { name: 'Address line 1' }).fill('12 Chapel Street');
    await address.getByRole('textbox', { name: 'City' }).fill('Austin');
    await address.getByRole('textbox', { name: 'State' }).fill('TX');
    await address.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
    await expectNoAxeViolations(owner);
    await owner.getByRole('button', { name: 'Create registry' }).click();
    await seeGuarded(owner, eventName);
    await expect(owner).toHaveURL(/\/registry\/account\/listing\?registryId=/);
    const registryId = new URL(owner.url()).searchParams.get('registryId')!;

    // ... and adds two products from their pages.
    for (const product of [jacket, tee]) {
      await owner.goto(`/shop/${product.slug}${product.query}`);
      await owner.getByRole('button', { name: 'Add to registry' }).click();
      await expect(owner.getByRole('status').filter({ hasText: 'Added to registry' })).toBeVisible();
    }
    await expectNoAxeViolations(owner);
    await openGuarded(owner, `/registry/account/listing?registryId=${registryId}`, eventName);
    const ownerItems = owner.getByRole('list', { name: 'Registry items' }).getByRole('listitem');
    await expect(ownerItems).toHaveCount(2);
    await expect(ownerItems.first()).toContainText('Unfulfilled');

    // A shopper finds it by the owner's name and adds the first item to the cart for the registry.
    await shopper.goto('/#sign-in');
    const dialog = shopper.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(viewport.shopper);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await new CheckoutPage(shopper).emptyCart();
    await shopper.goto('/registry/search');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Find a registry' })).toBeVisible();
    await shopper.getByRole('textbox', { name: 'First name' }).fill(names.first);
    await shopper.getByRole('textbox', { name: 'Last name' }).fill(names.last.toLowerCase());
    await shopper.getByRole('button', { name: 'Search', exact: true }).click();
    const result = shopper.getByRole('listitem').filter({ hasText: eventName });
    await expect(result).toHaveCount(1);
    await expectNoAxeViolations(shopper);
    await result.getByRole('link', { name: eventName }).click();
    await expect(shopper.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    const items = shopper.getByRole('list', { name: 'Registry items' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Still needed');
    await expectNoAxeViolations(shopper);
    await items.first().getByRole('button', { name: 'Add to cart' }).click();
    await expect(items.first().getByRole('status')).toHaveText('Added to your cart for this registry');

    // ... and buys it with the Visa test card.
    const checkout = new CheckoutPage(shopper);
    await shopper.goto('/cart');
    await shopper.getByRole('link', { name: 'Checkout' }).click();
    await expect(shopper).toHaveURL(/\/checkout\/(shipping-address|shipping-delivery|payment)$/);
    if (/shipping-address$/.test(shopper.url())) await checkout.continueToDelivery();
    if (/shipping-delivery$/.test(shopper.url())) await checkout.continueToPayment();
    await checkout.expectStep('Payment', /\/checkout\/payment$/);
    await checkout.typeNewCard(TEST_CARDS.visa);
    await checkout.placeOrder.click();
    await checkout.expectStep('Order confirmation', /\/checkout\/confirmation\?orderNumber=VT-\d{4}-\d{6}$/);

    // The owner sees the item purchased and fully fulfilled.
    await openGuarded(owner, `/registry/account/listing?registryId=${registryId}`, eventName);
    const bought = owner.getByRole('list', { name: 'Registry items' }).getByRole('listitem').first();
    await expect(bought).toContainText('Fully fulfilled');
    await expect(bought.getByRole('definition').nth(1)).toHaveText('1');
    await expect(owner.getByRole('list', { name: 'Registry items' }).getByRole('listitem').nth(1)).toContainText('Unfulfilled');
    await expectNoAxeViolations(owner);
    await ownerContext.close();
    await shopperContext.close();
  });
}

test('a stale version is refused with a clear message, the registry reloads, and saving again works', async ({ browser, baseURL }) => {
  test.setTimeout(280_000);
  const context = await browser.newContext();
  await giveConsent(context, baseURL);
  await freshOwner(context.request);
  const created = await context.request.post('/api/registry/v1/an-us', {
    headers: SITE_HEADERS,
    data: {
      owners: [{ first_name: 'Rita', last_name: 'Stale', web_profile_id: '', email: '', primary: true }],
      accept_gift_cards: true,
      event: { name: 'Stale test', type: 'BIRTHDAY', description: '', date: Date.UTC(2031, 0, 10, 12) / 1000 },
      pre_event_shipping_address: null,
      post_event_shipping_address: null,
      brand: 'an',
      channel: 'WEB_DESKTOP',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const upserted = await context.request.post(`/api/registry/v1/an-us/${id}/items?upsert=true`, {
    headers: SITE_HEADERS,
    data: { items: [{ sku: tee.skuId, product_id: tee.productId, requested_quantity: 2, channel: 'WEB_DESKTOP' }] },
  });
  expect(upserted.ok(), await upserted.text()).toBe(true);

  const first = waitingForHydration(await context.newPage());
  const second = waitingForHydration(await context.newPage());
  for (const page of [first, second]) await openGuarded(page, `/registry/account/listing?registryId=${id}`, 'Stale test');
  await first.getByRole('spinbutton', { name: 'Requested quantity' }).fill('3');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'was saved' })).toBeVisible();

  // The second tab still has the old version: refused, reloaded, what was typed kept.
  const requested = second.getByRole('spinbutton', { name: 'Requested quantity' });
  await requested.fill('5');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.getByRole('alert')).toContainText('This registry was changed somewhere else since you opened it. We reloaded it');
  await expect(second.getByRole('definition').first()).toHaveText('3');
  await expect(requested).toHaveValue('5');
  await expectNoAxeViolations(second);
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'was saved' })).toBeVisible();
  await expect(second.getByRole('definition').first()).toHaveText('5');
  await context.close();
});
