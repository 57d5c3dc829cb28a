import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { domainError } from '@vitrine/core';
import { InMemoryCart, type InMemoryCatalog } from '@vitrine/adapters/in-memory';
import { aProduct, aProductWithFits, aSoldOutProduct, hoodieSkus } from '../../../mothers/index';
import { currentUrl, renderApp } from '../../render-app';

const HOODIE_PATH = '/shop/chaz-kangeroo-hoodie';

// The first render of the page transforms its lazy chunks (buy box, price details, shop the look): slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** The hoodie with Black M out of stock and Gray S at 2 units (low stock). */
function hoodieWithGaps() {
  const skus = hoodieSkus().map((s) => {
    if (s.colorId === 'BLACK' && s.sizeId === 'M') return { ...s, stockLevel: 0, backorder: 0 };
    if (s.colorId === 'GRAY' && s.sizeId === 'S') return { ...s, stockLevel: 2 };
    return s;
  });
  return aProduct({ skus });
}

const radioGroup = (name: string) => screen.getByRole('radiogroup', { name });

describe('product page', () => {
  it('shows the product name as h1 with Color and Size groups, a Quantity spinbutton and Add to cart', async () => {
    renderApp(HOODIE_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' })).toBeTruthy();
    expect(within(radioGroup('Color')).getAllByRole('radio')).toHaveLength(2);
    expect(within(radioGroup('Size')).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['XS', 'S', 'M', 'L']);
    expect(screen.queryByRole('radiogroup', { name: 'Fit' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    // The default colour is picked, no size yet.
    expect((within(radioGroup('Color')).getByRole('radio', { name: 'Black' }) as HTMLInputElement).checked).toBe(true);
    expect(within(radioGroup('Size')).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('preselects colour and size from a deep link ?color=…&size=…', async () => {
    renderApp(`${HOODIE_PATH}?color=GRAY&size=L`);
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    expect((within(radioGroup('Color')).getByRole('radio', { name: 'Gray' }) as HTMLInputElement).checked).toBe(true);
    expect((within(radioGroup('Size')).getByRole('radio', { name: 'L' }) as HTMLInputElement).checked).toBe(true);
    // The gallery shows the Gray images, the first one eager and high priority (the LCP image).
    const gallery = screen.getByRole('region', { name: 'Images of Chaz Kangeroo Hoodie' });
    const first = within(gallery).getAllByRole('img', { name: 'Chaz Kangeroo Hoodie in Gray' })[0] as HTMLImageElement;
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('srcset')).toContain('/api/images/luma/m/h/mh01-gray_main.jpg?w=1314 1314w');
  });

  it('hides an out-of-stock size; a deep link to it says so and Add to cart is blocked', async () => {
    const product = hoodieWithGaps();
    const { user, cart, router } = renderApp(`${HOODIE_PATH}?color=BLACK&size=M`, { products: [product] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    expect(within(radioGroup('Size')).queryByRole('radio', { name: /^M/ })).toBeNull();
    expect(screen.getByText('Please select an in-stock size.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveProperty('textContent', 'Please select a size.');
    expect((await cart.getCart()).lines).toHaveLength(0);
    expect(currentUrl(router)).toBe(`${HOODIE_PATH}?color=BLACK&size=M`);
  });

  it('shows out-of-stock sizes disabled when the product displays sold-out options, and cannot add them', async () => {
    const product = aSoldOutProduct({ skus: hoodieSkus().map((s) => (s.sizeId === 'M' ? { ...s, stockLevel: 0 } : s)) });
    const { user, cart } = renderApp(`${HOODIE_PATH}?color=BLACK&size=M`, { products: [product] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    const sizeM = within(radioGroup('Size')).getByRole('radio', { name: 'M, out of stock' }) as HTMLInputElement;
    expect(sizeM.disabled).toBe(true);
    expect(sizeM.checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toBe('Please select an in-stock size.');
    expect((await cart.getCart()).lines).toHaveLength(0);
  });

  it('says a product whose every size is sold out is sold out, and adds nothing', async () => {
    const { user, cart } = renderApp(HOODIE_PATH, { products: [aSoldOutProduct({ displaySoldOut: false })] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Size' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toBe('Please select a size.');
    expect((await cart.getCart()).lines).toHaveLength(0);
  });

  it('shows a Fit group when the product has fits and honours ?type=', async () => {
    const { router, user } = renderApp(`${HOODIE_PATH}?type=TALL`, { products: [aProductWithFits()] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    expect((within(radioGroup('Fit')).getByRole('radio', { name: 'Tall' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(radioGroup('Fit')).getByRole('radio', { name: 'Regular' }));
    await waitFor(() => expect(router.state.location.search).toContain('type=REGULAR'));
  });

  it('checks the size in the click and writes the query after the next paint, once for several quick changes (decision 0472)', async () => {
    const { router } = renderApp(HOODIE_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    const size = (name: string) => within(radioGroup('Size')).getByRole('radio', { name }) as HTMLInputElement;
    const navigations: string[] = [];
    const unsubscribe = router.subscribe((state) => navigations.push(state.location.search));
    act(() => size('S').click());
    act(() => size('M').click());
    // Checked at once; the router has not been told yet.
    expect(size('M').checked).toBe(true);
    expect(currentUrl(router)).toBe(HOODIE_PATH);
    await waitFor(() => expect(currentUrl(router)).toBe(`${HOODIE_PATH}?color=BLACK&size=M`));
    unsubscribe();
    expect(navigations.filter((search) => search.includes('size='))).toEqual(['?color=BLACK&size=M']);
    expect(size('M').checked).toBe(true);
  });

  it('translates the §5 message for an unknown fit', async () => {
    renderApp(`${HOODIE_PATH}?type=PETITE`, { products: [aProductWithFits()] });
    expect(await screen.findByText('Fit not available. Please select another fit.')).toBeTruthy();
  });

  it('keeps the URL query in sync with the selection, replacing the history entry', async () => {
    const { router, user, catalog } = renderApp(HOODIE_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    await user.click(within(radioGroup('Color')).getByRole('radio', { name: 'Gray' }));
    await user.click(within(radioGroup('Size')).getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`${HOODIE_PATH}?color=GRAY&size=S&quantity=2`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    // A selection change does not load the product again.
    expect((catalog as InMemoryCatalog).calls.filter((c) => c.startsWith('getProductBySlug'))).toHaveLength(1);
  });

  it('follows a query change made elsewhere (a link or back/forward) to the same product', async () => {
    const { router } = renderApp(`${HOODIE_PATH}?color=BLACK&size=S`);
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    await act(() => router.navigate(`${HOODIE_PATH}?color=GRAY&size=L`));
    await waitFor(() => expect((within(radioGroup('Color')).getByRole('radio', { name: 'Gray' }) as HTMLInputElement).checked).toBe(true));
    expect((within(radioGroup('Size')).getByRole('radio', { name: 'L' }) as HTMLInputElement).checked).toBe(true);
  });

  it('caps the quantity at the stock of the picked SKU (and never below 1)', async () => {
    const { user } = renderApp(`${HOODIE_PATH}?color=GRAY&size=S&quantity=9`, { products: [hoodieWithGaps()] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect(quantity.value).toBe('2');
    expect(quantity.max).toBe('2');
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(radioGroup('Size')).getByRole('radio', { name: 'L' }));
    await user.clear(quantity);
    await user.type(quantity, '25');
    await waitFor(() => expect(quantity.value).toBe('10'));
  });

  it('adds to cart, updates the header count and confirms with a link to the cart', async () => {
    const { user, cart } = renderApp(`${HOODIE_PATH}?color=BLACK&size=M&quantity=2`);
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    const banner = screen.getByRole('banner');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const status = await screen.findByText('Added to your cart');
    const confirmation = status.closest('[role="status"]') as HTMLElement;
    // The confirmation of decision 0223: name, colour, size, quantity and the line's price.
    for (const text of ['Chaz Kangeroo Hoodie', 'Black', 'Size M', 'Qty 2', '$52.00']) expect(within(confirmation).getByText(text)).toBeTruthy();
    expect(within(confirmation).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    await waitFor(() => expect(within(banner).getByRole('link', { name: /^Cart, 2 items/ })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(banner).getByRole('link', { name: /^Cart, 3 items/ })).toBeTruthy());
    const [line] = (await cart.getCart()).lines;
    expect(line).toMatchObject({ skuId: 'MH01-M-Black', quantity: 3, poolId: 'US_DIRECT' });
  });

  it('shows a clear message on a cart error and keeps the selection', async () => {
    const products = [aProduct()];
    const cart = new InMemoryCart({ products });
    cart.failNextAdd(domainError('CART.SKU_UNAVAILABLE', 'SKU MH01-M-Black is unavailable'));
    const { user, router } = renderApp(`${HOODIE_PATH}?color=BLACK&size=M`, { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toBe('Sorry, this item is no longer available in the size and color you picked.');
    expect((within(radioGroup('Size')).getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
    expect(currentUrl(router)).toBe(`${HOODIE_PATH}?color=BLACK&size=M`);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it('adds through core\'s addToCart: a cart that is no longer active gets a token reset and one retry (shopping.md §8)', async () => {
    const products = [aProduct()];
    const cart = new InMemoryCart({ products });
    cart.deactivate();
    const { user } = renderApp(`${HOODIE_PATH}?color=BLACK&size=M`, { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(cart.tokenResets).toBe(1);
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, 1 item/ })).toBeTruthy());
  });

  it('sanitises the description and links the canonical product URL', async () => {
    const product = aProduct({ description: '<p>Warm <strong>fleece</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>' });
    renderApp(`${HOODIE_PATH}?color=GRAY`, { products: [product] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    const details = screen.getByText('fleece').closest('div') as HTMLElement;
    expect(details.innerHTML).toBe('<p>Warm <strong>fleece</strong></p>');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toBe(`${window.location.origin}${HOODIE_PATH}`);
  });

  it('shows the not-found page for an unknown product', async () => {
    renderApp('/shop/no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeTruthy();
  });
});
