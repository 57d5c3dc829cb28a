import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { ProductPage } from './pages/product-page';
import { expectNoAxeViolations } from './support/axe';

/** A phone-sized window: the product page is several viewports tall. */
const PHONE = { width: 390, height: 700 };

test.describe('living shell (shell-and-account §2; shopping.md §5)', () => {
  test('?cartConfirmVariant=2 shows the cart confirmation as a panel, and the choice holds on the next page', async ({ page }) => {
    const pdp = new ProductPage(page);
    const { slug, colorCode, inStockSize, inStockSkuId, inStockUnits } = SHOWCASE.standard;
    expect((await page.request.post('/api/__sandbox/restock', { data: { skuId: inStockSkuId, poolId: 'US_DIRECT', stockLevel: inStockUnits } })).ok()).toBe(true);
    await pdp.open(slug, `?cartConfirmVariant=2&color=${colorCode}&size=${inStockSize}`);
    await page.waitForLoadState('networkidle');
    await pdp.addToCart.click();
    const panel = page.getByRole('status', { name: 'Added to your cart' });
    await expect(panel).toContainText('Augusta Pullover Jacket');
    await expect(panel.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);

    // Without the parameter, the cookie it left keeps the panel presentation.
    await pdp.open(slug, `?color=${colorCode}&size=${inStockSize}`);
    await page.waitForLoadState('networkidle');
    await pdp.addToCart.click();
    await expect(page.getByRole('status', { name: 'Added to your cart' }).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  test('the header hides on scrolling down and returns on scrolling up', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const pdp = new ProductPage(page);
    await pdp.open(SHOWCASE.standard.slug);
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('banner');
    await expect(banner).toBeInViewport();
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect(banner).toHaveAttribute('data-hidden', 'true');
    await expect(banner).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(banner).not.toHaveAttribute('data-hidden', 'true');
    await expect(banner).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('back to top appears after a viewport of scrolling and takes scroll and focus to the top', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const pdp = new ProductPage(page);
    await pdp.open(SHOWCASE.standard.slug);
    await page.waitForLoadState('networkidle');
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 300));
    await expect(toTop).toBeVisible();
    await expectNoAxeViolations(page);
    // The scan scrolls the page while it checks contrast: scroll down again before using the button.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 300));
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(toTop).toHaveCount(0);
  });

  test('the home page has no back to top', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(400);
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  });
});
