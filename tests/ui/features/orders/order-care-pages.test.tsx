import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutSamples } from '@vitrine/core/testing';
import { DEMO_PASSWORD, renderCheckoutApp } from '../checkout/checkout-app';

/** /order-inquiry, /order-payments and the SMS opt-in on order details (shell-and-account.md §2, §7; decisions 0265-0267). */

const ORDER = checkoutSamples.SAMPLE_ORDER;
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('orders after purchase', { timeout: 30_000 }, () => {
  it('order details link to /order-payments, which shows the tender masked, its amount, status and the totals', async () => {
    const app = await renderCheckoutApp(`/order/${ORDER.orderNumber}`, { orders: [ORDER] });
    await heading(`Order ${ORDER.orderNumber}`);
    await app.user.click(screen.getByRole('link', { name: 'Payments and refunds' }));
    await heading(`Payments for order ${ORDER.orderNumber}`);
    expect(app.location()).toBe(`/order-payments?orderId=${ORDER.orderNumber}`);
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Visa •••• 1111/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Visa •••• 1111');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$138.24', 'Authorized']);
    expect(document.body.textContent).not.toContain('4111');
    expect(screen.getByText('No refunds on this order.')).toBeTruthy();
    const totals = screen.getByLabelText('Payment totals');
    expect(totals.textContent).toContain('Charged$138.24');
    expect(totals.textContent).toContain('Refunded$0.00');
    expect(totals.textContent).toContain('Net paid$138.24');
    await app.user.click(screen.getByRole('link', { name: `Back to order ${ORDER.orderNumber}` }));
    await heading(`Order ${ORDER.orderNumber}`);
  });

  it('/order-payments without orderId asks for an order; a guest with a wrong ZIP gets "not found"', async () => {
    const signedIn = await renderCheckoutApp('/order-payments', { orders: [ORDER] });
    await heading('Order payments');
    expect(screen.getByRole('alert').textContent).toBe('Choose an order to see its payments.');
    signedIn.unmount();
    const guest = await renderCheckoutApp(`/order-payments?orderId=${ORDER.orderNumber}&customerZipCode=99999`, { signedInAs: null, orders: [ORDER] });
    guest.orders.authorized = false;
    await guest.router.revalidate();
    await heading(`Payments for order ${ORDER.orderNumber}`);
    expect(screen.getByRole('alert').textContent).toBe("We can't find an order with that number and ZIP or postal code. Check both and try again.");
  });

  it('the SMS opt-in keeps what was typed on a bad number, then confirms with a toast and a status', async () => {
    const app = await renderCheckoutApp(`/order/${ORDER.orderNumber}`, { orders: [ORDER] });
    await heading(`Order ${ORDER.orderNumber}`);
    const section = screen.getByRole('region', { name: 'Get text updates' });
    const phone = within(section).getByRole('textbox', { name: /Mobile number/ }) as HTMLInputElement;
    await app.user.type(phone, '123');
    await app.user.click(within(section).getByRole('checkbox', { name: /I agree to receive text messages about this order/ }));
    await app.user.click(within(section).getByRole('button', { name: 'Text me updates' }));
    expect(within(section).getByRole('alert').textContent).toContain('Fix the highlighted fields to get text updates.');
    expect(within(section).getByText('Enter a valid mobile number, for example (201) 555-0123.')).toBeTruthy();
    expect(phone.value).toBe('123');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(app.orders.smsOptIns).toEqual([]);

    await app.user.clear(phone);
    await app.user.type(phone, '(312) 555-0188');
    await app.user.click(within(section).getByRole('button', { name: 'Text me updates' }));
    expect((await within(section).findByRole('status')).textContent).toContain('Text updates will come to the number ending 0188.');
    expect(await screen.findByText(`You'll get text updates about order ${ORDER.orderNumber}.`)).toBeTruthy();
    await waitFor(() => expect(app.orders.smsOptIns.map((o) => [o.orderNumber, o.phoneNumber, o.topics])).toEqual([[ORDER.orderNumber, '13125550188', ['ORDER_STATUS']]]));
  });

  it('the SMS opt-in after the step-up lapsed asks for the password, then sends again (decision 0185)', async () => {
    const app = await renderCheckoutApp(`/order/${ORDER.orderNumber}`, { orders: [ORDER] });
    await heading(`Order ${ORDER.orderNumber}`);
    app.orders.authorized = false;
    const section = screen.getByRole('region', { name: 'Get text updates' });
    await app.user.type(within(section).getByRole('textbox', { name: /Mobile number/ }), '(312) 555-0188');
    await app.user.click(within(section).getByRole('checkbox', { name: /I agree to receive text messages about this order/ }));
    await app.user.click(within(section).getByRole('button', { name: 'Text me updates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(app.orders.smsOptIns).toEqual([]);
    app.orders.authorized = true;
    await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await within(section).findByRole('status')).textContent).toContain('Text updates will come to the number ending 0188.');
    expect(app.orders.smsOptIns.map((o) => o.phoneNumber)).toEqual(['13125550188']);
  });

  it('the SMS opt-in needs the consent box', async () => {
    const app = await renderCheckoutApp(`/order/${ORDER.orderNumber}`, { orders: [ORDER] });
    await heading(`Order ${ORDER.orderNumber}`);
    const section = screen.getByRole('region', { name: 'Get text updates' });
    await app.user.type(within(section).getByRole('textbox', { name: /Mobile number/ }), '(312) 555-0188');
    await app.user.click(within(section).getByRole('button', { name: 'Text me updates' }));
    expect(within(section).getByText('Tick the box to agree to receive texts.')).toBeTruthy();
    expect(app.orders.smsOptIns).toEqual([]);
  });

  it('/order-inquiry is the modal’s lookup as a page: both fields required, then the order’s details with its ZIP code', async () => {
    const app = await renderCheckoutApp(`/order-inquiry?orderNumber=${ORDER.orderNumber}`, { signedInAs: null, orders: [ORDER] });
    app.orders.authorized = false;
    await heading('Look up an order');
    const number = screen.getByRole('textbox', { name: /Order number/ }) as HTMLInputElement;
    expect(number.value).toBe(ORDER.orderNumber);
    await app.user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter your order number and billing ZIP code.');
    expect(number.value).toBe(ORDER.orderNumber);
    await app.user.type(screen.getByRole('textbox', { name: /Billing ZIP code/ }), '19103');
    await app.user.click(screen.getByRole('button', { name: 'Find order' }));
    await heading(`Order ${ORDER.orderNumber}`);
    expect(app.location()).toBe(`/order/${ORDER.orderNumber}?customerZipCode=19103`);
  });
});
