import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@vitrine/core';
import { checkoutSamples } from '@vitrine/core/testing';
import { aSiteConfiguration } from '../../../mothers/index';
import { renderCheckoutApp } from '../checkout/checkout-app';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

const shipped: Order = {
  ...checkoutSamples.SAMPLE_ORDER,
  orderNumber: 'VT-2026-000124',
  status: 'SHIPPED',
  placedAt: checkoutSamples.SAMPLE_ORDER.placedAt + 86_400_000,
  shipments: [
    {
      trackingNumber: '1Z999AA10123456784',
      carrier: 'UPS',
      status: 'IN_TRANSIT',
      estimatedDelivery: '2026-12-03',
      lines: [{ skuId: 'sku-1', quantity: 1 }],
      events: [
        { at: Date.UTC(2026, 10, 20, 12), status: 'LABEL_CREATED', description: 'Shipping label created', location: 'Columbus, OH, US' },
        { at: Date.UTC(2026, 10, 21, 9), status: 'IN_TRANSIT', description: 'In transit', location: 'Chicago, IL, US' },
      ],
    },
  ],
};

describe('orders after checkout (shell-and-account.md §2 /orders, /order/{id}, /order-tracking, /mock-order/{mockId})', { timeout: 20_000 }, () => {
  it('/orders lists the orders newest first, each linking to its details', async () => {
    const app = await renderCheckoutApp('/orders', { orders: [checkoutSamples.SAMPLE_ORDER, shipped] });
    await heading('Orders');
    const rows = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Order VT-2026-000124', 'Order VT-2026-000123']);
    expect(rows[0]!.textContent).toContain('Shipped');
    expect(rows[1]!.textContent).toContain('$138.24');
    await app.user.click(within(rows[1]!).getByRole('link'));
    await heading('Order VT-2026-000123');
    expect(app.location()).toBe('/order/VT-2026-000123');
  });

  it('/orders without orders says so and offers shopping', async () => {
    await renderCheckoutApp('/orders');
    await heading('Orders');
    expect(screen.getByText("You haven't placed any orders yet.")).toBeTruthy();
  });

  it('/order/{id} shows lines, addresses, delivery, payment without a card number, totals and shipments with tracking links', async () => {
    await renderCheckoutApp('/order/VT-2026-000124', { orders: [shipped] });
    const article = await screen.findByRole('article', {}, { timeout: 3000 });
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('Order VT-2026-000124');
    expect(within(article).getByRole('list', { name: 'Items in this order' }).children).toHaveLength(2);
    expect(article.textContent).toContain('Visa ending 1111, expires 04/29');
    expect(article.textContent).toContain('1600 Market Street');
    const link = within(article).getByRole('link', { name: 'Track UPS shipment 1Z999AA10123456784' });
    expect(link.getAttribute('href')).toBe('/order-tracking?tracking_numbers=1Z999AA10123456784&carrier=UPS');
    const events = within(article).getByRole('list', { name: 'Tracking events for 1Z999AA10123456784' });
    expect(within(events).getAllByRole('listitem')[0]!.textContent).toContain('In transit (Chicago, IL, US)');
  });

  it('/order/{id} shows a gift card line’s recipient, email, delivery date and message under it (decision 0364)', async () => {
    const giftCard = { name: 'Maya Chen', emailAddress: 'maya.chen@example.com', message: 'Happy birthday!', deliveryDate: { year: 2026, month: 12, day: 24 } };
    const [tee] = checkoutSamples.SAMPLE_ORDER.lines;
    const withGiftCard: Order = {
      ...checkoutSamples.SAMPLE_ORDER,
      lines: [tee!, { lineId: 'ol-3', productId: 'GC-EGIFT', productSlug: 'e-gift-card', skuId: 'GC-EGIFT-050', displayName: 'E-Gift Card', colorName: 'Email', sizeName: '50', fitName: null, quantity: 1, unitPrice: { amount: 5000, currency: 'USD' }, lineTotal: { amount: 5000, currency: 'USD' }, image: null, giftCard }],
    };
    await renderCheckoutApp('/order/VT-2026-000123', { orders: [withGiftCard] });
    const article = await screen.findByRole('article', {}, { timeout: 3000 });
    const [teeLine, giftLine] = within(within(article).getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem');
    const terms = (line: HTMLElement) => within(line).queryAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms(giftLine!)).toEqual([
      ['To', 'Maya Chen'],
      ['Email', 'maya.chen@example.com'],
      ['Delivery date', 'December 24, 2026'],
      ['Message', 'Happy birthday!'],
    ]);
    expect(terms(teeLine!)).toEqual([]);
  });

  it('/order/{id}?customerZipCode= opens the order without signing in when the zip matches, and says "not found" when it does not', async () => {
    const app = await renderCheckoutApp('/order/VT-2026-000123?customerZipCode=19103', { signedInAs: null, orders: [checkoutSamples.SAMPLE_ORDER] });
    app.orders.authorized = false;
    await heading('Order VT-2026-000123');
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await app.router.navigate('/order/VT-2026-000123?customerZipCode=99999');
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toBe("We can't find an order with that number and ZIP or postal code. Check both and try again.");
    // The shell marks the routing error once the error page has rendered (an effect after the alert).
    await waitFor(() => expect(document.querySelector('main')?.getAttribute('data-routing-error')).toBe('404'));
  });

  it('/order-tracking reads tracking_numbers and carrier from the URL and shows the shipment', async () => {
    await renderCheckoutApp('/order-tracking?tracking_numbers=1Z999AA10123456784&carrier=UPS', { orders: [shipped] });
    await heading('Track your order');
    expect((await screen.findByRole('heading', { level: 2, name: 'Shipments of order VT-2026-000124' })).textContent).toBeTruthy();
    expect(screen.getByText('1Z999AA10123456784', { exact: false })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Tracking numbers/ }) as HTMLInputElement).value).toBe('1Z999AA10123456784');
  });

  it('/order-tracking by order number needs the billing zip; the form puts the query in the URL', async () => {
    const app = await renderCheckoutApp('/order-tracking', { signedInAs: null, orders: [shipped] });
    app.orders.authorized = false;
    await heading('Track your order');
    await app.user.click(screen.getByRole('button', { name: 'Track' }));
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe('Enter tracking numbers, or an order number with its ZIP or postal code.');
    await app.user.type(screen.getByRole('textbox', { name: /Order number/ }), 'VT-2026-000124');
    await app.user.type(screen.getByRole('textbox', { name: /Billing ZIP/ }), '00000');
    await app.user.click(screen.getByRole('button', { name: 'Track' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain("We can't find an order with that number");
    expect(app.location()).toBe('/order-tracking?order_number=VT-2026-000124&bzip=00000');
    await app.user.clear(screen.getByRole('textbox', { name: /Billing ZIP/ }));
    await app.user.type(screen.getByRole('textbox', { name: /Billing ZIP/ }), '19103');
    await app.user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipments of order VT-2026-000124' })).toBeTruthy();
  });

  it('/mock-order/{mockId} is not found while the internal feature flag is off', async () => {
    const mockOrders = { standard: { ...checkoutSamples.SAMPLE_ORDER, orderNumber: 'VT-MOCK-STANDARD' } };
    await renderCheckoutApp('/mock-order/standard', { mockOrders });
    await heading('We can’t find that page');
    // The not-found view reports the 404 from an effect, which may run after the heading's render.
    await waitFor(() => expect(document.querySelector('main')?.getAttribute('data-routing-error')).toBe('404'));
  });

  it('/mock-order/{mockId} with the flag on shows the demo order', async () => {
    const mockOrders = { standard: { ...checkoutSamples.SAMPLE_ORDER, orderNumber: 'VT-MOCK-STANDARD' } };
    const config = aSiteConfiguration({ payments: checkoutSamples.SAMPLE_PAYMENT_METHODS, features: { siteSelect: true, mockOrders: true } });
    await renderCheckoutApp('/mock-order/standard', { mockOrders, config });
    await heading('Order VT-MOCK-STANDARD');
    expect(screen.getByText('Sample order for internal use; it was never placed.')).toBeTruthy();
  });
});
