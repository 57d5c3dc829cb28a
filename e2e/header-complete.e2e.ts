import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';

/**
 * The complete header (shell-and-account.md §2 "Page shell"; shopping.md §2 "Header"; decision
 * 0366): the utility bar, the brand utility links, the 'also visit' link to the other brand and the
 * lower promo message come from the content API's headerContainer, are in the server's HTML, show
 * in the site's language, and below 1025 px the utility links are in the push menu.
 */

test.describe('the complete header', () => {
  test('the page HTML (no JS) already holds the utility, also-visit and brand navigations and the lower promo', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('aria-label="Utility"');
    expect(html).toContain('href="/stores"');
    expect(html).toContain('aria-label="More from Vitrine"');
    expect(html).toMatch(/<nav aria-labelledby="also-visit-bar"[^>]*>.*Also visit/);
    expect(html).toContain('href="https://studio.vitrine.example/"');
    expect(html).toContain('<strong>Free standard shipping</strong> on orders over $150');
    const fr = await (await request.get('/fr-fr/')).text();
    expect(fr).toContain('aria-label="Services"');
    expect(fr).toContain('href="/fr-fr/stores"');
    expect(fr).toContain('href="https://studio.vitrine.example/fr-fr/"');
  });

  test('desktop (1280 px, en-US): the navigations with their links and the lower promo; axe finds nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const utility = page.getByRole('navigation', { name: 'Utility' });
    await expect(utility).toBeVisible();
    await expect(utility.getByRole('link')).toHaveText(['Find a store', 'Shipping', 'Returns', 'Order status', 'Gift card balance', 'Rewards']);
    await expect(utility.getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/stores');
    const brand = page.getByRole('navigation', { name: 'More from Vitrine' });
    await expect(brand.getByRole('link', { name: 'Our brands' })).toHaveAttribute('href', '/brands');
    const alsoVisit = page.getByRole('navigation', { name: 'Also visit' });
    await expect(alsoVisit.getByRole('link', { name: 'Vitrine Studio (opens another site)' })).toHaveAttribute('href', 'https://studio.vitrine.example/');
    await expect(page.getByText('Free standard shipping')).toBeVisible();
    const details = page.getByRole('banner').getByRole('link', { name: 'See details' });
    await expect(details).toHaveAttribute('href', '/help/shipping');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'header-complete');

    await utility.getByRole('link', { name: 'Find a store' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('navigation', { name: 'Utility' })).toBeVisible();
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });

  test('fr-FR: the header content in French, store links under /fr-fr/', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/fr-fr/');
    const utility = page.getByRole('navigation', { name: 'Services' });
    await expect(utility.getByRole('link', { name: 'Trouver un magasin' })).toHaveAttribute('href', '/fr-fr/stores');
    await expect(page.getByRole('navigation', { name: 'Plus de Vitrine' }).getByRole('link', { name: 'Nos marques' })).toBeVisible();
    const alsoVisit = page.getByRole('navigation', { name: 'À découvrir aussi' });
    await expect(alsoVisit.getByRole('link', { name: 'Vitrine Studio (ouvre un autre site)' })).toHaveAttribute('href', 'https://studio.vitrine.example/fr-fr/');
    await expect(page.getByText('Livraison standard offerte')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(/dès 150\s€ d’achat/);
    await expectNoAxeViolations(page);
  });

  test('mobile (390 px): no utility bar in the page, the utility links in the push menu; axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Utility' })).toHaveCount(0);
    await expect(page.getByText('Free standard shipping')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const utility = menu.getByRole('navigation', { name: 'Utility' });
    await expect(utility.getByRole('link', { name: 'Order status' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Also visit' }).getByRole('link', { name: 'Vitrine Studio (opens another site)' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await utility.getByRole('link', { name: 'Gift card balance' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Check a gift card balance' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Order status' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/order-inquiry$/);
  });

  test('a 502 MOCKED_CONTENTFUL_DOWN_ERROR on the entries call: the header content comes from the direct provider', async ({ page, request }) => {
    const fault = { path: '/content/v1/an-ca/entries', method: 'GET', status: 502, code: 'MOCKED_CONTENTFUL_DOWN_ERROR', count: 2 };
    expect((await request.post('/api/__sandbox/faults', { data: fault })).status()).toBe(201);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en-ca/');
    await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/en-ca/stores');
    await expect(page.getByRole('navigation', { name: 'Also visit' }).getByRole('link')).toHaveAttribute('href', 'https://studio.vitrine.example/en-ca/');
    await expect(page.getByRole('banner')).toContainText('Free standard shipping on orders over $150');
    const armed = (await (await request.get('/api/__sandbox/faults')).json()) as { faults: { path: string }[] };
    expect(armed.faults.filter((f) => f.path === fault.path)).toEqual([]);
  });
});
