import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calendarDateFromIso, domainError, err, type CartGateway, type GiftCardInfo } from '@vitrine/core';
import { InMemoryCart } from '@vitrine/adapters/in-memory';
import { anEgiftCard, aProduct } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** A day `days` after the browser's today, as the date input writes it. */
function isoDayAhead(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The texts of the elements an element's aria-describedby names (its accessible description). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const maya: GiftCardInfo = { name: 'Maya Chen', emailAddress: 'maya.chen@example.com', message: 'Happy birthday!', deliveryDate: calendarDateFromIso(isoDayAhead(7))! };
const sam: GiftCardInfo = { name: 'Sam Ortiz', emailAddress: 'sam@example.org', message: '', deliveryDate: calendarDateFromIso(isoDayAhead(3))! };

/** A cart with an e-gift card for Maya ($50) and, with `withSam`, one for Sam (same amount), then a hoodie. */
async function giftCart(withSam = false) {
  const products = [anEgiftCard(), aProduct()];
  const cart = new InMemoryCart({ products });
  await cart.addItem({ productId: 'GC-EGIFT', skuId: 'GC-EGIFT-050', poolId: 'US_DIRECT', quantity: 1, giftCard: maya });
  if (withSam) await cart.addItem({ productId: 'GC-EGIFT', skuId: 'GC-EGIFT-050', poolId: 'US_DIRECT', quantity: 1, giftCard: sam });
  await cart.addItem({ productId: 'MH01', skuId: 'MH01-M-Black', poolId: 'US_DIRECT', quantity: 1 });
  return { products, cart };
}

const lines = () => within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Items in your cart');
const editButton = (line: HTMLElement) => within(line).getByRole('button', { name: 'Edit gift card details' });
const field = (dialog: HTMLElement, name: RegExp | string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

// Typing whole forms with user-event takes a few seconds on a shared 2-core machine.
describe('editing a gift card line from the cart (decision 0364)', { timeout: 30_000 }, () => {
  it('opens a dialog prefilled with the recipient, saves through the gateway, shows the new info on the line and announces it', async () => {
    const { products, cart } = await giftCart();
    const { user } = renderApp('/cart', { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const [gift, hoodie] = lines();
    expect(within(hoodie!).queryByRole('button', { name: 'Edit gift card details' })).toBeNull();
    const button = editButton(gift!);
    expect(description(button)).toBe('E-Gift Card');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Edit gift card details' });
    expect(dialog.textContent).toContain('E-Gift Card');
    expect(field(dialog, 'Recipient name').value).toBe('Maya Chen');
    expect(field(dialog, /Recipient email/).value).toBe('maya.chen@example.com');
    expect(field(dialog, /^Message/).value).toBe('Happy birthday!');
    expect((within(dialog).getByLabelText('Delivery date') as HTMLInputElement).value).toBe(isoDayAhead(7));
    expect(document.activeElement).toBe(field(dialog, 'Recipient name'));

    await user.clear(field(dialog, 'Recipient name'));
    await user.type(field(dialog, 'Recipient name'), ' Maya C. ');
    await user.clear(field(dialog, /^Message/));
    await user.type(field(dialog, /^Message/), 'Love, Ana');
    await user.clear(within(dialog).getByLabelText('Delivery date'));
    await user.type(within(dialog).getByLabelText('Delivery date'), isoDayAhead(10));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = (await cart.getCart()).lines[0]!;
    expect(saved).toMatchObject({ itemId: 'line-1', quantity: 1, giftCard: { name: 'Maya C.', emailAddress: 'maya.chen@example.com', message: 'Love, Ana', deliveryDate: calendarDateFromIso(isoDayAhead(10)) } });
    expect(lines()[0]!.textContent).toContain('Maya C.');
    expect(lines()[0]!.textContent).toContain('Love, Ana');
    expect(screen.getByText('The gift card details of E-Gift Card were saved.')).toBeTruthy();
    expect(document.activeElement).toBe(editButton(lines()[0]!));
  });

  it('refuses what core refuses under each field, focuses the first and sends nothing', async () => {
    const { products, cart } = await giftCart();
    const updateGiftCard = vi.spyOn(cart, 'updateGiftCard');
    const { user } = renderApp('/cart', { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await user.click(editButton(lines()[0]!));
    const dialog = await screen.findByRole('dialog', { name: 'Edit gift card details' });
    await user.clear(field(dialog, 'Recipient name'));
    await user.clear(field(dialog, /Recipient email/));
    await user.type(field(dialog, /Recipient email/), 'maya@example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = field(dialog, 'Recipient name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toContain('Enter the recipient’s name.');
    expect(description(field(dialog, /Recipient email/))).toContain('Enter an email address like name@example.com.');
    expect(document.activeElement).toBe(name);
    expect(field(dialog, /Recipient email/).value).toBe('maya@example');
    expect(updateGiftCard).not.toHaveBeenCalled();
    expect((await cart.getCart()).lines[0]!.giftCard).toEqual(maya);
  });

  it('shows the server’s field problems under their fields and a duplicate line in an alert, keeping every typed value', async () => {
    const { products, cart } = await giftCart(true);
    const updateGiftCard = vi
      .fn<CartGateway['updateGiftCard']>()
      .mockResolvedValueOnce(
        err(domainError('CART.INVALID_ITEM', 'Invalid parameters passed to addToCart: giftCard.deliveryDate', { fields: ['giftCard.deliveryDate'], problems: { 'giftCard.deliveryDate': 'GIFT_CARD.DELIVERY_DATE_PAST' } })),
      )
      .mockImplementation((itemId, info) => cart.updateGiftCard(itemId, info));
    const refusing: CartGateway = {
      addItem: (r) => cart.addItem(r),
      getMinicart: () => cart.getMinicart(),
      getCart: () => cart.getCart(),
      updateQuantity: (id, q) => cart.updateQuantity(id, q),
      editLine: (id, e) => cart.editLine(id, e),
      updateGiftCard,
      removeLine: (id) => cart.removeLine(id),
      setLineFulfillment: (id, f) => cart.setLineFulfillment(id, f),
    };
    const { user } = renderApp('/cart', { products, cart: refusing });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await user.click(editButton(lines()[0]!));
    const dialog = await screen.findByRole('dialog', { name: 'Edit gift card details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const date = within(dialog).getByLabelText('Delivery date');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(description(date)).toContain('Choose today or a later date.');
    expect(document.activeElement).toBe(date);

    // Sam's card already has these details: the in-memory cart answers CART.DUPLICATE_LINE.
    await user.clear(field(dialog, 'Recipient name'));
    await user.type(field(dialog, 'Recipient name'), 'Sam Ortiz');
    await user.clear(field(dialog, /Recipient email/));
    await user.type(field(dialog, /Recipient email/), 'sam@example.org');
    await user.clear(field(dialog, /^Message/));
    await user.clear(date);
    await user.type(date, isoDayAhead(3));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Your cart already has this gift card with exactly these details. Change a detail, or remove this card and change the other one’s quantity.');
    expect(field(dialog, 'Recipient name').value).toBe('Sam Ortiz');
    expect(field(dialog, /Recipient email/).value).toBe('sam@example.org');
    expect(screen.getByRole('dialog', { name: 'Edit gift card details' })).toBe(dialog);
    expect((await cart.getCart()).lines.map((l) => l.giftCard?.name)).toEqual(['Maya Chen', 'Sam Ortiz', undefined]);
  });

  it('closes on Cancel without saving; the line keeps its info and focus returns to the button', async () => {
    const { products, cart } = await giftCart();
    const updateGiftCard = vi.spyOn(cart, 'updateGiftCard');
    const { user } = renderApp('/cart', { products, cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const button = editButton(lines()[0]!);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Edit gift card details' });
    await user.type(field(dialog, /^Message/), ' See you soon');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateGiftCard).not.toHaveBeenCalled();
    expect(lines()[0]!.textContent).toContain('Happy birthday!');
    expect(lines()[0]!.textContent).not.toContain('See you soon');
    expect(document.activeElement).toBe(button);

    // Opened again, the dialog starts from the line's info, not from what was typed before.
    await user.click(button);
    expect(field(await screen.findByRole('dialog', { name: 'Edit gift card details' }), /^Message/).value).toBe('Happy birthday!');
  });

  it('offers a classic card only the name and the message, and saves them on a line that had no info', async () => {
    const classic = anEgiftCard({ productId: 'GC-CLASSIC', productSlug: 'classic-gift-card', displayName: 'Classic Gift Card', isEgiftCard: false });
    const cart = new InMemoryCart({ products: [classic] });
    await cart.addItem({ productId: 'GC-CLASSIC', skuId: 'GC-EGIFT-025', poolId: 'US_DIRECT', quantity: 2 });
    const { user } = renderApp('/cart', { products: [classic], cart });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await user.click(editButton(lines()[0]!));
    const dialog = await screen.findByRole('dialog', { name: 'Edit gift card details' });
    expect(within(dialog).queryByRole('textbox', { name: /Recipient email/ })).toBeNull();
    expect(within(dialog).queryByLabelText('Delivery date')).toBeNull();
    expect(field(dialog, 'Recipient name').value).toBe('');
    await user.type(field(dialog, 'Recipient name'), 'Sam');
    await user.type(field(dialog, /^Message/), 'Enjoy!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await cart.getCart()).lines[0]).toMatchObject({ quantity: 2, giftCard: { name: 'Sam', message: 'Enjoy!' } });
    expect(lines()[0]!.textContent).toContain('Sam');
  });
});
