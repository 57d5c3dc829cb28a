import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './pages/identity';
import { SHOWCASE } from '../sandbox/src/seed/showcase';

/**
 * Site select and the site-switch banner (shopping.md §2 "Header", §9; shell-and-account.md §2
 * "Site-switch banner shows from cookies unless suppressed", §4 "Preferences"; decision 0343): a
 * shopper on en-US picks France, lands on fr-FR under a French banner that says so, with the site
 * currency preference cookie set for 180 days; dismissed, the banner stays away after a reload.
 */

const HALF_YEAR_S = 15_552_000;

async function pickFrance(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Choose your region' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your region' });
  await dialog.getByRole('link', { name: /France/ }).click();
  await expect(page).toHaveURL(/\/fr-fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
}

test('an en-US shopper picks France: a French site-switch banner, the currency cookie for 180 days, and dismissed it stays gone', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Site switch' })).toHaveCount(0);
  const chosenAt = Date.now() / 1000;
  await pickFrance(page);

  const banner = page.getByRole('region', { name: 'Changement de site' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Vous faites désormais vos achats sur');
  await expect(banner).toContainText('France, en euros.');
  await expect(banner.getByRole('link', { name: /^Retour sur .+ États-Unis$/ })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  const cookies = await context.cookies();
  const currency = cookies.find((c) => c.name === 'vitrine_currency');
  expect(currency?.value).toBe('EUR');
  // Max-Age 15552000 s from the choice: the expiry is 180 days on (a minute's slack for the journey).
  expect(Math.abs(currency!.expires - (chosenAt + HALF_YEAR_S))).toBeLessThan(60);
  expect(cookies.find((c) => c.name === 'vitrine_site_switch')).toMatchObject({ value: 'en-US:fr-FR', expires: -1 });

  // The banner is in the server's HTML, not added after the first paint.
  const html = await (await page.request.get('/fr-fr/')).text();
  expect(html).toContain('aria-label="Changement de site"');

  await banner.getByRole('button', { name: 'Ignorer' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Changement de site' })).toHaveCount(0);
});

test('a signed-in customer picks France: their global preferences follow (fr, FR, EUR)', async ({ page, request }) => {
  await signInAt(page, request, '/account/dashboard');
  await pickFrance(page);
  await expect(page.getByRole('region', { name: 'Changement de site' })).toBeVisible();
  const preferences = await page.request.get('/api/profile/v0/an-fr/me/preferences');
  expect(preferences.status()).toBe(200);
  expect(((await preferences.json()) as { global: Record<string, unknown> }).global).toMatchObject({ language: 'fr', country: 'FR', currency: 'EUR' });
});

/** The cookies of a shopper who chose the en-US site in site select (decision 0343). */
async function choseUnitedStates(context: BrowserContext, baseURL: string | undefined) {
  const url = baseURL ?? 'http://localhost';
  await context.addCookies([
    { name: 'vitrine_currency', value: 'USD', url },
    { name: 'vitrine_country', value: 'US', url },
    { name: 'vitrine_language', value: 'en', url },
  ]);
}

// A URL of another site opened directly (decision 0303): the banner names the chosen site and offers
// the same page there, or to stay (which makes this site the choice).
test('an en-US shopper opens /fr-fr/ directly: a French banner offers the chosen site; staying keeps fr-FR and its cookies', async ({ page, context, baseURL }) => {
  await choseUnitedStates(context, baseURL);
  // In the server's HTML, not added after the first paint; ?suppressSiteSwitch keeps it away.
  expect(await (await page.request.get('/fr-fr/')).text()).toContain('aria-label="Changement de site"');
  expect(await (await page.request.get('/fr-fr/?suppressSiteSwitch=1')).text()).not.toContain('aria-label="Changement de site"');

  await page.goto('/fr-fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const banner = page.getByRole('region', { name: 'Changement de site' });
  await expect(banner).toContainText('Vous avez choisi de faire vos achats sur');
  await expect(banner).toContainText('États-Unis, en dollars des États-Unis.');
  await expect(banner.getByRole('link', { name: /^Aller sur .+ États-Unis$/ })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: /^Rester sur .+ France$/ }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'vitrine_currency')?.value).toBe('EUR');
  const cookies = await context.cookies();
  expect([cookies.find((c) => c.name === 'vitrine_country')?.value, cookies.find((c) => c.name === 'vitrine_language')?.value]).toEqual(['FR', 'fr']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changement de site' })).toHaveCount(0);
});

test('an en-US shopper opens a French product link: going back lands on the same product on en-US, cookies unchanged', async ({ page, context, baseURL }) => {
  await choseUnitedStates(context, baseURL);
  await page.goto(`/fr-fr/shop/${SHOWCASE.standard.slug}`);
  const banner = page.getByRole('region', { name: 'Changement de site' });
  const back = banner.getByRole('link', { name: /^Aller sur .+ États-Unis$/ });
  await expect(back).toHaveAttribute('href', `/shop/${SHOWCASE.standard.slug}`);
  await expectNoAxeViolations(page);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOWCASE.standard.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site switch' })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'vitrine_currency')?.value).toBe('USD');
});
