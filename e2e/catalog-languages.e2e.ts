import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

/**
 * The catalogue in every language (decisions 0251, 0252, 0255): translated navigation, category and
 * colour names, English product text marked with lang, accent-insensitive search and the popular
 * items of the empty search box.
 */
test('/de-de/ names navigation, categories and colours in German and marks the English product name', async ({ page }) => {
  await page.goto(`/de-de/shop/${SHOWCASE.standard.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Damen', exact: true })).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('radio', { name: /^(Schwarz|Grau|Blau|Rot|Grün|Lila|Orange|Gelb|Weiß|Braun|Lavendel)/ }).first()).toBeAttached();
  await expectNoAxeViolations(page);

  await page.goto('/de-de/women-tops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oberteile');
  await expectNoAxeViolations(page);
});

test('/fr-fr/ names the navigation in French and finds « Numérique » when typed without accents', async ({ page }) => {
  await page.goto('/fr-fr/search?q=numerique');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'Femme', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Numérique/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the empty search box shows three popular items, and one opens its product page', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.click();
  const popular = page.getByRole('group', { name: 'Popular items' });
  await expect(popular.getByRole('option')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
