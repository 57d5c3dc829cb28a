import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentRequest } from '@vitrine/core';
import { renderCheckoutApp, TEST_CARDS } from './checkout-app';

/** An input's value, checked and disabled state. */
const input = (element: HTMLElement) => element as HTMLInputElement;
/** The text of the elements an element's aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** Walks a started checkout to the payment step with the saved address and the first delivery method. */
async function toPayment(app: Awaited<ReturnType<typeof renderCheckoutApp>>) {
  await heading('Shipping address');
  await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
  await heading('Delivery');
  await app.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await heading('Payment');
  await screen.findByRole('group', { name: 'Payment method' });
}

/** The card fields, inside the card frame's own document (decision 0460). */
const cardFrame = () => within((screen.getByTitle('Card details') as HTMLIFrameElement).contentDocument!.body);

/** Chooses "A new card" and types a card into the card frame. */
async function typeNewCard(app: Awaited<ReturnType<typeof renderCheckoutApp>>, number: string, expiry = '04/29', code = '123') {
  await app.user.click(screen.getByRole('radio', { name: 'A new card' }));
  await app.user.type(cardFrame().getByRole('textbox', { name: 'Card number' }), number);
  await app.user.type(cardFrame().getByRole('textbox', { name: 'Expiration date (MM/YY)' }), expiry);
  await app.user.type(cardFrame().getByRole('textbox', { name: /^Security code/ }), code);
}

