import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { CHECKOUT_ACCOUNTS, CheckoutPage } from './pages/checkout';
import { CartPage } from './pages/cart-page';
import { DEMO_PASSWORD, signInAt } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';

/**
 * Call-centre agent tools (shell-and-account.md §1 "Call-centre agents can use the storefront to
 * check out for customers" and the slim header with 'Call Center Checkout', §6; decisions
 * 0370-0373): the agent signs in, finds a customer by e-mail, starts a session, sees the banner
 * naming the customer and the customer's cart, adds an item, ends the session and reads the audit
 * log; a customer cannot use the agent page. axe scans every page.
 */

const SITE_HEADERS = { 'x-vitrine-site-id': 'an-us', 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };

test('an agent finds a customer, acts on their cart, ends the session, and the audit log shows it', async ({ page, request }) => {
  // A whole journey with three axe scans and two screenshots: past 60 s on a busy CI machine.
  test.setTimeout(120_000);
  // A fresh customer with one line in their cart (their own request context).
  const email = `e2e-agent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/api/profile/v0/an-us/accounts', { data: { email, password: DEMO_PASSWORD, firstName: 'Carla', lastName: 'Called' }, headers: SITE_HEADERS });
  expect(created.status(), await created.text()).toBe(201);
  const { productId, skuId } = SHOWCASE.deepStock;
  const added = await request.post('/api/checkout/v0/an-us/carts/items', { data: { items: [{ productId, skuId, poolId: 'US_DIRECT', quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] }, headers: SITE_HEADERS });
  expect(added.ok(), await added.text()).toBe(true);

  const checkout = new CheckoutPage(page);
  await checkout.signIn(CHECKOUT_ACCOUNTS.agent);
  await page.goto('/agent/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
  // The agent page enables the slim header with the call-centre notice.
  await expect(page.getByText('Call Center Checkout')).toBeVisible();

  const search = page.getByRole('search', { name: 'Customer search' });
  await search.getByRole('searchbox', { name: 'Email, name or phone' }).fill(email.toUpperCase());
  await search.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Customers found' });
  const row = results.getByRole('row', { name: /Carla Called/ });
  await expect(row.getByRole('cell', { name: email })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'agent-customers');

  await row.getByRole('button', { name: 'Start session for Carla Called' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const banner = page.getByRole('region', { name: 'Call-centre session' });
  await expect(banner.getByText('Acting for Carla Called')).toBeVisible();
  // The banner is in the server's HTML (no late shift): the page as the server renders it for this browser.
  const html = await (await page.request.get('/cart')).text();
  expect(html).toContain('Acting for Carla Called');
  const cart = new CartPage(page);
  await expect(cart.heading).toBeVisible();
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.lines.first()).toContainText(/radiant tee/i);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'agent-acting-cart');

  // The agent adds an item to the customer's cart; the banner stays on every page.
  await checkout.add(SHOWCASE.standard.slug, `?color=${SHOWCASE.standard.colorCode}&size=${SHOWCASE.standard.inStockSize}`);
  await expect(banner.getByText('Acting for Carla Called')).toBeVisible();
  await cart.open();
  await expect(cart.lines).toHaveCount(2);

  await banner.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/agent\/customers$/);
  await expect(page.getByRole('region', { name: 'Call-centre session' })).toHaveCount(0);
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Session ended');
  for (const action of ['Session ended', 'Cart changed', 'Session started', 'Customer search']) {
    await expect(audit.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(audit.getByRole('row').filter({ hasText: 'Session started' }).first()).toContainText('Carla Called');
  await expectNoAxeViolations(page);

  // The customer's cart holds what the agent added.
  const cartAnswer = await request.get('/api/checkout/v0/an-us/carts', { headers: SITE_HEADERS });
  expect(((await cartAnswer.json()) as { items: unknown[] }).items).toHaveLength(2);
});

test('a customer cannot use the agent page', async ({ page, request }) => {
  await signInAt(page, request, '/agent/customers');
  await expect(page.getByRole('alert').filter({ hasText: 'This page is for call-centre agents only.' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Customer search' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
