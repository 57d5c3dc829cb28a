import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

/**
 * Site select (shell-and-account.md §2 "Site-select modal"; decision 0341): from the en-US footer a
 * shopper picks another country and lands on that site, in its language with its currency; each
 * flag arrives as its own request, none with the first page.
 */
const journeys = [
  { country: 'France', path: '/fr-fr/', lang: 'fr-FR', name: SHOWCASE.homeGoods.frName, addToCart: 'Ajouter au panier' },
  { country: 'Germany', path: '/de-de/', lang: 'de-DE', name: SHOWCASE.homeGoods.deName, addToCart: 'In den Warenkorb' },
] as const;

for (const journey of journeys) {
  test(`an en-US shopper picks ${journey.country} in site select and stays there after a reload`, async ({ page }) => {
    const flagRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/3x2\/[A-Z]{2}|flag/i.test(request.url()) && !request.url().includes('/api/')) flagRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(flagRequests, 'no flag with the first page').toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Choose your region' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your region' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img[data-flag="FR"]')).toHaveCount(1);
    await expect(dialog.locator('img[data-flag]')).toHaveCount(await dialog.getByRole('link').count());
    await expectNoAxeViolations(page);

    await dialog.getByRole('link', { name: new RegExp(journey.country) }).click();
    await expect(page).toHaveURL(new RegExp(`${journey.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);

    await page.goto(`${journey.path}shop/${SHOWCASE.homeGoods.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.name);
    await expect(page.getByRole('button', { name: journey.addToCart })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('€');
    await expectNoAxeViolations(page);
  });
}
