import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

test('fr-FR is served under /fr-fr/ with French texts, French product names and euro prices', async ({ page }) => {
  await page.goto(`/fr-fr/shop/${SHOWCASE.homeGoods.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOWCASE.homeGoods.frName);
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('€');
  await expect(page.getByRole('link', { name: /^Panier/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
