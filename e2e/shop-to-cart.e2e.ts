import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { CartPage } from './pages/cart-page';
import { HeaderPart } from './pages/header';
import { ProductPage } from './pages/product-page';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';

/** Parses a formatted en-US amount ('$1,234.50') into cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test.describe('shop the real catalogue from home page to cart', () => {
  test('home page shows the header of shell-and-account §2 and passes axe', async ({ page }) => {
    await page.goto('/');
    const header = new HeaderPart(page);
    await expect(header.banner.getByRole('link', { name: 'Vitrine', exact: true })).toHaveAttribute('href', '/?ref=logo');
    await expect(header.mainNav).toBeVisible();
    await expect(header.mainNav.getByRole('button').first()).toBeVisible();
    await expect(header.search).toBeVisible();
    await expect(header.cartLink).toHaveAccessibleName('Cart');
    await expect(header.banner.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'home');
  });

  test('a category lists real product tiles with srcset, prices and paging', async ({ page }) => {
    await page.goto(`/${SHOWCASE.pagedCategory.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The listing's own grid: the recommendation tray after it is a list of product links too (decision 0424).
    const tiles = page.getByRole('main').getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
    await expect(tiles).toHaveCount(SHOWCASE.pagedCategory.pageSize);
    const img = tiles.first().locator('img').first();
    await expect(img).toHaveAttribute('srcset', /w=360 360w/);
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect(tiles.first()).toContainText('$');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'category');
    const firstName = await tiles.first().getByRole('link').first().innerText();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /next/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(tiles.first().getByRole('link').first()).not.toHaveText(firstName);
  });

  test('a deep link with ?color=…&size=… preselects, and the selection stays in the URL', async ({ page }) => {
    const pdp = new ProductPage(page);
    const { slug, colorCode, inStockSize } = SHOWCASE.standard;
    await pdp.open(slug, `?color=${colorCode}&size=${inStockSize}`);
    await expect(pdp.sizes.getByRole('radio', { name: inStockSize, exact: true })).toBeChecked();
    await expect(pdp.colors.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(pdp.quantity).toHaveValue('1');
    await pdp.quantity.fill('2');
    await pdp.quantity.blur();
    await expect(page).toHaveURL(/quantity=2/);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'product');
  });

  test('an out-of-stock size cannot be added', async ({ page }) => {
    const pdp = new ProductPage(page);
    const { slug, colorCode, outOfStockSize } = SHOWCASE.standard;
    await pdp.open(slug, `?color=${colorCode}&size=${outOfStockSize}`);
    const oos = pdp.sizes.getByRole('radio', { name: outOfStockSize, exact: true });
    if ((await oos.count()) > 0) {
      await expect(oos).not.toBeChecked();
      await expect(oos).toBeDisabled();
    }
    await pdp.addToCart.click();
    await expect(page.getByRole('alert')).toContainText(/select (a|an in-stock) size/i);
    await expect(pdp.header.cartLink).toHaveAccessibleName('Cart');
  });

  test('adding 2 then 1 of the same SKU shows a count of 3; the cart total is the sum of its lines', async ({ page }) => {
    const pdp = new ProductPage(page);
    const { slug, colorCode, inStockSize } = SHOWCASE.standard;
    await pdp.open(slug, `?color=${colorCode}&size=${inStockSize}`);
    await pdp.add(2);
    await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 2 items/);
    await pdp.add(1);
    await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 3 items/);

    const home = SHOWCASE.homeGoods;
    await pdp.open(home.slug);
    await pdp.add(1);
    await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 4 items/);

    const cart = new CartPage(page);
    await pdp.header.cartLink.click();
    await expect(cart.heading).toBeVisible();
    await expect(cart.lines).toHaveCount(2);
    const totals = await cart.lines.locator('[data-testid="line-total"]').allInnerTexts();
    const subtotal = await page.getByTestId('cart-subtotal').innerText();
    expect(totals.reduce((sum, t) => sum + cents(t), 0)).toBe(cents(subtotal));
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'cart');

    const first = cart.lines.first();
    await first.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
    await first.getByRole('spinbutton', { name: 'Quantity' }).blur();
    await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 2 items/);
    await first.getByRole('button', { name: /Remove/ }).click();
    await expect(cart.lines).toHaveCount(1);
    await expect(pdp.header.cartLink).toHaveAccessibleName(/^Cart, 1 item/);
  });

  test('a product whose canonical path differs is hard-redirected', async ({ page }) => {
    await page.goto(`/shop/mto/${SHOWCASE.standard.slug}?color=${SHOWCASE.standard.colorCode}`);
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOWCASE.standard.slug}\\?color=${SHOWCASE.standard.colorCode}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('unknown paths show the not-found page with routing error 404; double slashes are corrected', async ({ page }) => {
    await page.goto('/no-such-page-anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/can’t find/);
    await expect(page.locator('main')).toHaveAttribute('data-routing-error', '404');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'not-found');
    await page.goto(`/shop//${SHOWCASE.standard.slug}`);
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOWCASE.standard.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('above 99 units the cart count shows 99+', async ({ page }) => {
    const pdp = new ProductPage(page);
    const { slug, colorCode } = SHOWCASE.deepStock;
    await pdp.open(slug, `?color=${colorCode}&size=M`);
    await pdp.add(100);
    await expect(pdp.header.cartLink).toHaveAccessibleName('Cart, more than 99 items');
    await expect(pdp.header.cartLink).toContainText('99+');
  });
});
