import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@vitrine/core';
import { InMemoryCatalog } from '@vitrine/adapters/in-memory';
import { aProduct, anImage } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** Five products with their own images, all listed under the 'men' top category. */
function menProducts(): Product[] {
  return Array.from({ length: 5 }, (_, i) => {
    const base = aProduct();
    const image = anImage(`/api/images/luma/m/h/p${i + 1}.jpg`, `Product ${i + 1}`);
    return {
      ...base,
      productId: `P${i + 1}`,
      productSlug: `product-${i + 1}`,
      displayName: `Product ${i + 1}`,
      colors: base.colors.map((c) => ({ ...c, images: [image] })),
    };
  });
}

describe('home page', () => {
  it('shows a hero with the LCP image, entry tiles to the top categories and a tray without repeats', async () => {
    const products = menProducts();
    const catalog = new InMemoryCatalog(products, [{ category: { slug: 'men', displayName: 'Men' }, productIds: products.map((p) => p.productId) }]);
    const { container } = renderApp('/', { products, catalog });
    expect(await screen.findByRole('heading', { level: 1, name: 'Made for the way you live' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Men' }).getAttribute('href')).toBe('/men');

    const images = [...container.querySelectorAll('img')];
    const hero = images[0]!;
    expect(hero.getAttribute('src')).toBe('/api/images/luma/m/h/p1.jpg?w=640');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);

    const categories = screen.getByRole('region', { name: 'Shop by category' });
    // Only category items are entries: the 'help' heading is not.
    expect(within(categories).getAllByRole('listitem')).toHaveLength(1);
    expect(within(categories).getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/men');
    expect(categories.querySelector('img')?.getAttribute('src')).toBe('/api/images/luma/m/h/p2.jpg?w=640');

    const tray = screen.getByRole('region', { name: 'Trending in Men' });
    expect(within(tray).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 3', 'Product 4', 'Product 5']);
  });

  it('still renders when the navigation has no categories with products', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Made for the way you live' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Trending/ })).toBeNull();
  });
});
