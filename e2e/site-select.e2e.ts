import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';
import { captureFlagRequests } from './support/flags';

/**
 * Site select with one entry per country (shell-and-account.md §2 "Site-select modal"; shopping.md
 * §9; decisions 0341, 0343, 0307): an en-US shopper opens #site-select from the footer, finds some
 * 240 countries whose flags arrive one request each and only for the entries in view, picks Austria
 * and lands on the German site in euros, named Austria in the header, with the site currency
 * preference cookie for 180 days and no banner offering another site.
 */

const HALF_YEAR_S = 15_552_000;

test('an en-US shopper picks Austria among some 240 countries and shops on /de-de/ in euros as Austria', async ({ page, context }) => {
  // axe over the whole list of countries takes a while on a loaded 2-core machine.
  test.setTimeout(120_000);
  const flagRequests = captureFlagRequests(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(flagRequests, 'no flag with the first page').toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Choose your region' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your region' });
  await expect(dialog).toBeVisible();
  const links = dialog.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(140);
  await expect(dialog.getByRole('status')).toHaveText(`${count} countries`);
  // The first entries' flags arrive; those far down the list are not fetched on open.
  await expect(dialog.locator('img[data-flag]').first()).toBeVisible();
  await expect(links.first().locator('img[data-flag]')).toHaveAttribute('alt', '');
  await page.waitForLoadState('networkidle');
  const onOpen = [...flagRequests];
  expect(onOpen.length).toBeGreaterThan(0);
  expect(onOpen.length, `flags fetched on open: ${onOpen.join(' ')}`).toBeLessThan(count / 2);
  expect(new Set(onOpen).size, 'one request per flag').toBe(onOpen.length);
  expect(onOpen).not.toContain('ZW');
  await expect(dialog.locator('[data-flag-pending="ZW"]')).toHaveCount(1);
  await expectNoAxeViolations(page, 'dialog[open]');

  // Scrolling to the end fetches the flags that come into view, each once.
  await links.last().scrollIntoViewIfNeeded();
  await expect(dialog.locator('img[data-flag="ZW"]')).toHaveCount(1);
  expect(new Set(flagRequests).size, 'one request per flag').toBe(flagRequests.length);

  // The filter narrows the list; Austria is served by the German site.
  await dialog.getByRole('searchbox', { name: 'Find your country' }).fill('austria');
  await expect(dialog.getByRole('status')).toHaveText('1 country');
  const austria = dialog.getByRole('link', { name: /^Austria/ });
  await expect(austria).toHaveAttribute('href', '/de-de/');
  await expect(austria).toContainText('€ EUR');
  await expect(austria.locator('[lang="de-DE"]')).toHaveText('Deutsch');
  const chosenAt = Date.now() / 1000;
  await austria.click();

  await expect(page).toHaveURL(/\/de-de\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('banner').getByRole('button', { name: /Österreich · EUR$/ })).toBeVisible();
  // The switch is told (decision 0343); no banner offers another site (decision 0303).
  await expect(page.getByRole('region', { name: 'Website-Wechsel' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bei .+ bleiben$/ })).toHaveCount(0);

  const cookies = await context.cookies();
  const currency = cookies.find((c) => c.name === 'vitrine_currency');
  expect(currency?.value).toBe('EUR');
  // Max-Age 15552000 s from the choice: the expiry is 180 days on (a minute's slack for the journey).
  expect(Math.abs(currency!.expires - (chosenAt + HALF_YEAR_S))).toBeLessThan(60);
  expect(cookies.find((c) => c.name === 'vitrine_country')?.value).toBe('AT');
  expect(cookies.find((c) => c.name === 'vitrine_language')?.value).toBe('de');

  await page.goto(`/de-de/shop/${SHOWCASE.homeGoods.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOWCASE.homeGoods.deName);
  await expect(page.getByRole('main')).toContainText('€');
  await expect(page.getByRole('banner').getByRole('button', { name: /Österreich · EUR$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bei .+ bleiben$/ })).toHaveCount(0);
});

test('the Austrian choice opened on the French site: the banner offers the German site, not the French one', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'vitrine_country', value: 'AT', url: baseURL! },
    { name: 'vitrine_language', value: 'de', url: baseURL! },
    { name: 'vitrine_currency', value: 'EUR', url: baseURL! },
  ]);
  await page.goto('/fr-fr/');
  const banner = page.getByRole('region', { name: 'Changement de site' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: /Autriche$/ })).toHaveAttribute('href', /^\/de-de\//);
  await expect(page.getByRole('banner').getByRole('button', { name: /France · EUR$/ })).toBeVisible();
});
