import { expect, giveConsent, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { captureRequests, CHECKOUT_ACCOUNTS, CheckoutPage, clearForms, TEST_CARDS } from './pages/checkout';
import { LoginDialogPart, DEMO_PASSWORD } from './pages/identity';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';

const apparel = { slug: SHOWCASE.standard.slug, query: `?color=${SHOWCASE.standard.colorCode}&size=${SHOWCASE.standard.inStockSize}` };
const home = { slug: SHOWCASE.homeGoods.slug, query: '' };
const deepStock = { slug: SHOWCASE.deepStock.slug, query: `?color=${SHOWCASE.deepStock.colorCode}&size=M` };

test.describe('checkout to order confirmation (shell-and-account.md §2, §5, §7)', () => {
  test('a registered shopper buys a Luma apparel item and a Spree home item with a new card; the order is in /orders and /order/{id}; the card number never leaves in clear', async ({ page }) => {
    // Nine axe scans and eighteen full-page captures, the payment step's with the card frame's document too.
    test.setTimeout(180_000);
    const requests = captureRequests(page);
    const checkout = new CheckoutPage(page);
    await checkout.signIn(CHECKOUT_ACCOUNTS.lumaShopper);
    await checkout.emptyCart();
    await checkout.add(apparel.slug, apparel.query);
    await checkout.add(home.slug, home.query);

    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/(shipping-address|shipping-delivery|payment)$/);
    if (!/shipping-address$/.test(page.url())) await checkout.progress.getByRole('link', { name: /Shipping address/ }).click();
    await checkout.expectStep('Shipping address', /\/checkout\/shipping-address$/);
    await expect(page.getByRole('banner').getByText('Secure checkout')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(checkout.progress.getByRole('listitem').filter({ hasText: 'Shipping address' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'checkout-shipping-address');

    await checkout.continueToDelivery();
    await expect(page.getByRole('group', { name: 'How fast do you want it?' }).getByRole('radio')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'checkout-delivery');

    await checkout.continueToPayment();
    await checkout.typeNewCard(TEST_CARDS.visa);
    await expect(checkout.cardFrame.getByTestId('card-brand')).toHaveText('Card type: Visa');
    // The card fields live in a sandboxed frame of their own (decision 0460): the page holds no card
    // input, its scripts cannot reach the frame's document, and the frame runs no script but its own.
    const cardFrameElement = page.locator('iframe[title="Card details"]');
    await expect(cardFrameElement).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(await cardFrameElement.evaluate((frame) => (frame as HTMLIFrameElement).contentDocument)).toBeNull();
    expect(await cardFrameElement.evaluate((frame) => {
      try {
        return (frame as HTMLIFrameElement).contentWindow!.document.body.innerHTML;
      } catch {
        return 'unreadable';
      }
    })).toBe('unreadable');
    await expect(page.locator('input[autocomplete="cc-number"], input[name="cardnumber"], input[name="cvc"]')).toHaveCount(0);
    await expect(checkout.cardFrame.locator('script[src*="js.stripe.com"]')).toHaveCount(0);
    await expect(checkout.cardFrame.locator('script[src]')).toHaveCount(1);
    await expect(checkout.cardFrame.locator('script[src]')).toHaveAttribute('src', /^\/assets\/card-frame-[\w-]+\.js$/);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'checkout-payment');

    await checkout.placeOrder.click();
    await checkout.expectStep('Order confirmation', /\/checkout\/confirmation\?orderNumber=VT-\d{4}-\d{6}$/);
    const orderNumber = await checkout.orderNumber();
    await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'checkout-confirmation');

    await page.goto('/orders');
    await checkout.passStepUpIfAsked();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const row = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: orderNumber });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'orders');
    await row.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await checkout.passStepUpIfAsked();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Visa ending 1111');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'order-details');

    const leaks = requests.filter((request) => clearForms(TEST_CARDS.visa).some((form) => request.includes(form)));
    expect(requests.some((request) => request.includes('/checkouts/current/payment'))).toBe(true);
    expect(leaks).toEqual([]);
  });

  test('refreshing any step stays on that step', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.signIn(CHECKOUT_ACCOUNTS.refresher);
    await checkout.emptyCart();
    await checkout.add(deepStock.slug, deepStock.query);
    await checkout.openShippingAddress();
    await page.reload();
    await checkout.expectStep('Shipping address', /\/checkout\/shipping-address$/);
    await checkout.continueToDelivery();
    await page.reload();
    await checkout.expectStep('Delivery', /\/checkout\/shipping-delivery$/);
    await checkout.continueToPayment();
    await page.reload();
    await checkout.expectStep('Payment', /\/checkout\/payment$/);
    await page.goBack();
    await checkout.expectStep('Delivery', /\/checkout\/shipping-delivery$/);
    await page.goForward();
    await checkout.expectStep('Payment', /\/checkout\/payment$/);
  });

  test('an expired saved card is shown as expired and cannot be used', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.signIn(CHECKOUT_ACCOUNTS.spreeShopper);
    await checkout.emptyCart();
    await checkout.add(deepStock.slug, deepStock.query);
    await checkout.openShippingAddress();
    await checkout.continueToDelivery();
    await checkout.continueToPayment();
    const expired = page.getByRole('radio', { name: /Mastercard ending 4444/ });
    await expect(expired).toBeDisabled();
    await expect(page.locator('label').filter({ has: expired })).toContainText("Expired 03/24: this card can't be used");
    await expect(page.getByRole('radio', { name: /Visa ending 1111/ })).toBeChecked();
  });

  test('?paymentError=<code> on payment shows the error; a 3-D Secure card comes back with ?scaCompleted=1 and the order completes', async ({ page }) => {
    test.setTimeout(90_000);
    const requests = captureRequests(page);
    const checkout = new CheckoutPage(page);
    await checkout.signIn(CHECKOUT_ACCOUNTS.paymentPages);
    await checkout.emptyCart();
    await checkout.add(deepStock.slug, deepStock.query);
    await checkout.openShippingAddress();
    await checkout.continueToDelivery();
    await checkout.continueToPayment();

    await page.goto('/checkout/payment?paymentError=PAYMENT_DECLINED');
    await expect(checkout.heading('Payment')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your payment was declined.');
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expectNoAxeViolations(page);

    await checkout.typeNewCard(TEST_CARDS.sca);
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment-sessions\//);
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await checkout.expectStep('Order confirmation', /\/checkout\/confirmation\?orderNumber=VT-\d{4}-\d{6}$/);
    expect(requests.some((request) => request.includes('scaCompleted=1'))).toBe(true);
    await expect(page.getByTestId('order-number')).toContainText(/VT-\d{4}-\d{6}/);
    expect(requests.filter((request) => clearForms(TEST_CARDS.sca).some((form) => request.includes(form)))).toEqual([]);
  });

  test('a guest who starts checkout is asked to sign in and continues where they were', async ({ page, baseURL }) => {
    const checkout = new CheckoutPage(page);
    await checkout.add(deepStock.slug, deepStock.query);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    const login = new LoginDialogPart(page);
    await expect(login.dialog).toBeVisible();
    await login.signIn(CHECKOUT_ACCOUNTS.guest, DEMO_PASSWORD);
    await expect(login.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/checkout\/(shipping-address|shipping-delivery|payment)$/);
    await expect(checkout.paymentMethods.or(page.getByRole('button', { name: /^Continue to/ }))).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).not.toHaveCount(0);

    await page.context().clearCookies();
    await giveConsent(page.context(), baseURL);
    await page.goto('/checkout/shipping-address');
    await expect(login.dialog).toBeVisible();
    await login.signIn(CHECKOUT_ACCOUNTS.guest, DEMO_PASSWORD);
    await checkout.expectStep('Shipping address', /\/checkout\/shipping-address$/);
  });
});

