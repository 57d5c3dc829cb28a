import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_STYLE_ID } from '@vitrine/adapters/in-memory';
import { aProduct, anotherProduct } from '../../../mothers/index';
import { currentUrl, renderApp } from '../../render-app';

/** The in-memory sample look over the mothers' products: the Chaz Kangeroo Hoodie (anchor) and the Teton Pullover Hoodie. */
const LOOK_PATH = `/shop/style/${SAMPLE_STYLE_ID}`;

const piece = (name: string) => screen.getByRole('article', { name });

/** The first render loads the lazy route chunks through Vite: slow on a busy machine, so the waits are long. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

describe('style page (shopping.md §2 /shop/style/{id}; decision 0270)', () => {
  it('shows h1 "Shop the look" and one article per piece with its photo, price, options and buy box', async () => {
    renderApp(LOOK_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop the look' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/2 pieces styled around the Chaz Kangeroo Hoodie/)).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(['Chaz Kangeroo Hoodie', 'Teton Pullover Hoodie']);

    const anchor = piece('Chaz Kangeroo Hoodie');
    expect(within(anchor).getByText('$52.00')).toBeTruthy();
    expect(within(anchor).getByRole('radiogroup', { name: 'Color' })).toBeTruthy();
    expect(within(anchor).getByRole('radiogroup', { name: 'Size' })).toBeTruthy();
    expect(within(anchor).getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    expect(within(anchor).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(within(anchor).getByRole('link', { name: 'Chaz Kangeroo Hoodie' }).getAttribute('href')).toBe(`/shop/chaz-kangeroo-hoodie?parentStyleId=${SAMPLE_STYLE_ID}`);
    expect(within(piece('Teton Pullover Hoodie')).getByText('$70.00')).toBeTruthy();
  }, SLOW_TEST_MS);

  it('lays the photos out at the spec widths with their size; the first is eager, the others lazy', async () => {
    renderApp(LOOK_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Shop the look' }, LOADED);
    const [first, second] = screen.getAllByRole('article').map((a) => within(a).getByRole('img') as HTMLImageElement);
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('srcset')).toContain('?w=360 360w');
    expect(first!.getAttribute('srcset')).toContain('?w=1314 1314w');
    expect(first!.getAttribute('sizes')).toBe('(min-width: 1025px) 33vw, (min-width: 600px) 50vw, 100vw');
    expect(first!.getAttribute('width')).toBeTruthy();
    expect(first!.getAttribute('height')).toBeTruthy();
    expect(second!.getAttribute('loading')).toBe('lazy');
  }, SLOW_TEST_MS);

  it("adds one piece to the cart with its own colour and size, leaving the other piece's choice alone", async () => {
    const { user, cart } = renderApp(LOOK_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Shop the look' }, LOADED);
    const teton = piece('Teton Pullover Hoodie');
    await user.click(within(teton).getByRole('button', { name: 'Add to cart' }));
    expect(await within(teton).findByRole('alert', undefined, LOADED)).toHaveProperty('textContent', 'Please select a size.');

    await user.click(within(within(teton).getByRole('radiogroup', { name: 'Size' })).getByRole('radio', { name: 'M' }));
    await user.click(within(teton).getByRole('button', { name: 'Add to cart' }));
    await waitFor(async () => expect((await cart.getCart()).lines.map((l) => [l.skuId, l.quantity])).toEqual([['MH02-M-Black', 1]]), LOADED);
    const chaz = piece('Chaz Kangeroo Hoodie');
    expect(within(within(chaz).getByRole('radiogroup', { name: 'Size' })).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(within(chaz).getByRole('alert').textContent).toBe('');
  }, SLOW_TEST_MS);

  it('shows the not-found page for an unknown look', async () => {
    renderApp('/shop/style/no-such-look');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' }, LOADED)).toBeTruthy();
  }, SLOW_TEST_MS);

  it('links the product page of a piece to its look ("Shop the look") and goes there', async () => {
    const { user, router } = renderApp('/shop/teton-pullover-hoodie', { products: [aProduct(), anotherProduct()] });
    await screen.findByRole('heading', { level: 1, name: 'Teton Pullover Hoodie' }, LOADED);
    const link = await screen.findByRole('link', { name: /Shop the look/ }, LOADED);
    expect(link.textContent).toContain('2 pieces styled with the Chaz Kangeroo Hoodie');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop the look' }, LOADED)).toBeTruthy();
    expect(currentUrl(router)).toBe(LOOK_PATH);
  }, SLOW_TEST_MS);

  it('links a piece reached from a look (?parentStyleId=) back to that look rather than to the one it anchors', async () => {
    const looks = [
      { styleId: 'mh02-look', pieces: [{ productId: 'MH02', linkType: 'anchor' as const }, { productId: 'MH01', linkType: 'related' as const }] },
      { styleId: 'mh01-look', pieces: [{ productId: 'MH01', linkType: 'anchor' as const }, { productId: 'MH02', linkType: 'related' as const }] },
    ];
    renderApp('/shop/teton-pullover-hoodie?parentStyleId=mh01-look', { products: [aProduct(), anotherProduct()], looks });
    await screen.findByRole('heading', { level: 1, name: 'Teton Pullover Hoodie' }, LOADED);
    expect((await screen.findByRole('link', { name: /Shop the look/ }, LOADED)).getAttribute('href')).toBe('/shop/style/mh01-look');
  }, SLOW_TEST_MS);

  it('shows no "Shop the look" on the product page of a product in no look', async () => {
    renderApp('/shop/chaz-kangeroo-hoodie', { products: [aProduct()] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' }, LOADED);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('link', { name: /Shop the look/ })).toBeNull();
  }, SLOW_TEST_MS);
});
