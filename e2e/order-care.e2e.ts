import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { placeOrderThroughApi } from './pages/checkout';
import { DEMO_PASSWORD, LoginDialogPart } from './pages/identity';

/**
 * Orders after purchase (shell-and-account.md §2 "Order inquiry", "Order payments"; §7
 * …/orders/{id}/sms-optins; decisions 0265-0267): a customer with an order opts in to text updates
 * from its details (the sandbox texts the confirmation to its mailbox) and opens its payments; a
 * guest finds an order on /order-inquiry and sees its payments with the ZIP code.
 */

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const;

/** A fresh customer with one placed order (VISA 1111, shipped to ZIP 19103). */
async function customerWithOrder(baseURL: string | undefined) {
  const api = await playwrightRequest.newContext({ baseURL });
  const placed = await placeOrderThroughApi(api);
  await api.dispose();
  return placed;
}

/** The texts the sandbox "sent" to `digits`, oldest first. */
async function textsTo(request: APIRequestContext, digits: string): Promise<{ subject: string; body: string }[]> {
  const response = await request.get(`/api/__sandbox/mailbox?to=${encodeURIComponent(digits)}`);
  return ((await response.json()) as { messages: { subject: string; body: string }[] }).messages;
}

/** The e2e step-up is short (docs/identity.md): when the access guard asks again, answer it. */
async function signInIfAsked(page: Page, email: string, done: Locator): Promise<void> {
  const login = new LoginDialogPart(page);
  await expect(done.or(login.dialog)).toBeVisible();
  if (await login.dialog.isVisible()) await login.signIn(email, DEMO_PASSWORD);
  await expect(done).toBeVisible();
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`orders after purchase (${name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('a customer opts in to text updates from order details and opens the order’s payments', async ({ page, baseURL }) => {
      const { email, orderNumber } = await customerWithOrder(baseURL);
      await page.goto(`/order/${orderNumber}`);
      const orderHeading = page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` });
      await signInIfAsked(page, email, orderHeading);

      const sms = page.getByRole('region', { name: 'Get text updates' });
      const phone = sms.getByRole('textbox', { name: /Mobile number/ });
      await phone.fill('12');
      await sms.getByRole('checkbox', { name: /I agree to receive text messages about this order/ }).check();
      await sms.getByRole('button', { name: 'Text me updates' }).click();
      await expect(sms.getByRole('alert')).toContainText('Fix the highlighted fields to get text updates.');
      await expect(sms.getByText('Enter a valid mobile number, for example (201) 555-0123.')).toBeVisible();
      await expect(phone).toHaveValue('12');

      const digits = `1312555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
      await phone.fill(`(312) 555-${digits.slice(-4)}`);
      await sms.getByRole('button', { name: 'Text me updates' }).click();
      await expect(sms.getByRole('status')).toContainText(`Text updates will come to the number ending ${digits.slice(-4)}.`);
      await expect(page.getByText(`You'll get text updates about order ${orderNumber}.`)).toBeVisible();
      await expect.poll(async () => (await textsTo(page.request, digits)).at(-1)?.body ?? '').toContain(`order ${orderNumber}`);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Payments and refunds' }).click();
      const paymentsHeading = page.getByRole('heading', { level: 1, name: `Payments for order ${orderNumber}` });
      await signInIfAsked(page, email, paymentsHeading);
      await expect(page).toHaveURL(new RegExp(`/order-payments\\?orderId=${orderNumber}$`));
      const row = page.getByRole('row', { name: /Visa •••• 1111/ });
      await expect(row).toContainText('Authorized');
      await expect(row).toContainText('$');
      await expect(page.getByText('No refunds on this order.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a guest finds an order on /order-inquiry and sees its payments with the ZIP code', async ({ page, baseURL }) => {
      const { orderNumber, postalCode } = await customerWithOrder(baseURL);
      await page.goto('/order-inquiry');
      await expect(page.getByRole('heading', { level: 1, name: 'Look up an order' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('textbox', { name: /Order number/ }).fill(orderNumber);
      await page.getByRole('button', { name: 'Find order' }).click();
      await expect(page.getByRole('alert')).toContainText('Enter your order number and billing ZIP code.');
      await expect(page.getByRole('textbox', { name: /Order number/ })).toHaveValue(orderNumber);
      await page.getByRole('textbox', { name: /Billing ZIP code/ }).fill(postalCode);
      await page.getByRole('button', { name: 'Find order' }).click();
      await expect(page).toHaveURL(new RegExp(`/order/${orderNumber}\\?customerZipCode=${postalCode}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

      await page.getByRole('link', { name: 'Payments and refunds' }).click();
      await expect(page).toHaveURL(new RegExp(`/order-payments\\?orderId=${orderNumber}&customerZipCode=${postalCode}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Payments for order ${orderNumber}` })).toBeVisible();
      await expect(page.getByRole('row', { name: /Visa •••• 1111/ })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
