import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, LoginDialogPart } from './pages/identity';

/**
 * Returns and claims (shell-and-account.md §2 Returns, Claims; §6 customerZipCode; decisions
 * 0190-0194) on the demo customers' seeded past orders: a signed-in customer returns an item of a
 * delivered order (bad input and a 500 keep everything chosen); a guest with the order's
 * customerZipCode makes a claim without signing in.
 */

const SITE = 'an-us';

async function forgetAftercare(request: APIRequestContext, email: string) {
  expect((await request.delete(`/api/__sandbox/aftercare?email=${encodeURIComponent(email)}`)).ok()).toBe(true);
  await request.delete('/api/__sandbox/faults');
}

async function startReturn(page: Page, email: string) {
  await forgetAftercare(page.request, email);
  await page.goto('/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Start a return' })).toBeVisible();
  // Guest continue is disabled; the login opens by itself.
  const login = new LoginDialogPart(page);
  await expect(login.dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await login.signIn(email, DEMO_PASSWORD);
  await expect(login.dialog).toHaveCount(0);

  const eligible = (await (await page.request.get(`/api/order/v0/${SITE}/returns/eligible-orders`)).json()) as { orders: { orderNumber: string; lines: { displayName: string }[] }[] };
  const order = eligible.orders[0]!;
  await page.getByRole('radio', { name: new RegExp(`Order ${order.orderNumber}`) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/returns/details\\?orderNumber=${order.orderNumber}$`));

  // Each returnable line is a checkbox named after the product; no reason yet: refused, nothing lost.
  const item = page.getByRole('checkbox', { name: order.lines[0]!.displayName, exact: true });
  await item.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a reason for each item.');
  await expect(item).toBeChecked();
  await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Too small' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/returns\/return-methods\?/);
  await page.getByRole('radio', { name: /Prepaid mail label/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your return' })).toBeVisible();

  // A 500 from the sandbox's fault switch: the review stays with everything chosen.
  await page.request.post('/api/__sandbox/faults', { data: { path: `/order/v0/${SITE}/returns`, method: 'POST', status: 500, count: 1 } });
  await page.getByRole('button', { name: 'Submit return' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not reach our service. Nothing was lost; please try again.');
  await expect(page.getByRole('listitem').filter({ hasText: order.lines[0]!.displayName })).toBeVisible();
  await page.getByRole('button', { name: 'Submit return' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Return confirmed' })).toBeVisible();
  await expect(page.getByText('Return number')).toBeVisible();
  await expect(page).toHaveURL(/\/returns\/confirmation\?returnNumber=RT-\d{4}-\d{6}$/);
  await expectNoAxeViolations(page);
}

test.describe('returns and claims after delivery', () => {
  test('desktop: a signed-in demo customer returns an item of a delivered order and reaches the confirmation', async ({ page }) => {
    await startReturn(page, 'roni_cost@example.com');
  });

  test.describe('390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a demo customer starts a return on a phone', async ({ page }) => {
      await startReturn(page, 'sarah.johnson@example.com');
    });

    test('a guest with the order’s customerZipCode reaches select without signing in and makes a claim', async ({ page, playwright, baseURL }) => {
      const email = 'sarah.johnson@example.com';
      const api = await playwright.request.newContext({ baseURL });
      await forgetAftercare(api, email);
      await api.post(`/api/auth/v0/${SITE}/tokens`, { data: { grantType: 'password', email, password: DEMO_PASSWORD } });
      const history = (await (await api.get(`/api/order/v0/${SITE}/orders`)).json()) as { orders: { orderNumber: string }[] };
      const orderNumber = history.orders[0]!.orderNumber;
      const details = (await (await api.get(`/api/order/v0/${SITE}/orders/${orderNumber}`)).json()) as { shippingAddress: { postalCode: string } };
      await api.dispose();

      await page.goto(`/claims?orderNumber=${orderNumber}&customerZipCode=${details.shippingAddress.postalCode}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Report a problem with an order' })).toBeVisible();
      await page.getByRole('radio', { name: 'An item arrived damaged' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: `Which items of order ${orderNumber} are affected?` })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Keep the item/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      const description = page.getByRole('textbox', { name: 'Describe what happened' });
      await description.fill('Torn');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('Describe what happened in 10 to 1,000 characters.');
      await expect(description).toHaveValue('Torn');
      await description.fill('Torn along the seam when it arrived.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Submit claim' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Claim received' })).toBeVisible();
      await expect(page.getByText('Claim number')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
});
