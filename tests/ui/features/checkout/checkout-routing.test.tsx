import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT, DEMO_PASSWORD, renderCheckoutApp, SARAH } from './checkout-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const input = (element: HTMLElement) => element as HTMLInputElement;

describe('the URL is the source of truth (decision 0110)', { timeout: 60_000 }, () => {
  it('loading a step the checkout has reached shows that step (a refresh keeps it)', async () => {
    const app = await renderCheckoutApp('/checkout/payment', { done: 'shipping-delivery' });
    await heading('Payment');
    expect(app.location()).toBe('/checkout/payment');
  });

  it('loading delivery after the address was set shows delivery; loading payment before a delivery method goes to delivery', async () => {
    const app = await renderCheckoutApp('/checkout/payment', { done: 'shipping-address' });
    await heading('Delivery');
    expect(app.location()).toBe('/checkout/shipping-delivery');
  });

  it('back and forward move between the steps the checkout has reached', async () => {
    const app = await renderCheckoutApp('/checkout');
    await heading('Shipping address');
    await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await heading('Delivery');
    await app.router.navigate(-1);
    await heading('Shipping address');
    expect(app.location()).toBe('/checkout/shipping-address');
    await app.router.navigate(1);
    await heading('Delivery');
    expect(app.location()).toBe('/checkout/shipping-delivery');
  });

  it('the confirmation restores the full header; opened again (a refresh) it reads the order by its number', async () => {
    const app = await renderCheckoutApp('/checkout/payment', { done: 'shipping-delivery' });
    await heading('Payment');
    await screen.findByRole('group', { name: 'Payment method' });
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Order confirmation');
    const url = app.location();
    expect(url).toMatch(/^\/checkout\/confirmation\?orderNumber=VT-2026-\d{6}$/);
    expect(screen.queryByText('Secure checkout')).toBeNull();
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toMatch(/^\/order\/VT-2026-\d{6}$/);
    await app.router.navigate('/');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Order confirmation' })).toBeNull());
    await app.router.navigate(url);
    await heading('Order confirmation');
    expect(app.checkout.calls).toContain('getPlacedOrder');
    expect(screen.getByTestId('order-number').textContent).toBe(`Order number ${url.split('=')[1]}`);
  });
});

describe('who may check out (shell-and-account.md §6: checkout steps need a registered user)', { timeout: 60_000 }, () => {
  it('a guest who opens a checkout step is asked to sign in and continues on that step', async () => {
    const app = await renderCheckoutApp('/checkout/shipping-address', { signedInAs: null });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 10_000 });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), SARAH.email);
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await heading('Shipping address');
    expect(app.location()).toBe('/checkout/shipping-address');
  });
});

describe('call-centre checkout (shell-and-account.md §1, §5; docs/checkout-api.md "Call-centre checkout")', { timeout: 60_000 }, () => {
  it('an agent sees the notice, chooses the customer, is offered exactly credit card, gift card and rep hold, and places a rep-hold order', async () => {
    const app = await renderCheckoutApp('/checkout', { signedInAs: AGENT.email });
    await heading('Check out for a customer');
    expect(screen.getByTestId('call-center-notice').textContent).toBe('Call Center Checkout');
    await app.user.click(screen.getByRole('button', { name: 'Start checkout' }));
    expect(screen.getByRole('textbox', { name: 'Customer email' }).getAttribute('aria-invalid')).toBe('true');
    await app.user.type(screen.getByRole('textbox', { name: 'Customer email' }), SARAH.email);
    await app.user.click(screen.getByRole('button', { name: 'Start checkout' }));
    await heading('Shipping address');
    expect(screen.getByText(`Checking out for Sarah Johnson (${SARAH.email})`)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await heading('Delivery');
    await app.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await heading('Payment');
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'CC_REP_HOLD']);
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Credit card', 'Gift card', 'Rep hold']);
    await app.user.click(within(group).getByRole('radio', { name: 'Rep hold' }));
    expect(input(within(group).getByRole('radio', { name: 'Rep hold' })).checked).toBe(true);
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Order confirmation');
    expect(screen.getByText('On hold: no payment was taken yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe('/order/VT-2026-001000?customerZipCode=19103');
    await waitFor(() => expect(app.orders.all[0]?.placedBy).toBe('CALL_CENTER'));
  });

  it('a shopper never sees the call-centre notice', async () => {
    await renderCheckoutApp('/checkout');
    await heading('Shipping address');
    expect(screen.queryByTestId('call-center-notice')).toBeNull();
  });
});
