import { expect as baseExpect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

/**
 * Style page journey (shopping.md §2 "/shop/style/{id}", §7 price-info; decisions 0270, 0272) on a
 * desktop and a 390 px viewport: the product page of the fully marked-down Josie Yoga Jacket shows
 * its price details, links its look ("Shop the look"), and on the server-rendered style page one
 * piece is picked and added to the cart.
 */

/** The look the seed builds around the Josie Yoga Jacket (WJ02) from Luma's links. */
const LOOK = { styleId: 'wj02-look', anchorName: 'Josie Yoga Jacket' };
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
] as const;

/** Parts loaded after hydration (price details, the look link): a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`style page (${name})`, () => {
    test.use({ viewport });

    test('from a product page to its look, where one piece goes into the cart', async ({ page }) => {
      await page.goto(`/shop/${SHOWCASE.markdown.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: LOOK.anchorName })).toBeVisible();

      // The price details from GET …/products/{id}/price-info: every SKU is marked down.
      const details = page.getByRole('region', { name: 'Price details' });
      await expect(details).toBeVisible();
      await expect(details).toContainText('Regular price');
      await expect(details).toContainText('Sale price');
      await expect(details).toContainText(/% off/);

      const shopTheLook = page.getByRole('link', { name: /Shop the look/ });
      await expect(shopTheLook).toBeVisible();
      await expectNoAxeViolations(page);
      await shopTheLook.click();

      await expect(page).toHaveURL(new RegExp(`/shop/style/${LOOK.styleId}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Shop the look' })).toBeVisible();
      const pieces = page.getByRole('article');
      await expect(pieces).toHaveCount(3);
      await expect(pieces.first().getByRole('heading', { level: 2 })).toHaveText(LOOK.anchorName);
      const firstImage = pieces.first().getByRole('img');
      await expect(firstImage).toHaveAttribute('loading', 'eager');
      await expect(firstImage).toHaveAttribute('srcset', /\?w=360 360w/);
      await expect(pieces.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy');

      const piece = page.getByRole('article', { name: LOOK.anchorName });
      // The radio is visually hidden inside its pill: a shopper clicks the pill (its label).
      const size = piece.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { disabled: false }).first();
      await size.locator('xpath=ancestor::label[1]').click();
      await expect(size).toBeChecked();
      await piece.getByRole('button', { name: 'Add to cart' }).click();
      const confirmation = page.getByRole('status').filter({ hasText: 'Added to your cart' });
      await expect(confirmation).toContainText(LOOK.anchorName);
      await expectNoAxeViolations(page);
    });

    test('shopTheLookVariant=2 lists the other pieces of the look on the product page, each with a quick shop (decision 0362)', async ({ page }) => {
      await page.goto('/shop/josie-yoga-jacket?shopTheLookVariant=2');
      const tray = page.getByRole('region', { name: 'Shop the look' });
      await expect(tray.getByRole('listitem')).toHaveCount(2);
      await expect(tray.getByRole('link', { name: 'See the whole look' })).toHaveAttribute('href', `/shop/style/${LOOK.styleId}`);
      await expectNoAxeViolations(page);
      const quick = tray.getByRole('link', { name: /^Quick shop / }).first();
      const name = ((await quick.getAttribute('href'))!.match(/displayName=([^&]+)/)![1] ?? '').replace(/\+/g, ' ');
      await quick.click();
      const dialog = page.getByRole('dialog', { name: decodeURIComponent(name) });
      await expect(dialog.getByRole('link', { name: 'Choose size and color' })).toHaveAttribute('href', new RegExp(`parentStyleId=${LOOK.styleId}`));
    });

    test('the style page is server-rendered, and an unknown look is not found', async ({ page, request }) => {
      const html = await (await request.get(`/shop/style/${LOOK.styleId}`)).text();
      expect(html).toContain('Shop the look</h1>');
      expect(html).toContain(LOOK.anchorName);
      await page.goto(`/shop/style/${LOOK.styleId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Shop the look' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/shop/style/no-such-look');
      await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
    });
  });
}
