import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PersonalizationGateway, type Product } from '@vitrine/core';
import { aProduct, anotherProduct, HOODIE } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** The trays load after hydration through lazy chunks: slow on a busy machine, so the waits are long. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

/** The Teton hoodie filed under jackets: off the hoodies listing, yet linked to the Chaz hoodie by the in-memory look. */
const tetonInJackets = () =>
  anotherProduct({ parentCategory: { slug: 'mens-jackets', displayName: 'Jackets' }, description: '<p>A pullover for cold mornings.</p>' });

/** Fourteen hoodies of the hoodies category: the first twelve seed the listing's tray (core's listingTraySeeds). */
function fourteenHoodies(): Product[] {
  return Array.from({ length: 14 }, (_, i) => ({ ...aProduct(), productId: `H${i + 1}`, productSlug: `hoodie-${i + 1}`, displayName: `Hoodie ${i + 1}` }));
}

describe('recommendation trays on the listing and search pages (shopping.md §3, §5; decision 0424)', () => {
  it('plpPersonalization 1 (the default) shows "You may also like" after the category grid, seeded by the listed products', async () => {
    renderApp(`/${HOODIE.category.slug}`, { products: [aProduct(), tetonInJackets()] });
    const tray = await screen.findByRole('region', { name: 'You may also like' }, LOADED);
    expect(within(tray).getAllByRole('link').map((l) => l.textContent)).toEqual(['Teton Pullover Hoodie']);
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(1);
  }, SLOW_TEST_MS);

  it('plpPersonalization 2 shows "Popular right now": the best sellers not listed (the in-memory catalogue order)', async () => {
    renderApp(`/${HOODIE.category.slug}?plpPersonalization=2`, { products: fourteenHoodies() });
    const tray = await screen.findByRole('region', { name: 'Popular right now' }, LOADED);
    expect(within(tray).getAllByRole('link').map((l) => l.textContent)).toEqual(['Hoodie 13', 'Hoodie 14']);
    expect(screen.queryByRole('region', { name: 'You may also like' })).toBeNull();
  }, SLOW_TEST_MS);

  it('plpPersonalization 3 is the hold-out: the listing asks for no tray', async () => {
    const { services } = renderApp(`/${HOODIE.category.slug}?plpPersonalization=3`, { products: [aProduct(), tetonInJackets()] });
    const gateway = services.get(PersonalizationGateway);
    const asked = vi.spyOn(gateway, 'getRecTrays');
    const sent = vi.spyOn(gateway, 'sendDataset');
    await screen.findByRole('list', { name: 'Products' });
    // The page's other lazy parts load meanwhile; the tray would have been asked by then.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(asked).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'You may also like' })).toBeNull();
  }, SLOW_TEST_MS);

  it('searchPersonalization picks the search tray: 1 related to the results, 2 the best sellers not among them', async () => {
    const related = renderApp('/search?q=chaz', { products: [aProduct(), tetonInJackets()] });
    const tray = await screen.findByRole('region', { name: 'You may also like' }, LOADED);
    expect(within(tray).getByRole('link', { name: 'Teton Pullover Hoodie' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(1);
    related.unmount();
    renderApp('/search?q=hoodie&searchPersonalization=2', { products: fourteenHoodies() });
    const popularTray = await screen.findByRole('region', { name: 'Popular right now' }, LOADED);
    expect(within(popularTray).getAllByRole('link').map((l) => l.textContent)).toEqual(['Hoodie 13', 'Hoodie 14']);
  }, SLOW_TEST_MS);
});
