import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_STYLE_ID } from '@vitrine/adapters/in-memory';
import { aProduct, anotherProduct } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** The Chaz Kangeroo Hoodie's page; the in-memory sample look holds it (anchor) and the Teton Pullover Hoodie. */
const PDP = '/shop/chaz-kangeroo-hoodie';
const products = () => [aProduct(), anotherProduct()];

/** The look loads after hydration through lazy chunks: slow on a busy machine, so the waits are long. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

describe('shop the look on the product page (shopping.md §5 shopTheLookVariant 0/1/2; decisions 0270, 0362)', () => {
  it('variant 0 (the default) links the look as a card', async () => {
    renderApp(PDP, { products: products() });
    const card = await screen.findByRole('link', { name: /Shop the look/ }, LOADED);
    expect(card.getAttribute('href')).toBe(`/shop/style/${SAMPLE_STYLE_ID}`);
    expect(screen.queryByRole('region', { name: 'Shop the look' })).toBeNull();
  }, SLOW_TEST_MS);

  it("variant 1 lists the look's other pieces with photo, name and price, each linking to its page, and the whole look", async () => {
    renderApp(`${PDP}?shopTheLookVariant=1`, { products: products() });
    const tray = await screen.findByRole('region', { name: 'Shop the look' }, LOADED);
    const items = within(tray).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const teton = within(items[0]!).getByRole('link', { name: 'Teton Pullover Hoodie' });
    expect(teton.getAttribute('href')).toBe(`/shop/teton-pullover-hoodie?parentStyleId=${SAMPLE_STYLE_ID}`);
    const photo = items[0]!.querySelector('img')!;
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('srcset')).toContain('?w=100 100w');
    expect(photo.getAttribute('width')).toBeTruthy();
    expect(items[0]!.textContent).toContain('$70.00');
    expect(within(tray).queryByRole('link', { name: /Quick shop/ })).toBeNull();
    expect(within(tray).getByRole('link', { name: 'See the whole look' }).getAttribute('href')).toBe(`/shop/style/${SAMPLE_STYLE_ID}`);
  }, SLOW_TEST_MS);

  it('variant 2 adds a quick shop per piece, which opens that piece in the quickshop', async () => {
    const { user } = renderApp(`${PDP}?shopTheLookVariant=2`, { products: products() });
    const tray = await screen.findByRole('region', { name: 'Shop the look' }, LOADED);
    const quick = within(tray).getByRole('link', { name: /^Quick shop\s*Teton Pullover Hoodie$/ });
    expect(quick.getAttribute('href')).toBe(`#quickshop?slug=teton-pullover-hoodie&displayName=Teton+Pullover+Hoodie&parentStyleId=${SAMPLE_STYLE_ID}`);
    await user.click(quick);
    const dialog = await screen.findByRole('dialog', { name: 'Teton Pullover Hoodie' }, LOADED);
    expect(within(dialog).getByRole('link', { name: 'Choose size and color' }).getAttribute('href')).toBe(`/shop/teton-pullover-hoodie?parentStyleId=${SAMPLE_STYLE_ID}`);
  }, SLOW_TEST_MS);
});
