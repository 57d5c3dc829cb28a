import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

/**
 * Every page template passes axe in every locale (shell-and-account.md §1 languages; the regions
 * work's acceptance): home, a category listing, a product page, search results and the cart, on
 * each of the nine mounts, with the document's language set to the mount's locale.
 */
const MOUNTS = [
  ['en-US', '/'],
  ['en-GB', '/en-gb/'],
  ['en-CA', '/en-ca/'],
  ['fr-CA', '/fr-ca/'],
  ['fr-FR', '/fr-fr/'],
  ['de-DE', '/de-de/'],
  ['es-ES', '/es-es/'],
  ['it-IT', '/it-it/'],
  ['zh-CN', '/zh-cn/'],
] as const;

const PAGES = ['', 'women-tops', `shop/${SHOWCASE.standard.slug}?color=${SHOWCASE.standard.colorCode}`, 'search?q=hoodie', 'cart'];

for (const [locale, mount] of MOUNTS) {
  test(`${locale}: home, listing, product, search and cart pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PAGES) {
      await page.goto(`${mount}${path}`);
      await expect(page.locator('html'), `${mount}${path}`).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }).first(), `${mount}${path}`).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
