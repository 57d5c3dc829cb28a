import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './support/test';
import { placeOrderThroughApi } from './pages/checkout';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';

test.describe('orders after checkout (shell-and-account.md §2 /order/{id}, /order-tracking, /mock-order; §6 customerZipCode)', () => {
  test('a guest opens an order with its customerZipCode, tracks it with order_number and bzip; a wrong zip is "not found"', async ({ page, baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const { orderNumber, postalCode } = await placeOrderThroughApi(api);
    await api.dispose();

    await page.goto(`/order/${orderNumber}?customerZipCode=${postalCode}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('article')).toContainText('Visa ending 1111');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipments' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/order/${orderNumber}?customerZipCode=99999`);
    await expect(page.getByRole('alert')).toHaveText("We can't find an order with that number and ZIP or postal code. Check both and try again.");
    await expect(page.getByRole('main')).toHaveAttribute('data-routing-error', '404');

    await page.goto('/order-tracking');
    await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    await page.getByRole('textbox', { name: /Order number/ }).fill(orderNumber);
    await page.getByRole('textbox', { name: /Billing ZIP/ }).fill(postalCode);
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page).toHaveURL(new RegExp(`/order-tracking\\?order_number=${orderNumber}&bzip=${postalCode}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Shipments of order ${orderNumber}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'order-tracking');
  });

  test('/mock-order/{mockId} is not found while the internal feature flag is off', async ({ page }) => {
    await page.goto('/mock-order/standard');
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('data-routing-error', '404');
  });
});
