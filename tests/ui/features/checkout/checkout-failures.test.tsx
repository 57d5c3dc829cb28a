import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentKeyGateway } from '@vitrine/core';
import { renderCheckoutApp, TEST_CARDS } from './checkout-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('checkout failures keep the shopper’s work (decisions 0113, 0116)', { timeout: 60_000 }, () => {
  it('a session the server no longer accepts asks for a sign-in on the page and opens the login modal', async () => {
    await renderCheckoutApp('/checkout', { serverSaysSignIn: true });
    await heading('Sign in to check out');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('a lost connection while starting offers "Try again", which reads the checkout again', async () => {
    const app = await renderCheckoutApp('/checkout/shipping-address');
    app.checkout.failNext(new Error('Network Error'));
    await app.router.navigate('/checkout');
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('We lost the connection to the store.');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('Shipping address');
  });

  it('a key that rotated between fetching and sending is fetched again and the card re-encrypted once', async () => {
    const app = await renderCheckoutApp('/checkout/payment', { done: 'shipping-delivery' });
    await screen.findByRole('group', { name: 'Payment method' }, { timeout: 10_000 });
    const keys: PaymentKeyGateway = app.keys;
    const getKey = app.keys.getKey.bind(app.keys);
    const spy = vi.spyOn(keys, 'getKey').mockImplementation(async (options) => {
      const key = await getKey();
      if (!options?.fresh) {
        app.keys.rotate();
        app.keys.rotate();
      }
      return key;
    });
    const setPayment = vi.spyOn(app.checkout, 'setPayment');
    await app.user.click(screen.getByRole('radio', { name: 'A new card' }));
    const cardFrame = within((screen.getByTitle('Card details') as HTMLIFrameElement).contentDocument!.body);
    await app.user.type(cardFrame.getByRole('textbox', { name: 'Card number' }), TEST_CARDS.visa);
    await app.user.type(cardFrame.getByRole('textbox', { name: 'Expiration date (MM/YY)' }), '0429');
    await app.user.type(cardFrame.getByRole('textbox', { name: /^Security code/ }), '123');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Order confirmation');
    expect(setPayment).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ fresh: true }));
  });

  it('an address the server refuses shows its field errors and keeps what was typed', async () => {
    const app = await renderCheckoutApp('/checkout/shipping-address');
    await heading('Shipping address');
    vi.spyOn(app.checkout, 'setShippingAddress').mockResolvedValueOnce({
      ok: false,
      error: { code: 'CHECKOUT.ADDRESS_INVALID', message: 'The address is not valid', details: { fields: { region: 'REGION_INVALID' } } },
    });
    await app.user.click(screen.getByRole('radio', { name: 'A new address' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main Street');
    await app.user.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'IL');
    await app.user.type(screen.getByRole('textbox', { name: 'Postal code' }), '62704');
    await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toBe('Check the highlighted address fields.');
    const region = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(region.getAttribute('aria-invalid')).toBe('true');
    expect(region.value).toBe('IL');
    expect((screen.getByRole('textbox', { name: 'Street address' }) as HTMLInputElement).value).toBe('1 Main Street');
  });
});
