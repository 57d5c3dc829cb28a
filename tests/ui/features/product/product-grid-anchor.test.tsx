import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct, anotherProduct } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** The hoodie with a size picked; its look (the in-memory sample) lists the Teton Pullover Hoodie as a tray. */
const PDP = '/shop/chaz-kangeroo-hoodie?color=BLACK&size=M&shopTheLookVariant=1';
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

/** matchMedia where the desktop query (min-width: 1025px) matches only when `desktop`. */
function viewport(desktop: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: query.includes('min-width: 1025px') ? desktop : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
}

const originalMatchMedia = window.matchMedia;
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

async function addToCart(path: string) {
  const { user, cart } = renderApp(path, { products: [aProduct(), anotherProduct()] });
  await screen.findByRole('region', { name: 'Shop the look' }, LOADED);
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  await waitFor(async () => expect((await cart.getCart()).lines).toHaveLength(1));
  return cart;
}

describe('anchorAfterMobileGBP on the product page (shopping.md §5; decision 0421)', () => {
  it('1 on a phone scrolls to the product grid below the buy panel after the add to cart', async () => {
    viewport(false);
    await addToCart(`${PDP}&anchorAfterMobileGBP=1`);
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['pdp-product-grid']));
    expect(document.getElementById('pdp-product-grid')!.contains(screen.getByRole('region', { name: 'Shop the look' }))).toBe(true);
    // Focus stays where the shopper is.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
  }, SLOW_TEST_MS);

  it('0 (the default) on a phone does not scroll', async () => {
    viewport(false);
    await addToCart(PDP);
    await screen.findByText(/Added to your cart/, undefined, LOADED);
    expect(scrolled).toEqual([]);
  }, SLOW_TEST_MS);

  it('1 on a desktop does not scroll', async () => {
    viewport(true);
    await addToCart(`${PDP}&anchorAfterMobileGBP=1`);
    await screen.findByText(/Added to your cart/, undefined, LOADED);
    expect(scrolled).toEqual([]);
  }, SLOW_TEST_MS);
});
