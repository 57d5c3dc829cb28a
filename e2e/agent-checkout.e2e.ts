import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { CHECKOUT_ACCOUNTS, CheckoutPage } from './pages/checkout';
import { DEMO_PASSWORD } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';

/**
 * An agent acting for a customer checks out for that customer without typing the e-mail
 * (decisions 0371, 0443): the acting cookie names the customer with their e-mail, and the checkout's
 * customer step starts for it at once.
 */

const SITE_HEADERS = { 'x-vitrine-site-id': 'an-us', 'x-vitrine-locale': 'en-US', 'x-vitrine-language': 'en', 'x-vitrine-currency': 'USD', 'x-vitrine-channel': 'web', 'x-vitrine-context-path': '/' };

test("an agent acting for a customer lands on the shipping address step for that customer's e-mail", async ({ page, request }) => {
  const email = `e2e-agent-checkout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/api/profile/v0/an-us/accounts', { data: { email, password: DEMO_PASSWORD, firstName: 'Dora', lastName: 'Direct' }, headers: SITE_HEADERS });
  expect(created.status(), await created.text()).toBe(201);
  const { productId, skuId } = SHOWCASE.deepStock;
  const added = await request.post('/api/checkout/v0/an-us/carts/items', { data: { items: [{ productId, skuId, poolId: 'US_DIRECT', quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] }, headers: SITE_HEADERS });
  expect(added.ok(), await added.text()).toBe(true);

  const checkout = new CheckoutPage(page);
  await checkout.signIn(CHECKOUT_ACCOUNTS.agent);
  await page.goto('/agent/customers');
  const search = page.getByRole('search', { name: 'Customer search' });
  await search.getByRole('searchbox', { name: 'Email, name or phone' }).fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Customers found' }).getByRole('button', { name: 'Start session for Dora Direct' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Checking out for Dora Direct (${email})`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Customer email' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