describe('checkout steps for a registered shopper (shell-and-account.md §2)', { timeout: 60_000 }, () => {
  it('/checkout starts the checkout and lands on shipping address, with the progress numbers of the spec and the slim layout', async () => {
    const app = await renderCheckoutApp('/checkout');
    await heading('Shipping address');
    expect(app.location()).toBe('/checkout/shipping-address');
    const progress = screen.getByRole('navigation', { name: 'Checkout progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Cart(completed)', '2Checkout(completed)', '3Shipping address', '4Delivery', '5Payment', '7Order confirmation']);
    expect(within(progress).getByText('Shipping address').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Secure checkout')).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(input(screen.getByRole('radio', { name: /Home/ })).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
  });

  it('a new address is checked in the browser, keeps what was typed, and is sent with the phone as digits only', async () => {
    const app = await renderCheckoutApp('/checkout/shipping-address');
    await heading('Shipping address');
    const setAddress = vi.spyOn(app.checkout, 'setShippingAddress');
    await app.user.click(screen.getByRole('radio', { name: 'A new address' }));
    const street = screen.getByRole('textbox', { name: 'Street address' });
    await app.user.type(street, '1 Main Street');
    await app.user.type(screen.getByRole('textbox', { name: 'Postal code' }), '1234');
    await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    expect(await screen.findByText('Check the highlighted address fields.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'City' })?.getAttribute('aria-invalid')).toBe('true');
    expect(description(screen.getByRole('textbox', { name: 'Postal code' }))).toContain('This postal code does not match the country or region.');
    expect(setAddress).not.toHaveBeenCalled();
    expect(input(street).value).toBe('1 Main Street');

    await app.user.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
    await app.user.clear(screen.getByRole('textbox', { name: 'Postal code' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Postal code' }), '62704');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'IL');
    await app.user.type(screen.getByRole('textbox', { name: /Phone/ }), '(217) 555-0142');
    await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await heading('Delivery');
    expect(setAddress).toHaveBeenCalledWith({
      kind: 'new',
      address: { address1: '1 Main Street', address2: '', city: 'Springfield', country: 'US', name: { first: 'Sarah', last: 'Johnson' }, phoneNumber: '2175550142', postalCode: '62704', region: 'IL' },
    });
    expect(app.location()).toBe('/checkout/shipping-delivery');
  });

  it('cpinvalid=1 on shipping address says the pickup location is not available', async () => {
    await renderCheckoutApp('/checkout/shipping-address?cpinvalid=1');
    await heading('Shipping address');
    expect(screen.getByTestId('pickup-location-invalid').textContent).toContain('The pickup location you chose is not available. Choose a shipping address instead.');
  });

  it('delivery lists the methods with prices and dates; the choice moves on to payment', async () => {
    const app = await renderCheckoutApp('/checkout');
    await heading('Shipping address');
    await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await heading('Delivery');
    const methods = screen.getByRole('group', { name: 'How fast do you want it?' });
    expect(input(within(methods).getByRole('radio', { name: /Standard \$7\.95/ })).checked).toBe(true);
    expect(within(methods).getByRole('radio', { name: /Express \$17\.95.*Arrives Tue, Nov 24\s–\sWed, Nov 25.*2–3 business days/ })).toBeTruthy();
    const setMethod = vi.spyOn(app.checkout, 'setDeliveryMethod');
    await app.user.click(within(methods).getByRole('radio', { name: /Express/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await heading('Payment');
    expect(setMethod).toHaveBeenCalledWith('EXPRESS');
    expect(app.location()).toBe('/checkout/payment');
    expect(screen.getByTestId('checkout-total').textContent).toContain('$156.19');
  });

  it('payment offers the eligible methods only: no rep hold, no inactive Afterpay, no Apple Pay without the capability', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    const methods = within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA']);
    expect(screen.queryByRole('radio', { name: 'Rep hold' })).toBeNull();
  });

  it('an expired saved card is shown as expired and cannot be chosen', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    const expired = screen.getByRole('radio', { name: /Mastercard ending 4444/ });
    expect(input(expired).disabled).toBe(true);
    expect(expired.closest('label')?.textContent).toContain("Expired 03/24: this card can't be used");
    expect(input(screen.getByRole('radio', { name: /Visa ending 1111/ })).checked).toBe(true);
  });

  it('the new card form detects the brand, checks number, expiry and security code, and sends the number encrypted', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    const setPayment = vi.spyOn(app.checkout, 'setPayment');
    await typeNewCard(app, '4242424242424241', '10/26', '12');
    // The page itself holds no card field: they are in the frame's document only.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(document.querySelector('input[autocomplete="cc-number"], input[name="cardnumber"]')).toBeNull();
    expect(cardFrame().getByTestId('card-brand').textContent).toContain('Card type: Visa');
    expect(input(cardFrame().getByRole('textbox', { name: 'Card number' })).value).toBe('4242 4242 4242 4241');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(cardFrame().getByRole('textbox', { name: 'Card number' }).getAttribute('aria-invalid')).toBe('true'));
    expect(description(cardFrame().getByRole('textbox', { name: 'Card number' }))).toContain('Check the card number: it is not a valid card number.');
    expect(description(cardFrame().getByRole('textbox', { name: 'Expiration date (MM/YY)' }))).toContain('This card has expired.');
    expect(description(cardFrame().getByRole('textbox', { name: /^Security code/ }))).toMatch(/3 digits on the back of the card\. Enter the 3-digit security code/);
    expect((await screen.findByTestId('card-problem')).textContent).toBe('Check the card details: Card number, Expiration date (MM/YY), Security code.');
    expect(screen.getByTestId('card-problem').getAttribute('role')).toBe('alert');
    expect(setPayment).not.toHaveBeenCalled();

    /** Replaces what a frame field holds with `text`, as one input event (the frame's own listeners format it). */
    const retype = (name: string | RegExp, text: string) => fireEvent.input(cardFrame().getByRole('textbox', { name }), { target: { value: text } });
    retype('Card number', TEST_CARDS.visa);
    retype('Expiration date (MM/YY)', '04/29');
    retype(/^Security code/, '123');
    expect(cardFrame().getByRole('textbox', { name: 'Card number' }).getAttribute('aria-invalid')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));

    await heading('Order confirmation');
    expect(screen.getByTestId('order-number').textContent).toMatch(/^Order number VT-2026-\d{6}$/);
    expect(app.location()).toMatch(/^\/checkout\/confirmation\?orderNumber=VT-2026-\d{6}$/);
    const request = setPayment.mock.calls[0]![0] as Extract<PaymentRequest, { kind: 'new-card' }>;
    expect(request.kind).toBe('new-card');
    expect(JSON.stringify(request)).not.toContain('4111111111111111');
    expect(JSON.stringify(request)).not.toContain('4111 1111 1111 1111');
    expect(request).toMatchObject({ expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Sarah Johnson', card: { encryptionId: 'pxp-fake-1' } });
    expect(screen.getByText(/Visa ending 1111, expires 04\/29/)).toBeTruthy();
    expect(app.orders.all).toHaveLength(1);
  });

  it('a saved card that needs verification takes its security code in the card frame’s security-code mode and sends it sealed (decision 0436)', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    const setPayment = vi.spyOn(app.checkout, 'setPayment');
    await app.user.click(screen.getByRole('radio', { name: /American Express ending 0005/ }));
    expect(screen.getByText('This card needs its security code once to confirm it is yours.')).toBeTruthy();
    const iframe = screen.getByTitle('Security code') as HTMLIFrameElement;
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(iframe.getAttribute('src')).toContain('mode=security-code&brand=AMEX');
    expect(screen.queryByRole('textbox', { name: /Security code/ })).toBeNull();
    const codeFrame = within(iframe.contentDocument!.body);
    const code = codeFrame.getByRole('textbox', { name: 'Security code' });
    expect(description(code)).toBe('4 digits on the front of the card.');
    await app.user.type(code, '123');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByTestId('card-problem')).textContent).toBe('Check the card details: Security code.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(iframe.contentDocument!.activeElement).toBe(code);
    expect(setPayment).not.toHaveBeenCalled();

    fireEvent.input(code, { target: { value: '1234' } });
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Order confirmation');
    const request = setPayment.mock.calls[0]![0] as Extract<PaymentRequest, { kind: 'saved-card' }>;
    expect(request).toMatchObject({ kind: 'saved-card', savedPaymentId: 'pay-amex-0005', securityCode: { encryptionId: 'pxp-fake-1' } });
    expect(request.securityCode?.encrypted).not.toBe('1234');
    expect(JSON.stringify(request)).not.toContain('"1234"');
  });

  it('a declined card keeps the cart, the checkout and every typed field, with a clear message', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    await typeNewCard(app, TEST_CARDS.declined);
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('Your payment was declined. Nothing was charged: try another card or payment method.');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(input(cardFrame().getByRole('textbox', { name: 'Card number' })).value).toBe('4000 0000 0000 0002');
    expect(input(cardFrame().getByRole('textbox', { name: 'Expiration date (MM/YY)' })).value).toBe('04/29');
    expect(app.orders.all).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Items in this order' }).children).toHaveLength(2);
  });

  it('a lost connection while placing the order keeps everything and placing again completes it', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    const placeOrder = app.checkout.placeOrder.bind(app.checkout);
    let failOnce = true;
    vi.spyOn(app.checkout, 'placeOrder').mockImplementation((key) => {
      if (failOnce) {
        failOnce = false;
        return Promise.reject(new Error('Network Error'));
      }
      return placeOrder(key);
    });
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('We lost the connection to the store. Nothing you entered was lost');
    expect(input(screen.getByRole('radio', { name: /Visa ending 1111/ })).checked).toBe(true);
    await app.user.click(screen.getByRole('button', { name: 'Try placing the order again' }));
    await heading('Order confirmation');
    expect(app.orders.all).toHaveLength(1);
  });

  it('a card that needs 3-D Secure leaves for the payment page; coming back with scaCompleted=1 places the order', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    await typeNewCard(app, TEST_CARDS.sca);
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(app.leave).toHaveBeenCalledWith('about:blank#in-memory-sca'));
    const query = app.checkout.completeAction('approve');
    expect(query).toEqual({ scaCompleted: '1' });
    await app.router.navigate('/checkout/payment?scaCompleted=1');
    await heading('Order confirmation');
    expect(app.orders.all).toHaveLength(1);
  });

  it('paymentError=<code> on payment shows the error and the payment choices again', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    await app.router.navigate('/checkout/payment?paymentError=PAYMENT_DECLINED');
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('Your payment was declined.');
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/checkout/payment'));
  });

  it('a gift card shows its balance and pays for the order', async () => {
    const app = await renderCheckoutApp('/checkout');
    await toPayment(app);
    await app.user.click(screen.getByRole('radio', { name: 'Gift card' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Gift card number' }), '6006 4910 0000 0001');
    await app.user.type(screen.getByRole('textbox', { name: 'PIN' }), '1234');
    await app.user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Balance on card •••• 0001: $500.00')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Order confirmation');
    expect(screen.getByText('Gift card •••• 0001')).toBeTruthy();
  });

  it('the card provider script is loaded on demand with the site account and key; when it cannot load, a clear fallback shows', async () => {
    const app = await renderCheckoutApp('/checkout');
    await heading('Shipping address');
    expect(app.providerLoader).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await heading('Delivery');
    await app.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await heading('Payment');
    await waitFor(() => expect(app.providerLoader).toHaveBeenCalledWith({ scriptUrl: 'https://js.stripe.com/v3/', accountId: 'acct_vitrine_an_us', publishableKey: 'pk_test_vitrine_sandbox' }));
    expect((await screen.findByTestId('card-provider-fallback')).textContent).toContain('The card payment service could not be loaded. You can still pay by card');
  });
});
