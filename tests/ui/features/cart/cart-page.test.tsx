import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domainError, err, type CartGateway } from '@vitrine/core';
import { InMemoryCart } from '@vitrine/adapters/in-memory';
import { aProduct, anotherProduct, hoodieSkus } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** A cart holding 2 x hoodie Black M and 1 x Teton S. */
async function filledCart() {
  const products = [aProduct(), anotherProduct()];
  const cart = new InMemoryCart({ products });
  await cart.addItem({ productId: 'MH01', skuId: 'MH01-M-Black', poolId: 'US_DIRECT', quantity: 2 });
  await cart.addItem({ productId: 'MH02', skuId: 'MH02-S-Black', poolId: 'US_DIRECT', quantity: 1 });
  return { products, cart };
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('cart page', () => {
  it('lists one item per line with image, colour, size, prices, and the subtotal as the sum of the lines', async () => {
    const { products, cart } = await filledCart();
    renderApp('/cart', { products, cart });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const hoodie = lineOf('Chaz Kangeroo Hoodie');
    expect(within(hoodie).getByRole('link', { name: 'Chaz Kangeroo Hoodie' }).getAttribute('href')).toBe('/shop/chaz-kangeroo-hoodie?color=BLACK');
    expect(hoodie.textContent).toContain('Black');
    expect(hoodie.textContent).toContain('M');
    expect(hoodie.textContent).toContain('$52.00');
    expect(hoodie.textContent).toContain('$104.00');
    expect((within(hoodie).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    expect(within(hoodie).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(hoodie.querySelector('img')?.getAttribute('srcset')).toContain('?w=100 100w');

    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$174.00');
    // The header count follows the cart.
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, 3 items/ })).toBeTruthy());
  });

  it('changes a quantity through the gateway and updates totals and the header count', async () => {
    const { products, cart } = await filledCart();
    const { user } = renderApp('/cart', { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const hoodie = lineOf('Chaz Kangeroo Hoodie');
    await user.click(within(hoodie).getByRole('button', { name: 'Increase quantity' }));

    await waitFor(() => expect(screen.getByTestId('cart-subtotal').textContent).toBe('$226.00'), { timeout: 2000 });
    expect((await cart.getCart()).lines.find((l) => l.skuId === 'MH01-M-Black')?.quantity).toBe(3);
    expect(lineOf('Chaz Kangeroo Hoodie').textContent).toContain('$156.00');
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, 4 items/ })).toBeTruthy());
  });

  it('removes a line, announces it and updates the header count', async () => {
    const { products, cart } = await filledCart();
    const { user } = renderApp('/cart', { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await user.click(within(lineOf('Teton Pullover Hoodie')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Teton Pullover Hoodie' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Teton Pullover Hoodie was removed from your cart.')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$104.00');
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, 2 items/ })).toBeTruthy());
  });

  it('keeps every line and shows the error when a call fails (coded or thrown)', async () => {
    const { products, cart } = await filledCart();
    const failing: CartGateway = {
      addItem: (r) => cart.addItem(r),
      getMinicart: () => cart.getMinicart(),
      getCart: () => cart.getCart(),
      updateQuantity: async () => err(domainError('CART.QUANTITY_EXCEEDS_STOCK', 'Only 2 of MH01-M-Black can be bought')),
      editLine: (id, e) => cart.editLine(id, e),
      updateGiftCard: (id, info) => cart.updateGiftCard(id, info),
      removeLine: async () => {
        throw new TypeError('Failed to fetch');
      },
      setLineFulfillment: (id, f) => cart.setLineFulfillment(id, f),
    };
    const { user, logger } = renderApp('/cart', { products, cart: failing });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });

    await user.click(within(lineOf('Chaz Kangeroo Hoodie')).getByRole('button', { name: 'Increase quantity' }));
    const hoodie = lineOf('Chaz Kangeroo Hoodie');
    await waitFor(() => expect(within(hoodie).getByRole('alert').textContent).toBe('Sorry, we don’t have that many in stock. Please choose a smaller quantity.'), {
      timeout: 2000,
    });
    expect((within(hoodie).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');

    await user.click(within(lineOf('Teton Pullover Hoodie')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(lineOf('Teton Pullover Hoodie')).getByRole('alert').textContent).toBe('Something went wrong and your cart was not changed. Please try again.'),
    );
    expect(within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$174.00');
    expect(logger.messages('error')).toContain('Cart remove failed');
  });

  it('shows an empty state with a link to shop', async () => {
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('list', { name: 'Items in your cart' })).toBeNull();
  });

  it('is not indexed', async () => {
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
  it('edits a line in the quickshop: another size and one more unit, then Update (decision 0361)', async () => {
    const { products, cart } = await filledCart();
    const { user } = renderApp('/cart', { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const edit = within(lineOf('Chaz Kangeroo Hoodie')).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(edit);

    const dialog = await screen.findByRole('dialog', { name: 'Chaz Kangeroo Hoodie' });
    const size = await within(dialog).findByRole('radiogroup', { name: /Size/ });
    expect((within(size).getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    await user.click(within(size).getByRole('radio', { name: 'L' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await cart.getCart()).lines.map((l) => [l.skuId, l.quantity])).toEqual([
      ['MH01-L-Black', 3],
      ['MH02-S-Black', 1],
    ]);
    await waitFor(() => expect(lineOf('Chaz Kangeroo Hoodie').textContent).toContain('$156.00'));
    await waitFor(() => expect((within(lineOf('Chaz Kangeroo Hoodie')).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3'));
  });

  it('keeps the picks and shows why when the quickshop edit is refused; the units are not capped by stock (decision 0361)', async () => {
    // Size L has one unit left: the PDP would cap the quantity at 1, the edit keeps the line's 2 and the server answers.
    const skus = hoodieSkus().map((s) => (s.skuId === 'MH01-L-Black' ? { ...s, stockLevel: 1, backorder: 0 } : s));
    const products = [aProduct({ skus })];
    const cart = new InMemoryCart({ products });
    await cart.addItem({ productId: 'MH01', skuId: 'MH01-M-Black', poolId: 'US_DIRECT', quantity: 2 });
    const { user } = renderApp('/cart', { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await user.click(within(lineOf('Chaz Kangeroo Hoodie')).getByRole('link', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chaz Kangeroo Hoodie' });
    await user.click(within(await within(dialog).findByRole('radiogroup', { name: /Size/ })).getByRole('radio', { name: 'L' }));
    expect((within(dialog).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByText('Sorry, we don’t have that many in stock. Please choose a smaller quantity.')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'L' }) as HTMLInputElement).checked).toBe(true);
    expect((await cart.getCart()).lines[0]).toMatchObject({ skuId: 'MH01-M-Black', quantity: 2 });
  });
});
