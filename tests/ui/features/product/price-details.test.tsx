import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '@vitrine/adapters/in-memory';
import { aPriceRange, aProduct, hoodieSkus, usd } from '../../../mothers/index';
import { renderApp } from '../../render-app';

const HOODIE_PATH = '/shop/chaz-kangeroo-hoodie';

/** The hoodie with its Gray SKUs 30% off ($52.00 → $36.40) and its Black SKUs at full price. */
function partlyMarkedDown() {
  const skus = hoodieSkus().map((s) => (s.colorId === 'GRAY' ? { ...s, salePrice: usd(3640) } : s));
  return aProduct({ skus, price: aPriceRange(5200, { saleLow: usd(3640), hasMarkdown: true, markdownState: 'partial' }) });
}

/** The first render loads the lazy route chunks through Vite: slow on a busy machine, so the waits are long. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

describe('price details on the product page (shopping.md §7 price-info; decision 0272)', () => {
  it('details a marked-down product: regular and sale price ranges, up to the largest percentage off, the colours on sale', async () => {
    renderApp(HOODIE_PATH, { products: [partlyMarkedDown()] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' }, LOADED);
    const details = await screen.findByRole('region', { name: 'Price details' }, LOADED);
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Regular price')).toBe('$52.00');
    expect(value('Sale price')).toBe('$36.40 – $52.00');
    expect(value('You save')).toBe('Up to 30% off');
    expect(value('On sale in')).toBe('Gray');
  }, SLOW_TEST_MS);

  it("details the picked SKU: its sale price and the amount and percentage saved", async () => {
    renderApp(`${HOODIE_PATH}?color=GRAY&size=M`, { products: [partlyMarkedDown()] });
    const details = await screen.findByRole('region', { name: 'Price details' }, LOADED);
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Sale price')).toBe('$36.40');
    expect(value('You save')).toBe('$15.60 (30% off)');
    expect(within(details).queryByText('On sale in')).toBeNull();
  }, SLOW_TEST_MS);

  it('shows no price details for a product at full price', async () => {
    renderApp(HOODIE_PATH, { products: [aProduct()] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' }, LOADED);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('region', { name: 'Price details' })).toBeNull();
  }, SLOW_TEST_MS);

  it('leaves the details out and logs a warning when the price info cannot be had, and the page goes on', async () => {
    // The catalogue knows a product the price-info back end does not: getPriceInfo answers CATALOG.NOT_FOUND.
    const unknown = aProduct({ productId: 'ZZ01', productSlug: 'unknown-hoodie', displayName: 'Unknown Hoodie' });
    const { logger, user } = renderApp('/shop/unknown-hoodie', { products: [aProduct()], catalog: new InMemoryCatalog([unknown]) });
    await screen.findByRole('heading', { level: 1, name: 'Unknown Hoodie' }, LOADED);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('region', { name: 'Price details' })).toBeNull();
    expect(logger.entries.some((e) => e.level === 'warn' && e.message === 'Price info could not be loaded')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select a size.', undefined, LOADED)).toBeTruthy();
  }, SLOW_TEST_MS);
});
