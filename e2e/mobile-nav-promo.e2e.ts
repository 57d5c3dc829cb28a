import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The mobile navigation promo (shopping.md §7 "Content": componentSupernavAdditionalMobilePromo;
 * decision 0413) at a phone's width: its chunk and entry load only when the push menu opens, its
 * slot keeps one height while loading and once shown, its photo comes at the spec's widths, its call
 * to action navigates and closes the menu, it shows in the site's language, and an entry with a
 * `javascript:` link shows no promo at all.
 */

const PHONE = { width: 390, height: 844 };
const SLOT_HEIGHT = 172;

test.describe('the mobile navigation promo', () => {
  test('loads when the menu opens, keeps its slot, passes axe and its call to action navigates', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const promoRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('componentSupernavAdditionalMobilePromo') || /mobile-nav-promo[^/]*\.js/.test(req.url())) promoRequests.push(req.url());
    });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(promoRequests).toEqual([]);

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const promo = menu.getByRole('region', { name: 'Layers for cold mornings' });
    await expect(promo).toBeVisible();
    expect(promoRequests.some((url) => url.includes('content_type=componentSupernavAdditionalMobilePromo'))).toBe(true);
    expect((await promo.boundingBox())?.height).toBe(SLOT_HEIGHT);
    await expect(promo.getByText('New season')).toBeVisible();
    const photo = promo.getByRole('img', { name: 'A woman in a grey yoga jacket' });
    await expect(photo).toHaveAttribute('srcset', /wj02-gray_main\.jpg\?w=360 360w, .*\?w=540 540w/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page, '[role="dialog"]');

    await promo.getByRole('link', { name: 'Shop jackets' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=jacket$/);
  });

  test('shows in the site’s language and under its context path', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/de-de/');
    await page.getByRole('button', { name: 'Menü' }).click();
    const promo = page.getByRole('dialog', { name: 'Menü' }).getByRole('region', { name: 'Schichten für kalte Morgen' });
    await expect(promo.getByRole('link', { name: 'Jacken entdecken' })).toHaveAttribute('href', '/de-de/search?q=jacket');
    await expect(promo.getByRole('img', { name: 'Eine Frau in einer grauen Yogajacke' })).toBeVisible();
  });

  test('an entry whose link is javascript: shows no promo', async ({ page, request }) => {
    const entryPath = '/api/__sandbox/content/an-es/componentSupernavAdditionalMobilePromo/mobile-nav-promo';
    const query = '/api/content/v1/an-es/entries?content_type=componentSupernavAdditionalMobilePromo&include=0&environment=master&limit=1';
    const original = ((await (await request.get(query)).json()) as { items: { fields: Record<string, unknown> }[] }).items[0]!.fields;
    const ctaLink = { ...(original['ctaLink'] as Record<string, unknown>), linkPath: 'javascript:alert(document.cookie)' };
    expect((await request.put(entryPath, { data: { language: 'es', fields: { ...original, ctaLink } } })).status()).toBe(200);
    try {
      await page.setViewportSize(PHONE);
      await page.goto('/es-es/');
      const answered = page.waitForResponse((res) => res.url().includes('content_type=componentSupernavAdditionalMobilePromo'));
      await page.getByRole('button', { name: 'Menú' }).click();
      await answered;
      const menu = page.getByRole('dialog', { name: 'Menú' });
      await expect(menu.locator('[data-mobile-nav-promo]')).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Ver chaquetas' })).toHaveCount(0);
    } finally {
      expect((await request.put(entryPath, { data: { language: 'es', fields: original } })).status()).toBe(200);
    }
  });
});
