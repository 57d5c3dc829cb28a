import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@vitrine/core';
import { InMemoryCatalog } from '@vitrine/adapters/in-memory';
import { aMarkedDownProduct, aProduct, HOODIE, usd } from '../../../mothers/index';
import { currentUrl, renderApp } from '../../render-app';

/** 30 hoodies in the hoodies category (two pages of 24), the first one marked down. */
function thirtyHoodies(): Product[] {
  return Array.from({ length: 30 }, (_, i) => {
    const base = i === 0 ? aMarkedDownProduct() : aProduct();
    return { ...base, productId: `H${i + 1}`, productSlug: `hoodie-${i + 1}`, displayName: `Hoodie ${i + 1}` };
  });
}

const productList = () => screen.getByRole('list', { name: 'Products' });

describe('category page', () => {
  it('shows h1, breadcrumbs, count and the first 24 tiles with pagination', async () => {
    renderApp('/mens-hoodies-sweatshirts', { products: thirtyHoodies() });
    expect(await screen.findByRole('heading', { level: 1, name: HOODIE.category.displayName })).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Men', 'Hoodies & Sweatshirts']);
    expect(within(crumbs).getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/men');
    expect(screen.getByText('Showing 1–24 of 30 products')).toBeTruthy();
    expect(within(productList()).getAllByRole('listitem')).toHaveLength(24);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/mens-hoodies-sweatshirts?page=2');
  });

  it('renders tiles with srcset, intrinsic size, PDP link, price and markdown', async () => {
    renderApp('/mens-hoodies-sweatshirts', { products: thirtyHoodies() });
    await screen.findByRole('heading', { level: 1, name: HOODIE.category.displayName });
    const first = within(productList()).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'Hoodie 1' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Hoodie 1' }).getAttribute('href')).toBe('/shop/hoodie-1?color=BLACK');
    const image = first.querySelector('img')!;
    expect(image.getAttribute('width')).toBe('1274');
    expect(image.getAttribute('height')).toBe('1580');
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('srcset')).toBe(
      [360, 540, 640, 720, 960, 1080, 1314].map((w) => `/api/images/luma/m/h/mh01-black_main.jpg?w=${w} ${w}w`).join(', '),
    );
    expect(first.querySelector('source')?.getAttribute('srcset')).toBe(
      [540, 720, 1080].map((w) => `/api/images/luma/m/h/mh01-black_main.jpg?w=${w} ${w}w`).join(', '),
    );
    // Marked down: sale range first, the list price struck through with an accessible label.
    expect(first.textContent).toContain('Sale price: $39.00 – $52.00');
    expect(first.querySelector('s')?.textContent).toBe('$52.00');
    expect(first.textContent).toContain('2 colors');
    // The first tiles load eagerly, later ones lazily.
    expect(image.getAttribute('loading')).toBe('eager');
    const later = within(productList()).getAllByRole('listitem')[5]!.querySelector('img')!;
    expect(later.getAttribute('loading')).toBe('lazy');
  });

  it('pages with ?page= links', async () => {
    const { user, router } = renderApp('/mens-hoodies-sweatshirts', { products: thirtyHoodies() });
    await screen.findByRole('heading', { level: 1, name: HOODIE.category.displayName });
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: /Next/ }));

    await waitFor(() => expect(currentUrl(router)).toBe('/mens-hoodies-sweatshirts?page=2'));
    await waitFor(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(6));
    expect(screen.getByText('Showing 25–30 of 30 products')).toBeTruthy();
    expect(within(productList()).getByRole('link', { name: 'Hoodie 25' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/mens-hoodies-sweatshirts');
  });

  it('redirects a page past the last one to the last page', async () => {
    const { router } = renderApp('/mens-hoodies-sweatshirts?page=9', { products: thirtyHoodies() });
    await waitFor(() => expect(currentUrl(router)).toBe('/mens-hoodies-sweatshirts?page=2'));
    expect(await screen.findByText('Showing 25–30 of 30 products')).toBeTruthy();
  });

  it('links the subcategories of a parent category', async () => {
    const products = [aProduct()];
    const catalog = new InMemoryCatalog(products, [
      { category: { slug: 'men', displayName: 'Men' }, productIds: ['MH01'] },
      { category: { ...HOODIE.category }, productIds: ['MH01'] },
    ]);
    renderApp('/men', { products, catalog });
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeTruthy();
    const sub = screen.getByRole('navigation', { name: 'Subcategories of Men' });
    expect(within(sub).getByRole('link', { name: 'Hoodies & Sweatshirts' }).getAttribute('href')).toBe('/mens-hoodies-sweatshirts');
    expect(within(sub).getByRole('link', { name: 'Jackets' }).getAttribute('href')).toBe('/mens-jackets');
    expect(screen.getByText('1 product')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderApp('/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('main')?.getAttribute('data-routing-error')).toBe('404'));
  });

  it('shows a single price for a product without markdown', async () => {
    renderApp('/mens-hoodies-sweatshirts', { products: [aProduct({ price: { ...aProduct().price, saleLow: usd(5200) } })] });
    await screen.findByRole('heading', { level: 1, name: HOODIE.category.displayName });
    const tile = within(productList()).getAllByRole('listitem')[0]!;
    expect(tile.querySelector('s')).toBeNull();
    expect(tile.textContent).toContain('$52.00');
  });
});