test.describe('call-centre checkout (shell-and-account.md §1, §5; docs/checkout-api.md "Call-centre checkout")', () => {
  test('an agent signs in, checks out for a customer, sees "Call Center Checkout" and exactly credit card, gift card and rep hold', async ({ page }) => {
    test.setTimeout(90_000);
    const checkout = new CheckoutPage(page);
    await checkout.signIn(CHECKOUT_ACCOUNTS.agent);
    await checkout.emptyCart();
    await checkout.add(deepStock.slug, deepStock.query);
    await page.goto('/checkout');
    await expect(checkout.heading('Check out for a customer')).toBeVisible();
    await expect(page.getByText('Call Center Checkout', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'checkout-call-centre-customer');
    await page.getByRole('textbox', { name: 'Customer email' }).fill(CHECKOUT_ACCOUNTS.agentCustomer);
    await page.getByRole('button', { name: 'Start checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/(shipping-address|shipping-delivery|payment)$/);
    await checkout.openShippingAddress();
    await expect(page.getByText(`(${CHECKOUT_ACCOUNTS.agentCustomer})`)).toBeVisible();
    await checkout.continueToDelivery();
    await checkout.continueToPayment();
    await expect(page.getByText('Call Center Checkout', { exact: true })).toBeVisible();
    const methods = checkout.paymentMethods.getByRole('radio');
    await expect(methods).toHaveCount(3);
    await expect(checkout.paymentMethods.getByRole('radio', { name: 'Credit card' })).toBeVisible();
    await expect(checkout.paymentMethods.getByRole('radio', { name: 'Gift card' })).toBeVisible();
    await expect(checkout.paymentMethods.getByRole('radio', { name: 'Rep hold' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'checkout-call-centre-payment');
    await checkout.paymentMethods.getByRole('radio', { name: 'Rep hold' }).check();
    await checkout.placeOrder.click();
    await checkout.expectStep('Order confirmation', /\/checkout\/confirmation\?orderNumber=VT-\d{4}-\d{6}$/);
    await expect(page.getByText('On hold: no payment was taken yet.')).toBeVisible();
  });

  test('a shopper never sees rep hold', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.signIn(CHECKOUT_ACCOUNTS.plainShopper);
    await checkout.emptyCart();
    await checkout.add(deepStock.slug, deepStock.query);
    await checkout.openShippingAddress();
    await checkout.continueToDelivery();
    await checkout.continueToPayment();
    await expect(checkout.paymentMethods.getByRole('radio', { name: 'Credit card' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Rep hold' })).toHaveCount(0);
    await expect(page.getByText('Call Center Checkout', { exact: true })).toHaveCount(0);
  });
});
