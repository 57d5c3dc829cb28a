import { expect as baseExpect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Listing and product-page experiments forced with query parameters (shopping.md §5; decisions
 * 0330, 0420, 0421): categoryTilesPerPage pages the category, lazyThumbnails 2 gives lazy cards a
 * low-quality placeholder (never the LCP card), lazyThumbnails 1 on search leaves only the first
 * image eager, and anchorAfterMobileGBP 1 scrolls a phone's product page to its product grid after
 * an add to cart.
 */

/** Parts loaded after hydration: a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });
const CATEGORY = '/women-tops-jackets';

test.describe('listing experiments', () => {
  test('categoryTilesPerPage=4 with lazyThumbnails=2 pages by four, and lazy cards show a placeholder', async ({ page }) => {
    await page.goto(`${CATEGORY}?categoryTilesPerPage=4&lazyThumbnails=2`);
    const grid = page.getByRole('list', { name: 'Products' });
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(4);
    // The six women's jackets of the Luma catalogue, four to a page.
    await expect(page.getByText('Showing 1–4 of 6 products')).toBeVisible();

    // The LCP card: eager, high priority, no placeholder.
    const first = cards.first();
    await expect(first.locator('img[srcset]')).toHaveAttribute('loading', 'eager');
    await expect(first.locator('img[data-placeholder]')).toHaveCount(0);
    // Every other card: lazy photo over a 100 px thumbnail.
    const second = cards.nth(1);
    await expect(second.locator('img[srcset]')).toHaveAttribute('loading', 'lazy');
    await expect(second.locator('img[data-placeholder]')).toHaveAttribute('src', /\?w=100$/);
    await expect(grid.locator('img[data-placeholder]')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByText('Showing 5–6 of 6 products')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).locator('img[data-placeholder]')).toHaveCount(1);

    // The values stay in their cookies (decision 0330): without the parameters the page still pages by four.
    await page.goto(`${CATEGORY}?page=2`);
    await expect(page.getByText('Showing 5–6 of 6 products')).toBeVisible();
  });

  test('lazyThumbnails=1 on search leaves only the first result eager', async ({ page }) => {
    await page.goto('/search?q=jacket&lazyThumbnails=1');
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    await expect(cards.first().locator('img[srcset]')).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(1).locator('img[srcset]')).toHaveAttribute('loading', 'lazy');
    await expect(cards.nth(1).locator('img[data-placeholder]')).toHaveCount(0);
  });
});

test.describe('anchorAfterMobileGBP on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after an add to cart the page scrolls to the product grid below the buy panel', async ({ page }) => {
    await page.goto('/shop/josie-yoga-jacket?shopTheLookVariant=2&anchorAfterMobileGBP=1');
    const grid = page.getByRole('region', { name: 'Shop the look' });
    await expect(grid).toBeAttached();
    await expect(grid).not.toBeInViewport();
    const size = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { disabled: false }).first();
    await size.locator('xpath=ancestor::label[1]').click();
    await expect(size).toBeChecked();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeAttached();
    await expect(grid).toBeInViewport();
  });
});
