import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';
import { captureFlagRequests } from './support/flags';

/**
 * Site select (shell-and-account.md §2 "Site-select modal"; decision 0341): from the en-US footer a
 * shopper picks another country and lands on that site, in its language with its currency; each
 * flag arrives as its own request, none with the first page, and only for the entries in view.
 */
const journeys = [
  { country: 'France', path: '/fr-fr/', lang: 'fr-FR', name: SHOWCASE.homeGoods.frName, addToCart: 'Ajouter au panier' },
  { country: 'Germany', path: '/de-de/', lang: 'de-DE', name: SHOWCASE.homeGoods.deName, addToCart: 'In den Warenkorb' },
] as const;

for (const journey of journeys) {
  test(`an en-US shopper picks ${journey.country} in site select and stays there after a reload`, async ({ page }) => {
    // A long journey (site select with every country, two sites, axe on each): room on a loaded 2-core machine.
    test.setTimeout(120_000);
    const flagRequests = captureFlagRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(flagRequests, 'no flag with the first page').toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Choose your region' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your region' });
    await expect(dialog).toBeVisible();
    // The flags of the entries in view arrive, one request each; not one per country of the list (decision 0307).
    await expect(dialog.locator('img[data-flag]').first()).toBeVisible();
    expect(flagRequests.length).toBeLessThan(await dialog.getByRole('link').count());
    expect(new Set(flagRequests).size).toBe(flagRequests.length);
    // Narrowed to the journey's country (e2e/site-select.e2e.ts scans the dialog with the whole list).
    await dialog.getByRole('searchbox', { name: 'Find your country' }).fill(journey.country);
    await expect(dialog.getByRole('status')).toHaveText('1 country');
    await expectNoAxeViolations(page);

    await dialog.getByRole('link', { name: new RegExp(`^${journey.country}`) }).click();
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

test('every page links its alternates on the other sites in the server-rendered HTML (decision 0342)', async ({ request }) => {
  const html = await (await request.get(`/shop/${SHOWCASE.homeGoods.slug}`)).text();
  for (const [lang, path] of [['fr-FR', '/fr-fr'], ['de-DE', '/de-de'], ['x-default', '']] as const) {
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]*${path}/shop/${SHOWCASE.homeGoods.slug}"/>`));
  }
});
