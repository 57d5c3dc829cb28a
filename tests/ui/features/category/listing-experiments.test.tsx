import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ColorOption, Product } from '@vitrine/core';
import { aColorOption, aProduct, HOODIE } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** Seven colour options of the hoodie (the mother's black one under seven codes and names). */
function sevenColors(): ColorOption[] {
  const black = aColorOption('BLACK');
  return ['Black', 'Gray', 'Blue', 'Green', 'Orange', 'Purple', 'Red'].map((name) => ({ ...black, code: name.toUpperCase(), displayName: name }));
}

/** 30 hoodies in the hoodies category, each in seven colours. */
function thirtyHoodies(): Product[] {
  return Array.from({ length: 30 }, (_, i) => ({ ...aProduct(), productId: `H${i + 1}`, productSlug: `hoodie-${i + 1}`, displayName: `Hoodie ${i + 1}`, colors: sevenColors() }));
}

async function cards(path: string): Promise<HTMLElement[]> {
  renderApp(path, { products: thirtyHoodies() });
  await screen.findByRole('heading', { level: 1, name: HOODIE.category.displayName });
  return within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
}

/** The card's product image (the one with a srcset), not the placeholder. */
const photo = (card: HTMLElement) => card.querySelector('img[srcset]')!;
/** How many swatch images (16 px) the card shows. */
const swatches = (card: HTMLElement) => card.querySelectorAll('img[width="16"]').length;
const placeholder = (card: HTMLElement) => card.querySelector('img[data-placeholder]');

describe('listing experiments on the category page (shopping.md §5; decisions 0330, 0420)', () => {
  it('lazyThumbnails 0 loads the first row eagerly, the rest lazily, without placeholders', async () => {
    const list = await cards('/mens-hoodies-sweatshirts?lazyThumbnails=0');
    expect(photo(list[0]!).getAttribute('loading')).toBe('eager');
    expect(photo(list[1]!).getAttribute('loading')).toBe('eager');
    expect(photo(list[2]!).getAttribute('loading')).toBe('lazy');
    expect(list.filter(placeholder)).toHaveLength(0);
  });

  it('lazyThumbnails 1 leaves only the LCP image eager', async () => {
    const list = await cards('/mens-hoodies-sweatshirts?lazyThumbnails=1');
    expect(photo(list[0]!).getAttribute('loading')).toBe('eager');
    expect(photo(list[0]!).getAttribute('fetchpriority')).toBe('high');
    expect(list.slice(1).map((card) => photo(card).getAttribute('loading'))).toEqual(Array(23).fill('lazy'));
    expect(list.filter(placeholder)).toHaveLength(0);
  });

  it('lazyThumbnails 2 shows a decorative 100 px placeholder under every lazy image, never on the LCP card', async () => {
    const list = await cards('/mens-hoodies-sweatshirts?lazyThumbnails=2');
    expect(photo(list[0]!).getAttribute('loading')).toBe('eager');
    expect(placeholder(list[0]!)).toBeNull();
    const second = placeholder(list[1]!)!;
    expect(second.getAttribute('src')).toBe('/api/images/luma/m/h/mh01-black_main.jpg?w=100');
    expect(second.getAttribute('alt')).toBe('');
    expect(second.getAttribute('width')).toBe('1274');
    expect(second.getAttribute('height')).toBe('1580');
    expect(photo(list[1]!).getAttribute('loading')).toBe('lazy');
    expect(list.slice(1).filter(placeholder)).toHaveLength(23);
  });

  it('plpAllColorOptions 0 shows five swatches then "+2"', async () => {
    const [first] = await cards('/mens-hoodies-sweatshirts');
    expect(first!.textContent).toContain('7 colors');
    expect(swatches(first!)).toBe(5);
    expect(first!.textContent).toContain('+2');
  });

  it('plpAllColorOptions 1 shows every colour and no "+N"', async () => {
    const [first] = await cards('/mens-hoodies-sweatshirts?plpAllColorOptions=1');
    expect(first!.textContent).toContain('7 colors');
    expect(swatches(first!)).toBe(7);
    expect(first!.textContent).not.toContain('+2');
  });

  it('categoryTilesPerPage sets the page size of the category tiles', async () => {
    const list = await cards('/mens-hoodies-sweatshirts?categoryTilesPerPage=12');
    expect(list).toHaveLength(12);
    expect(screen.getByText('Showing 1–12 of 30 products')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 3' })).toBeTruthy();
  });

  it('categoryTilesPerPage above the tiles call’s maximum is capped at 120', async () => {
    expect(await cards('/mens-hoodies-sweatshirts?categoryTilesPerPage=500')).toHaveLength(30);
  });

  it('an invalid categoryTilesPerPage gives the default 24', async () => {
    expect(await cards('/mens-hoodies-sweatshirts?categoryTilesPerPage=0')).toHaveLength(24);
  });
}, 20_000);
