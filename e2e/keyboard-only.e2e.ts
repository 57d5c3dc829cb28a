import type { Locator, Page } from '@playwright/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { CheckoutPage, TEST_CARDS } from './pages/checkout';
import { HeaderPart } from './pages/header';
import { createCustomer, DEMO_PASSWORD, LoginDialogPart } from './pages/identity';
import { ProductPage } from './pages/product-page';
import { expectNoAxeViolations } from './support/axe';
import { expectFocusOn, expectVisibleFocus, pressUntil, tabTo } from './support/keyboard';
import { expect, test } from './support/test';

/** The product the journey buys: a plain jacket, in its showcase colour and in-stock size. */
const product = SHOWCASE.standard;
/** Its display name, read from the slug ('augusta-pullover-jacket' → /augusta pullover jacket/i), and the first word as the search query. */
const productName = new RegExp(product.slug.replace(/-/g, ' '), 'i');
const query = product.slug.split('-')[0]!;

/** Whether a radio is checked (read, not set). */
const isChecked = (radio: Locator) => () => radio.isChecked();

/**
 * Opens a dialog by pressing Enter on `trigger` (which has focus), checks that focus moved into
 * it, closes it with Escape and checks that focus is back on the trigger. (axe scans of these
 * dialogs are e2e/modals.e2e.ts's: every hash modal there.)
 */
async function openAndEscape(page: Page, trigger: Locator, dialog: Locator, context: string): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(dialog, context).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement), { message: `${context}: focus moves into the dialog` }).toBe(true);
  await expectVisibleFocus(page, `${context}: the dialog's first control`);
  await page.keyboard.press('Escape');
  await expect(dialog, context).toBeHidden();
  await expectFocusOn(page, trigger, `${context}: focus returns to the trigger`);
  await expectVisibleFocus(page, `${context}: the trigger after Escape`);
}

