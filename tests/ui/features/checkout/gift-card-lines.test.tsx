import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@vitrine/core';
import { checkoutSamples } from '@vitrine/core/testing';
import { renderCheckoutApp } from './checkout-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** The recipient rows ("To", "Email", …) of a summary line, as [term, value]. */
const terms = (line: HTMLElement) => within(line).queryAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('gift card lines through checkout (decision 0364)', { timeout: 60_000 }, () => {
  it('the summary shows the recipient beside every step, and the confirmation shows it on the placed order’s line', async () => {
    const [tee] = checkoutSamples.SAMPLE_CHECKOUTS.withAddress.lines;
    const giftCard = { name: 'Maya Chen', emailAddress: 'maya.chen@example.com', message: 'Happy birthday!', deliveryDate: { year: 2026, month: 12, day: 24 } };
    const egift: CartLine = { ...tee!, itemId: 'item-gc', productId: 'GC-EGIFT', productSlug: 'e-gift-card', skuId: 'GC-EGIFT-050', displayName: 'E-Gift Card', flags: ['GIFT_CARD_ITEM'], giftCard };
    const expected = [
      ['To', 'Maya Chen'],
      ['Email', 'maya.chen@example.com'],
      ['Delivery date', 'December 24, 2026'],
      ['Message', 'Happy birthday!'],
    ];
    const app = await renderCheckoutApp('/checkout/payment', { done: 'shipping-delivery', lines: [tee!, egift] });
    await heading('Payment');
    const summaryLines = () => within(screen.getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem');
    expect(summaryLines().map(terms)).toEqual([[], expected]);

    await screen.findByRole('group', { name: 'Payment method' });
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Order confirmation');
    expect(summaryLines().map(terms)).toEqual([[], expected]);
  });
});
