import { expect, test } from './support/test';
import { HeaderPart } from './pages/header';
import { expectNoAxeViolations } from './support/axe';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const) {
  test.describe(`brands, help and moved pages (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a brand from the main navigation lists its products', async ({ page }) => {
      await page.goto('/');
      const header = new HeaderPart(page);
      let nav = header.mainNav;
      if (viewport.width < 1025) {
        await header.menuButton.click();
        nav = page.getByRole('dialog', { name: 'Menu' });
      }
      await nav.getByRole('button', { name: 'Brands' }).click();
      await nav.getByRole('link', { name: 'Northpeak' }).click();
      await expect(page).toHaveURL(/\/brands\/northpeak$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Northpeak' })).toBeVisible();
      const tiles = page.getByRole('main').getByRole('listitem').filter({ has: page.locator('img') });
      expect(await tiles.count()).toBeGreaterThan(1);
      await expectNoAxeViolations(page);
    });

    test('a stale path seeded in the sandbox redirects (a real HTTP 301), a loop is an error, an unknown path is not found', async ({ page, request }) => {
      const raw = await request.get('/shop/chaz-kangaroo-hoodie', { maxRedirects: 0 });
      expect(raw.status()).toBe(301);
      expect(raw.headers().location).toBe('/shop/chaz-kangeroo-hoodie?redirect_status=301');
      await page.goto('/womens-jackets');
      await expect(page).toHaveURL(/\/women-tops-jackets\?redirect_status=301$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackets');
      expect((await request.get('/old-lookbook', { maxRedirects: 5 })).status()).toBe(508);
      const missing = await page.goto('/no-such-page-anywhere');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    });

    test('a help page renders its markdown (sanitised) on the server', async ({ page }) => {
      await page.goto('/help/shipping');
      await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'returns', exact: true })).toHaveAttribute('href', '/help/returns');
      await expectNoAxeViolations(page);
    });
  });
}