test.describe('keyboard-only shopping (shell-and-account.md §2 "Page shell", §5; architecture.md "UI": keyboard operation and focus)', () => {
  // The privacy banner is answered with the keyboard too.
  test.use({ consent: null, viewport: { width: 1280, height: 900 }, locale: 'en-US' });

  test('from the home page to order confirmation with the keyboard alone; focus is visible at every stop and returns to the trigger when a dialog closes', async ({ page, request }) => {
    // About 50 s on the idle 2-core machine, up to 2 min when it is shared (load average above 10): the ceiling leaves room for that.
    test.setTimeout(180_000);
    // A fresh customer (its own request context; the browser stays a guest), so no other journey shares its cart or checkout.
    const email = await createCustomer(request);
    const header = new HeaderPart(page);
    const checkout = new CheckoutPage(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The skip link is the page's first Tab stop, shown when it has focus.
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await tabTo(page, skip, { max: 1 });
    await expect(skip).toBeInViewport();

    // Privacy banner, last in the page: Shift+Tab leaves the page for the browser's own controls,
    // the next ones come back at the end, on the banner. Answered with Enter; focus then goes to
    // main (decision 0297).
    await page.keyboard.press('Shift+Tab');
    const banner = page.getByRole('region', { name: 'Privacy choices' });
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole('button', { name: 'Accept all' }), { backwards: true, max: 5 });
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expectFocusOn(page, page.getByRole('main'), 'after the privacy choice');
    await expectNoAxeViolations(page);

    // Back up through the header to the skip link: Enter moves focus to main.
    await tabTo(page, skip, { backwards: true, max: 40 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('main'), 'the skip link');

    // Two dialogs from the header: the region selector and the sign-in button.
    const siteSelector = header.banner.getByRole('button', { name: /^Choose your region/ });
    await tabTo(page, siteSelector, { backwards: true });
    await openAndEscape(page, siteSelector, page.getByRole('dialog', { name: 'Choose your region' }), 'site select');
    const signInButton = header.banner.getByRole('button', { name: 'Sign in' });
    await tabTo(page, signInButton);
    await openAndEscape(page, signInButton, page.getByRole('dialog', { name: 'Sign in' }), 'sign in from the header');

    // Search: type the product's name and Enter; the result is a link to its page.
    await tabTo(page, header.search, { backwards: true });
    await page.keyboard.type(query);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
    await expectFocusOn(page, page.getByRole('main'), 'after the search', true);
    const tile = page.getByRole('main').getByRole('link', { name: productName }).first();
    await expect(tile).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, tile, { max: 60 });
    await page.keyboard.press('Enter');

    // Product page: colour and size with the arrows, then add to cart.
    const pdp = new ProductPage(page);
    await expect(page).toHaveURL(new RegExp(`/shop/${product.slug}`));
    await expect(pdp.heading).toHaveText(productName);
    await expectFocusOn(page, page.getByRole('main'), 'after opening the product', true);
    await expect(pdp.sizes).toBeVisible();
    await tabTo(page, pdp.colors, { inside: true, max: 60 });
    const colour = pdp.colors.getByRole('radio', { name: /red/i });
    await pressUntil(page, 'ArrowRight', isChecked(colour));
    await tabTo(page, pdp.sizes, { inside: true });
    const size = pdp.sizes.getByRole('radio', { name: product.inStockSize, exact: true });
    await pressUntil(page, 'ArrowRight', isChecked(size));
    await expect(page).toHaveURL(new RegExp(`color=${product.colorCode}.*size=${product.inStockSize}|size=${product.inStockSize}.*color=${product.colorCode}`));
    await expectNoAxeViolations(page);
    await tabTo(page, pdp.addToCart);
    await page.keyboard.press('Enter');
    const added = page.getByRole('status').filter({ hasText: /added to your cart/i });
    await expect(added).toBeVisible();

    // The cart, from the confirmation's "View cart" link; then checkout.
    await tabTo(page, added.getByRole('link', { name: 'View cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expectFocusOn(page, page.getByRole('main'), 'after opening the cart', true);
    const lines = page.getByRole('main').getByRole('list', { name: /items in your cart/i }).locator(':scope > li');
    await expect(lines).toHaveCount(1);
    await expectNoAxeViolations(page);
    // A third dialog: the line's Edit link opens the quickshop on it; Escape gives focus back to Edit.
    const edit = lines.first().getByRole('link', { name: 'Edit' });
    await tabTo(page, edit, { max: 60 });
    await openAndEscape(page, edit, page.getByRole('dialog', { name: productName }), 'quickshop edit of the cart line');
    const checkoutLink = page.getByRole('main').getByRole('link', { name: 'Checkout' });
    await tabTo(page, checkoutLink, { max: 60 });
    await page.keyboard.press('Enter');

    // A guest is asked to sign in: the dialog takes focus on its first field.
    const login = new LoginDialogPart(page);
    await expect(login.dialog).toBeVisible();
    await expectFocusOn(page, login.email, 'the sign-in dialog opens on its e-mail field');
    await expectVisibleFocus(page, 'the e-mail field');
    await page.keyboard.type(email);
    await tabTo(page, login.password, { max: 3 });
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(login.dialog).toBeHidden();
    await checkout.expectStep('Shipping address', /\/checkout\/shipping-address$/);
    await expectFocusOn(page, page.getByRole('main'), 'after signing in at checkout', true);

    // Shipping address: a new customer types one.
    const typeInto = async (name: string | RegExp, text: string) => {
      await tabTo(page, page.getByRole('main').getByRole('textbox', { name, exact: typeof name === 'string' }), { max: 60 });
      await page.keyboard.type(text);
    };
    await typeInto('First name', 'Kay');
    await typeInto('Last name', 'Board');
    await typeInto('Street address', '1600 Market Street');
    await typeInto('City', 'Philadelphia');
    const state = page.getByRole('combobox', { name: 'State' });
    await tabTo(page, state);
    await page.keyboard.type('Pennsylvania');
    await expect(state).toHaveValue('PA');
    await typeInto('Postal code', '19103');
    await typeInto(/^Phone/, '2155550123');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue to delivery' }));
    await page.keyboard.press('Enter');
    await checkout.expectStep('Delivery', /\/checkout\/shipping-delivery$/);
    await expectFocusOn(page, page.getByRole('main'), 'on the delivery step', true);

    // Delivery: the first method is chosen; the arrows move the choice within the group.
    const methods = page.getByRole('group', { name: 'How fast do you want it?' });
    await tabTo(page, methods, { inside: true, max: 60 });
    await expect(methods.getByRole('radio', { checked: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await checkout.expectStep('Payment', /\/checkout\/payment$/);
    await expect(checkout.paymentMethods).toBeVisible();
    await expectFocusOn(page, page.getByRole('main'), 'on the payment step', true);

    // Payment: a new card typed in.
    const creditCard = checkout.paymentMethods.getByRole('radio', { name: 'Credit card' });
    await tabTo(page, checkout.paymentMethods, { inside: true, max: 60 });
    await pressUntil(page, 'ArrowDown', isChecked(creditCard));
    // The card fields are in the card frame's own document (decision 0460): Tab moves into it and on
    // through its fields; each is checked focused, with visible focus, inside the frame.
    const typeIntoCard = async (name: string | RegExp, text: string) => {
      const field = checkout.cardFrame.getByRole('textbox', { name, exact: typeof name === 'string' });
      const focused = () => field.evaluate((el) => el === document.activeElement && document.hasFocus() && el.matches(':focus-visible'));
      for (let press = 0; press < 60 && !(await focused()); press += 1) await page.keyboard.press('Tab');
      expect(await focused(), `${String(name)} in the card frame never received visible focus`).toBe(true);
      await page.keyboard.type(text);
    };
    await typeIntoCard('Card number', TEST_CARDS.visa);
    await typeIntoCard('Expiration date (MM/YY)', '04/30');
    await typeIntoCard(/^Security code/, '123');
    await expect(checkout.cardFrame.getByTestId('card-brand')).toHaveText('Card type: Visa');
    await expectNoAxeViolations(page);
    await tabTo(page, checkout.placeOrder);
    await page.keyboard.press('Enter');

    await checkout.expectStep('Order confirmation', /\/checkout\/confirmation\?orderNumber=VT-\d{4}-\d{6}$/);
    await expectFocusOn(page, page.getByRole('main'), 'on the confirmation', true);
    const orderNumber = await checkout.orderNumber();
    await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
