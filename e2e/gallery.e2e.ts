import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { revealGallery } from './support/deferred-sections';

/**
 * The home page's shop-the-look gallery (shopping.md §7 "Content and personalization": GET
 * /content/v0/{brandId}/galleries/{galleryId} with summary false, limit 24, offset 0, sort ORDER;
 * §9 "Gallery limit 24"; decision 0406) on the en-US site, whose gallery holds 30 looks: it loads
 * after hydration into the space its placeholder reserved (no layout shift), shows 24 looks of lazy
 * photos with their products, "Load more looks" adds the rest and moves focus, a product link opens
 * the product page; the fr-CA site shows it in French; a failing gallery call leaves the page
 * without it. Every state is scanned with axe.
 */

const GALLERY_CALL = '**/api/content/v0/an/galleries/shop-the-look?**';

/**
 * Sums the layout shifts not caused by input (web-vitals' CLS, one window) of the gallery's own
 * nodes — the placeholder and the gallery region — so that other late content of the page (the
 * recommendation tray, banners) does not count against it; every shifted node is kept for the report.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifted: string[] };
    w.__shift = 0;
    w.__shifted = [];
    const inGallery = (node: Node | null) => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      if (!element) return false;
      if (element.closest('[data-gallery-placeholder]')) return true;
      return element.closest('section')?.querySelector('h2')?.textContent === 'Shop the look';
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        w.__shifted.push(...sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))));
        if (sources.some((s) => inGallery(s.node))) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = async (page: Page) => {
  const { shift, shifted } = await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifted: string[] };
    return { shift: w.__shift, shifted: w.__shifted };
  });
  test.info().annotations.push({ type: 'layout shifts', description: shifted.join(', ') || 'none' });
  return shift;
};

test.describe('home page gallery', () => {
  // Each journey loads lazy chunks and scans with axe more than once: slow on the shared machine.
  test.slow();

  test('loads into its reserved space, shows 24 looks with their products, loads the rest and opens a product', async ({ page }) => {
    await watchLayoutShifts(page);
    // Hold the gallery call until the reserved space is in view, so a shift would show.
    let release: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(GALLERY_CALL, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/');
    // The gallery mounts near the viewport (decision 0480).
    await revealGallery(page);
    // The section's chunk is in and its call is held: its placeholder stays until the call is released.
    await requested;
    const reserved = await page.evaluate(() => {
      const placeholder = document.querySelector('[data-gallery-placeholder]')!;
      placeholder.scrollIntoView({ block: 'center' });
      const { y, height } = placeholder.getBoundingClientRect();
      return { y, height };
    });
    release();

    const gallery = page.getByRole('region', { name: 'Shop the look' });
    await expect(gallery).toBeVisible();
    const shown = await gallery.boundingBox();
    expect(Math.abs(shown!.height - reserved!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(shown!.y - reserved!.y)).toBeLessThanOrEqual(1);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);

    const looks = gallery.getByRole('list', { name: 'Products in this look' });
    await expect(looks).toHaveCount(24);
    const photo = gallery.getByRole('img').first();
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('srcset', /\?w=360 360w/);
    await expect(photo).toHaveAttribute('alt', /^Model wearing the .+ in .+$/);
    await expect(photo).toHaveAttribute('width', /\d+/);
    // The hero image stays the LCP image: eager, high priority.
    await expect(page.locator('img[fetchpriority="high"]').first()).toHaveAttribute('loading', 'eager');
    await expect(gallery.getByRole('status')).toHaveText('Showing 24 of 30 looks');
    await expectNoAxeViolations(page);

    await gallery.getByRole('button', { name: 'Load more looks' }).click();
    await expect(looks).toHaveCount(30);
    await expect(gallery.getByRole('status')).toHaveText('Showing 30 of 30 looks');
    await expect(gallery.getByRole('button', { name: 'Load more looks' })).toHaveCount(0);
    const firstNew = looks.nth(24).getByRole('link').first();
    await expect(firstNew).toBeFocused();
    await expectNoAxeViolations(page);

    const product = looks.first().getByRole('link').first();
    const name = (await product.textContent())!;
    await product.click();
    await expect(page).toHaveURL(/\/shop\/[a-z0-9-]+/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('speaks French on the fr-CA site', async ({ page }) => {
    await page.goto('/fr-ca/');
    await revealGallery(page);
    const gallery = page.getByRole('region', { name: 'Adoptez le look' });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', /^Mannequin portant .+, coloris .+$/);
    await expect(gallery.getByRole('list', { name: 'Produits de ce look' })).toHaveCount(24);
    await expect(gallery.getByRole('button', { name: 'Afficher plus de looks' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a failing gallery call leaves the home page without the gallery', async ({ page }) => {
    await page.route(GALLERY_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'boom' }) }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await revealGallery(page);
    await expect(page.locator('[data-gallery-placeholder]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Shop the look' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
