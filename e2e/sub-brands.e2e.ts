import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * Sub-brands as storefronts (shopping.md §1, §2 "Header"; shell-and-account.md §2; decisions
 * 0344-0346): on an-us the brand tabs lead to the AnthroLiving home, which lists only the
 * sub-brand's products and shows its navigation root; its robots and canonical are in the server's
 * HTML; a site without the sub-brand answers 404; fp-uk's FP Movement listing is refined the same
 * way. The e2e server builds the an brand only (decision 0003), so fp-uk is checked through its API.
 */

/** The sub-brands of the products behind the page's tiles, read from the catalogue API. */
async function subBrandsOfTiles(page: Page, request: APIRequestContext, site: string, pool: string): Promise<string[]> {
  const ids = await page.locator('main li[data-product-id]').evaluateAll((items) => items.map((li) => li.getAttribute('data-product-id') ?? ''));
  expect(ids.length).toBeGreaterThan(0);
  const res = await request.get(`/api/catalog/v0/${site}/pools/${pool}/products?product-id=${ids.join(',')}`);
  const body = (await res.json()) as { products: { product: { subBrand: string | null } }[] };
  expect(body.products).toHaveLength(ids.length);
  return body.products.map((p) => p.product.subBrand ?? 'none');
}

test.describe('sub-brands', () => {
  test('on an-us the AnthroLiving tab opens a home of home goods only, with its navigation root', async ({ page, request }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const brands = banner.getByRole('navigation', { name: 'Brands' });
    await expect(brands.getByRole('link', { name: 'Vitrine' })).toHaveAttribute('aria-current', 'page');
    await brands.getByRole('link', { name: 'AnthroLiving' }).click();

    await expect(page).toHaveURL(/\/anthroliving$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AnthroLiving' })).toBeVisible();
    await expect(brands.getByRole('link', { name: 'AnthroLiving' })).toHaveAttribute('aria-current', 'page');
    await expect(brands.getByRole('link', { name: 'Vitrine' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/AnthroLiving/);

    // Every product tile belongs to the sub-brand.
    await expect(page.getByRole('region', { name: /^Trending in / }).locator('li[data-product-id]').first()).toBeVisible();
    expect(new Set(await subBrandsOf(page, request))).toEqual(new Set(['anthroliving']));

    // The main navigation shows the sub-brand's root (the Home branch), not the site's.
    const root = (await (await request.get('/api/catalog/v0/an-us/configuration')).json()) as { subBrands: { rootNavSlug: string }[] };
    const nav = (await (await request.get(`/api/catalog/v0/an-us/navigation?slug=${root.subBrands[0]!.rootNavSlug}`)).json()) as { navigationItems: { navigationItems: { displayName: string }[] }[] };
    const firstChild = nav.navigationItems[0]!.navigationItems[0]!.displayName;
    const mainNav = banner.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toContainText(firstChild);
    await expect(mainNav).not.toContainText('Women');
    await expectNoAxeViolations(page);

    // A listing opened from the sub-brand home stays on the sub-brand, refined to its products.
    await page.getByRole('link', { name: /^Shop all/ }).click();
    await expect(page).toHaveURL(/subbrand=anthroliving/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(brands.getByRole('link', { name: 'AnthroLiving' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main li[data-product-id]').first()).toBeVisible();
    expect(new Set(await subBrandsOf(page, request))).toEqual(new Set(['anthroliving']));
  });

  test('the server HTML of the sub-brand home carries its robots meta, canonical and the hreflang alternates of its own sites', async ({ request, baseURL }) => {
    const res = await request.get('/anthroliving', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="index, follow"\/?>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/anthroliving"`);
    // hreflang alternates name only the sites that serve the sub-brand (an-us, an-ca), never a 404 (decision 0344).
    expect(html).toContain(`hrefLang="fr-CA" href="${baseURL}/fr-ca/anthroliving"`);
    expect(html).not.toContain('hrefLang="de-DE"');
    expect(html).toMatch(/<nav[^>]*aria-label="Brands"/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/anthroliving"|<a[^>]*href="\/anthroliving"[^>]*aria-current="page"/);
  });

  test('an-ca serves the sub-brand under its context path; an-de answers 404', async ({ page }) => {
    await page.goto('/en-ca/anthroliving');
    await expect(page.getByRole('heading', { level: 1, name: 'AnthroLiving' })).toBeVisible();
    await expectNoAxeViolations(page);

    const missing = await page.goto('/de-de/anthroliving');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Wir können diese Seite nicht finden' })).toBeVisible();
    // No brand tabs on a site without sub-brands: the logo stays.
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Marken' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Vitrine', exact: true })).toHaveAttribute('href', /^\/de-de\/?\?ref=logo$/);
  });

  test('fp-uk enables FP Movement and its home listing holds only its products', async ({ request }) => {
    const config = (await (await request.get('/api/catalog/v0/fp-uk/configuration')).json()) as { subBrands: { code: string; rootNavSlug: string }[] };
    expect(config.subBrands.map((b) => b.code)).toEqual(['fpmovement']);
    const res = await request.post(`/api/catalog-search-service/v0/fp-uk/tiles/${config.subBrands[0]!.rootNavSlug}`, { data: { pageSize: 120, page: 1, refinements: { subBrands: ['fpmovement'] } } });
    const tiles = (await res.json()) as { records: { productId: string }[] };
    expect(tiles.records.length).toBeGreaterThan(0);
    const products = (await (await request.get(`/api/catalog/v0/fp-uk/pools/UK_DIRECT/products?product-id=${tiles.records.map((t) => t.productId).join(',')}`)).json()) as { products: { product: { subBrand: string | null } }[] };
    expect(new Set(products.products.map((p) => p.product.subBrand))).toEqual(new Set(['fpmovement']));
  });
});

/** The sub-brands of an-us tiles on the page. */
function subBrandsOf(page: Page, request: APIRequestContext): Promise<string[]> {
  return subBrandsOfTiles(page, request, 'an-us', 'US_DIRECT');
}
