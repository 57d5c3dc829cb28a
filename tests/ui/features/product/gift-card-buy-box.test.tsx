import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarDateToIso, domainError, err, type CartGateway } from '@vitrine/core';
import { anEgiftCard, usd } from '../../../mothers/index';
import { InMemoryCart } from '@vitrine/adapters/in-memory';
import { renderApp } from '../../render-app';

/** The texts of the elements an element's aria-describedby names (its accessible description). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const today = () => {
  const d = new Date();
  return calendarDateToIso({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
};

// Typing whole forms with user-event takes a few seconds on a shared 2-core machine.
describe('gift card buy box (decision 0284)', { timeout: 30_000 }, () => {
  it('offers the amounts and a labelled recipient form instead of colour and size', async () => {
    renderApp('/shop/e-gift-card', { products: [anEgiftCard()] });
    const amounts = await screen.findByRole('radiogroup', { name: 'Amount' });
    expect(within(amounts).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['25', '50', '100', '250']);
    expect(within(amounts).getByRole('radio', { name: '$100.00' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Size' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Recipient email/ })).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'E-gift card details' })).getByRole('textbox', { name: /^Message/ })).toBeTruthy();
    const date = screen.getByLabelText('Delivery date') as HTMLInputElement;
    await waitFor(() => expect(date.value).toBe(today()));
    expect(date.min).toBe(today());
  });

  it('refuses a bad email under its field, focuses it, keeps every value and adds nothing', async () => {
    const { user, cart } = renderApp('/shop/e-gift-card?size=50', { products: [anEgiftCard()] });
    await user.type(await screen.findByRole('textbox', { name: 'Recipient name' }), 'Maya Chen');
    const email = screen.getByRole('textbox', { name: /Recipient email/ });
    await user.type(email, 'maya@example');
    await user.type(within(screen.getByRole('form', { name: 'E-gift card details' })).getByRole('textbox', { name: /^Message/ }), 'Happy birthday!');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toContain('Enter an email address like name@example.com.');
    expect(document.activeElement).toBe(email);
    expect((screen.getByRole('textbox', { name: 'Recipient name' }) as HTMLInputElement).value).toBe('Maya Chen');
    expect((within(screen.getByRole('form', { name: 'E-gift card details' })).getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe('Happy birthday!');
    expect((await cart.getCart()).lines).toHaveLength(0);
  });

  it('asks for an amount first', async () => {
    const { user } = renderApp('/shop/e-gift-card', { products: [anEgiftCard()] });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toBe('Select an amount.');
  });

  it('adds the e-gift card with its info and names the recipient in the confirmation', async () => {
    const { user, cart } = renderApp('/shop/e-gift-card', { products: [anEgiftCard()] });
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Amount' })).getByRole('radio', { name: '$50.00' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), ' Maya Chen ');
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const confirmation = await screen.findByText('Added to your cart');
    const panel = confirmation.closest('[role="status"], [role="dialog"]') as HTMLElement;
    expect(await within(panel).findByText('Maya Chen')).toBeTruthy();
    const [line] = (await cart.getCart()).lines;
    expect(line).toMatchObject({ skuId: 'GC-EGIFT-050', giftCard: { name: 'Maya Chen', emailAddress: 'maya@example.com', message: '' }, flags: ['GIFT_CARD_ITEM'] });
    expect(calendarDateToIso(line!.giftCard!.deliveryDate!)).toBe(today());
  });

  it('shows a server refusal under the field it names and keeps the form', async () => {
    const refusing: Partial<CartGateway> = {
      addItem: async () =>
        err(domainError('CART.INVALID_ITEM', 'Invalid parameters passed to addToCart: giftCard.deliveryDate', { fields: ['giftCard.deliveryDate'], problems: { 'giftCard.deliveryDate': 'GIFT_CARD.DELIVERY_DATE_PAST' } })),
      getMinicart: async () => ({ totalQuantity: 0, discountableSubtotal: usd(0), categorySpendAmounts: {} }),
    };
    const { user } = renderApp('/shop/e-gift-card?size=25', { products: [anEgiftCard()], cart: refusing as CartGateway });
    await user.type(await screen.findByRole('textbox', { name: 'Recipient name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const date = screen.getByLabelText('Delivery date');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(description(date)).toContain('Choose today or a later date.');
    expect((screen.getByRole('textbox', { name: 'Recipient name' }) as HTMLInputElement).value).toBe('Sam');
  });

  it('offers a classic gift card with name and message only, and adds it without email or date', async () => {
    const classic = anEgiftCard({ productId: 'GC-CLASSIC', productSlug: 'classic-gift-card', displayName: 'Classic Gift Card', isEgiftCard: false });
    const { user, cart } = renderApp('/shop/classic-gift-card?size=25', { products: [classic] });
    const form = await screen.findByRole('form', { name: 'Gift card details' });
    expect(within(form).queryByRole('textbox', { name: /Recipient email/ })).toBeNull();
    expect(within(form).queryByLabelText('Delivery date')).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Recipient name' }), 'Sam');
    await user.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Enjoy!');
    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));
    await waitFor(async () => expect((await cart.getCart()).lines).toHaveLength(1));
    expect((await cart.getCart()).lines[0]!.giftCard).toEqual({ name: 'Sam', message: 'Enjoy!' });
  });
});

describe('gift card cart line (decision 0284)', () => {
  it('shows the amount, recipient, email, delivery date through Intl, message and the gift card flag instead of colour and size', async () => {
    const products = [anEgiftCard()];
    const cart = new InMemoryCart({ products });
    const giftCard = { name: 'Maya Chen', emailAddress: 'maya@example.com', message: 'Happy birthday!', deliveryDate: { year: 2030, month: 3, day: 3 } };
    await cart.addItem({ productId: 'GC-EGIFT', skuId: 'GC-EGIFT-050', poolId: 'US_DIRECT', quantity: 1, giftCard });
    renderApp('/cart', { products, cart });
    const line = (await screen.findByRole('link', { name: 'E-Gift Card' })).closest('li') as HTMLElement;
    const text = line.textContent ?? '';
    for (const part of ['Amount', '$50.00', 'Maya Chen', 'maya@example.com', 'March 3, 2030', 'Happy birthday!', 'Gift card: delivered as described at checkout']) expect(text).toContain(part);
    expect(text).not.toContain('Size');
  });
});
