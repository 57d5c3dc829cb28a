import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavItem, Product } from '@vitrine/core';
import { InMemoryCatalog } from '@vitrine/adapters/in-memory';
import { aNavForest, aNavItem, aProduct, anImage, aSiteConfiguration } from '../../../mothers/index';
import { renderApp } from '../../render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Makes (min-width: 1025px) match, so the header shows the desktop navigation. */
function desktop() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    ({ matches: query.includes('min-width: 1025px'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
let restore: () => void = () => undefined;
afterEach(() => restore());

/** Six products with their own images in category 'home-decor': the first four anthroliving, the last two not. */
function products(): Product[] {
  return Array.from({ length: 6 }, (_, i) => {
    const base = aProduct();
    const image = anImage(`/api/images/spree/p${i + 1}.jpg`, `Product ${i + 1}`);
    return {
      ...base,
      productId: `P${i + 1}`,
      productSlug: `product-${i + 1}`,
      displayName: `Product ${i + 1}`,
      subBrand: i < 4 ? 'anthroliving' : null,
      colors: base.colors.map((c) => ({ ...c, images: [image] })),
    };
  });
}

/** The default menu plus the anthroliving root 'anthroliving-root' > 'home-decor' (Decor) and 'home-bath' (Bath). */
function nav(): NavItem[] {
  const decor = aNavItem({ slug: 'home-decor', itemId: 'nav-decor', categoryId: 'cat-decor', displayName: 'Decor', nestLevel: 1, ancestorSlugs: ['anthroliving-root'] });
  const bath = aNavItem({ slug: 'home-bath', itemId: 'nav-bath', categoryId: 'cat-bath', displayName: 'Bath', nestLevel: 1, ancestorSlugs: ['anthroliving-root'] });
  const root = aNavItem({ slug: 'anthroliving-root', type: 'default', itemId: 'nav-al', categoryId: null, displayName: 'AnthroLiving', nestLevel: 0, ancestorSlugs: [], children: [decor, bath] });
  return [...aNavForest(), root];
}

function fixture() {
  const list = products();
  const ids = list.map((p) => p.productId);
  return {
    products: list,
    nav: nav(),
    catalog: new InMemoryCatalog(list, [
      { category: { slug: 'home-decor', displayName: 'Decor' }, productIds: ids },
      { category: { slug: 'home-bath', displayName: 'Bath' }, productIds: ids },
      { category: { slug: 'anthroliving-root', displayName: 'AnthroLiving' }, productIds: ids },
    ]),
  };
}

describe('sub-brand home (shopping §1; decision 0344)', () => {
  it('shows the sub-brand with its robots meta, categories on the sub-brand and a tray of its own products only', async () => {
    const { catalog, ...rest } = fixture();
    const { container } = renderApp('/anthroliving', { ...rest, catalog });
    expect(await screen.findByRole('heading', { level: 1, name: 'AnthroLiving' })).toBeTruthy();
    expect(document.title).toBe('AnthroLiving');
    expect(container.ownerDocument.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(screen.getByRole('link', { name: 'Shop Decor' }).getAttribute('href')).toBe('/home-decor?subbrand=anthroliving');
    const categories = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(categories).getByRole('link', { name: 'Bath' }).getAttribute('href')).toBe('/home-bath?subbrand=anthroliving');
    // The tray shows the whole sub-brand root: four anthroliving products, one the hero, two the entry tiles; P5 and P6 never show.
    const tray = screen.getByRole('region', { name: 'Trending in AnthroLiving' });
    expect(within(tray).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 4']);
    expect(within(tray).getByText('Shop all').closest('a')?.getAttribute('href')).toBe('/anthroliving-root?subbrand=anthroliving');
    expect(catalog.calls).toContain('getCategoryTiles home-decor 1 13 subBrands=anthroliving');
    expect(catalog.calls).toContain('getCategoryTiles anthroliving-root 1 13 subBrands=anthroliving');
    expect(catalog.calls.filter((c) => c.startsWith('getCategoryTiles')).every((c) => c.endsWith('subBrands=anthroliving'))).toBe(true);
  });

  it('is the not-found page on a site where the sub-brand is not enabled', async () => {
    renderApp('/anthroliving', { ...fixture(), config: aSiteConfiguration({ siteId: 'an-de', subBrands: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: /not found|can.t find/i })).toBeTruthy();
  });

  it('works for fpmovement on fp-uk', async () => {
    const config = aSiteConfiguration({ siteId: 'fp-uk', siteName: 'Vitrine Studio', brand: 'fp', subBrands: [{ code: 'fpmovement', siteName: 'FP Movement', rootNavSlug: 'anthroliving-root', homepageSlug: 'homepage-fpmovement' }] });
    const list = products().map((p) => ({ ...p, subBrand: p.subBrand ? 'fpmovement' : null }));
    const catalog = new InMemoryCatalog(list, [{ category: { slug: 'home-decor', displayName: 'Decor' }, productIds: list.map((p) => p.productId) }]);
    renderApp('/fpmovement', { products: list, nav: nav(), catalog, config });
    expect(await screen.findByRole('heading', { level: 1, name: 'FP Movement' })).toBeTruthy();
    expect(screen.getByText('Activewear made to move in, from the studio to the trail.')).toBeTruthy();
    expect(catalog.calls).toContain('getCategoryTiles home-decor 1 13 subBrands=fpmovement');
  });
});

describe('brand tabs and sub-brand navigation (shopping §2 "Header"; decision 0345)', () => {
  it('shows a Brands navigation with the main brand and the sub-brand, the current one marked, and the sub-brand root in the main navigation', async () => {
    restore = desktop();
    renderApp('/anthroliving', fixture());
    const banner = await screen.findByRole('banner');
    const brands = await within(banner).findByRole('navigation', { name: 'Brands' });
    const main = within(brands).getByRole('link', { name: 'Vitrine' });
    const living = within(brands).getByRole('link', { name: 'AnthroLiving' });
    expect([main.getAttribute('href'), living.getAttribute('href')]).toEqual(['/?ref=logo', '/anthroliving']);
    await waitFor(() => expect(living.getAttribute('aria-current')).toBe('page'));
    expect(main.getAttribute('aria-current')).toBeNull();
    // The main navigation shows the sub-brand's root: its categories, not the site's.
    expect(await within(banner).findByText('Decor')).toBeTruthy();
    expect(within(banner).queryByText('Men')).toBeNull();
    // Its links keep the shopper on the sub-brand.
    const decor = within(within(banner).getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Decor' });
    expect(decor.getAttribute('href')).toBe('/home-decor?subbrand=anthroliving');
  });

  it('marks the main brand off a sub-brand, and keeps the logo on a site without sub-brands', async () => {
    restore = desktop();
    const first = renderApp('/', fixture());
    const brands = await within(await screen.findByRole('banner')).findByRole('navigation', { name: 'Brands' });
    expect(within(brands).getByRole('link', { name: 'Vitrine' }).getAttribute('aria-current')).toBe('page');
    expect((await within(screen.getByRole('banner')).findAllByText('Men')).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('banner')).queryByText('Decor')).toBeNull();
    first.unmount();

    renderApp('/', { ...fixture(), config: aSiteConfiguration({ siteId: 'an-de', subBrands: [] }) });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Vitrine' }).getAttribute('href')).toBe('/?ref=logo');
    expect(within(banner).queryByRole('navigation', { name: 'Brands' })).toBeNull();
  });

  it('refines a listing opened with ?subbrand= to the sub-brand, and ignores a sub-brand the site does not have', async () => {
    const { catalog, ...rest } = fixture();
    renderApp('/home-decor?subbrand=anthroliving', { ...rest, catalog });
    expect(await screen.findByRole('heading', { level: 1, name: 'Decor' })).toBeTruthy();
    expect(catalog.calls).toContain('getCategoryTiles home-decor 1 24 subBrands=anthroliving');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).filter((h) => /^Product/.test(h.textContent ?? '')).length).toBe(4));
  });

  it('lists everything when the subbrand parameter names no sub-brand of the site', async () => {
    const { catalog, ...rest } = fixture();
    renderApp('/home-decor?subbrand=fpmovement', { ...rest, catalog });
    expect(await screen.findByRole('heading', { level: 1, name: 'Decor' })).toBeTruthy();
    expect(catalog.calls).toContain('getCategoryTiles home-decor 1 24');
  });
});
