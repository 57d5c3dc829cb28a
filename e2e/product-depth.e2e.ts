import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { DEMO_PASSWORD, LoginDialogPart } from './pages/identity';
import { ProductPage } from './pages/product-page';
import { expectNoAxeViolations } from './support/axe';

/**
 * Product depth journeys (shopping.md §2-§5, §7; decisions 0220-0224), on a desktop and a 390 px
 * viewport: a bundle's parts go into the cart, a sold-out size offers "Notify me" and the notice
 * arrives after a restock, a guest's heart shows in the favorites after sign-in, the cart
 * confirmation appears after add to cart, and the threshold banner turns to its met headline.
 */

const KIT = { slug: 'sprite-yoga-companion-kit', name: 'Sprite Yoga Companion Kit' };
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, customer: 'ava.clark@example.com' },
  { name: '390 px', viewport: { width: 390, height: 844 }, customer: 'mia.scott@example.com' },
] as const;

/** Session pages load in the browser after hydration: a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Parses a formatted en-US amount ('$1,234.50') into cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** Waits until the page's scripts and first calls are done (the server-rendered page is hydrated). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, email: string) {
  await page.goto('/#sign-in');
  const login = new LoginDialogPart(page);
  await login.signIn(email, DEMO_PASSWORD);
  await expect(login.dialog).toBeHidden();
}

for (const { name, viewport, customer } of VIEWPORTS) {
  test.describe(`product depth (${name})`, () => {
    test.use({ viewport });

    test("a bundle's parts are chosen and go into the cart as parts", async ({ page }) => {
      await page.goto(`/shop/bundle/${KIT.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: KIT.name })).toBeVisible();
      await settled(page);
      const groups = page.getByRole('main').getByRole('group');
      await expect(groups).toHaveCount(4);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Choose an option for each part' })).toBeVisible();
      for (const group of await groups.all()) {
        const radio = group.getByRole('radio', { disabled: false }).first();
        if (!(await radio.isChecked())) await radio.check();
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const confirmation = page.getByRole('status').filter({ hasText: 'Added to your cart' });
      await expect(confirmation).toContainText('Sprite Stasis Ball');
      await confirmation.getByRole('link', { name: 'View cart' }).click();
      const lines = page.getByRole('list', { name: 'Items in your cart' }).locator(':scope > li');
      await expect(lines).toHaveCount(4);
      await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText('Sprite Foam Roller');
    });

    test('a sold-out size offers Notify me, and the notice arrives when it is restocked', async ({ page }) => {
      await page.goto(`/shop/${SHOWCASE.soldOut.slug}`);
      await settled(page);
      await page.getByRole('button', { name: 'Notify me' }).click();
      const size = page.getByRole('combobox', { name: 'Sold-out size' });
      // Each viewport its own size, so the two journeys never restock each other's SKU.
      await size.selectOption({ index: name === 'desktop' ? 0 : 1 });
      const skuId = await size.inputValue();
      const email = `notify-${name.replace(/\W/g, '')}-${Date.now()}@example.com`;
      await page.getByRole('button', { name: 'Notify me' }).click();
      await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Notify me' }).click();
      await expect(page.getByRole('status').filter({ hasText: `We'll email ${email}` })).toBeVisible();
      try {
        const restocked = await page.request.post('/api/__sandbox/restock', { data: { skuId, poolId: 'US_DIRECT', stockLevel: 3 } });
        const answer = await restocked.json();
        expect(answer.skuId).toBe(skuId);
        expect(answer.notified).toBeGreaterThanOrEqual(1);
        const mail = await (await page.request.get(`/api/__sandbox/mailbox?to=${encodeURIComponent(email)}`)).json();
        expect(mail.messages).toEqual([expect.objectContaining({ subject: 'Back in stock: Argus All-Weather Tank', link: expect.stringContaining(`/shop/${SHOWCASE.soldOut.slug}`) })]);
      } finally {
        // Sold out again, as the showcase has it for every other journey.
        await page.request.post('/api/__sandbox/restock', { data: { skuId, poolId: 'US_DIRECT', stockLevel: 0 } });
      }
    });

    test("a guest's heart is kept through sign-in and shows in the favorites, from where it moves to the cart", async ({ page }) => {
      const pdp = new ProductPage(page);
      const { slug, colorCode, inStockSize } = SHOWCASE.standard;
      await pdp.open(slug, `?color=${colorCode}&size=${inStockSize}`);
      await settled(page);
      const heart = page.getByRole('main').getByRole('button', { name: 'Add to favorites' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await signIn(page, customer);
      await page.goto('/wishlist');
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
      const item = page.getByRole('list', { name: 'Your favorites' }).getByRole('listitem').filter({ hasText: 'Augusta Pullover Jacket' });
      await expect(item).toHaveCount(1);
      await expectNoAxeViolations(page);
      await item.getByRole('button', { name: 'Move to cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'was moved to your cart' })).toHaveCount(1);
      await expect(item).toHaveCount(0);
      await page.goto('/cart');
      await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText('Augusta Pullover Jacket');
    });

    test('the cart confirmation follows an add to cart, and the threshold banner reaches its met headline', async ({ page }) => {
      const pdp = new ProductPage(page);
      const { slug, colorCode, inStockSize, inStockSkuId, inStockUnits } = SHOWCASE.standard;
      // Other journeys buy this SKU; its seeded stock back, so the cart can hold enough to pass the threshold.
      expect((await page.request.post('/api/__sandbox/restock', { data: { skuId: inStockSkuId, poolId: 'US_DIRECT', stockLevel: inStockUnits } })).ok()).toBe(true);
      await pdp.open(slug, `?color=${colorCode}&size=${inStockSize}`);
      await settled(page);
      await pdp.addToCart.click();
      const confirmation = page.getByRole('status').filter({ hasText: 'Added to your cart' });
      await expect(confirmation).toContainText('Augusta Pullover Jacket');
      await expect(confirmation).toContainText(`Size ${inStockSize}`);
      await expect(confirmation.getByRole('link', { name: 'View cart' })).toBeVisible();
      await expectNoAxeViolations(page);

      // The dialog presentation (cartConfirmVariant 1) names the product and links to the cart too.
      await page.context().addCookies([{ name: 'cartConfirmVariant', value: '1', url: page.url() }]);
      await pdp.addToCart.click();
      const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
      await expect(dialog).toContainText('Augusta Pullover Jacket');
      await expectNoAxeViolations(page);
      await dialog.getByRole('link', { name: 'View cart' }).click();

      const banner = page.getByTestId('threshold-banner');
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      await settled(page);
      const line = page.getByRole('list', { name: 'Items in your cart' }).locator(':scope > li').first();
      const quantity = line.getByRole('spinbutton');
      await quantity.fill('1');
      await quantity.blur();
      await expect(quantity).toHaveValue('1');
      // The subtotal is read once the cart has answered the change (the header counts one item).
      await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 1 item/);
      const unit = cents(await page.getByTestId('cart-subtotal').innerText());
      await expect(page.getByTestId('cart-subtotal')).toHaveText(/\$/);
      // One jacket is in range: 'Spend $X more for free shipping' with X = 150.00 minus the subtotal.
      await expect(banner).toContainText(`Spend $${((15000 - unit) / 100).toFixed(2)} more for free shipping`);
      await quantity.fill(String(Math.ceil(15000 / unit)));
      await quantity.blur();
      await expect(banner).toContainText('You’ve earned free shipping');
      await expect(banner).not.toContainText('more for free shipping');
      await expectNoAxeViolations(page);
    });
  });
}
