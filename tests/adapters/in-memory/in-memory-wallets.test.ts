import { describe, expect, it } from 'vitest';
import type { Order } from '@vitrine/core';
import { FixedClock, InMemoryAddressBook, InMemoryOrders, InMemorySavedPayments, sampleAddressBooks, sampleMockOrders, sampleSavedPayments, shipmentsOf, type OrderPrincipal } from '../../../adapters/src/in-memory/index.js';

/** Per-customer address books and wallets, order access by principal, and the planned parcels (decision 0148). */

describe('per-customer address books and saved payments', () => {
  it('keeps one book and one wallet per signed-in customer, and refuses a guest', async () => {
    let owner: string | null = 'cust-sarah';
    const book = new InMemoryAddressBook([], { owner: () => owner, seeded: sampleAddressBooks() });
    const wallet = new InMemorySavedPayments([], new FixedClock(), { owner: () => owner, seeded: sampleSavedPayments() });
    const sarahCards = await wallet.list();
    expect(sarahCards.ok && sarahCards.value.map((c) => c.card.lastFourDigits)).toEqual(['1111', '4444', '0005']);
    const added = await book.add({ address: sampleAddressBooks()['cust-roni']![0]!.address, nickName: 'Work' });
    expect(added.ok).toBe(true);
    expect(book.all).toHaveLength(2);
    owner = 'cust-roni';
    expect(book.all.map((a) => a.id)).toEqual(['addr-mem-roni-1']);
    owner = null;
    await expect(book.list()).resolves.toMatchObject({ ok: false, error: { code: 'ADDRESS.SIGN_IN_REQUIRED' } });
    await expect(wallet.list()).resolves.toMatchObject({ ok: false, error: { code: 'PAYMENT.SIGN_IN_REQUIRED' } });
  });
});

describe('InMemoryOrders with a principal', () => {
  const mock = sampleMockOrders('an-us', 'USD');
  const mine: Order = { ...mock.standard!, orderNumber: 'VT-2026-001001', customer: { profileId: 'cust-sarah', name: { first: 'Sarah', last: 'Johnson' } } };
  const theirs: Order = { ...mock.standard!, orderNumber: 'VT-2026-001002', customer: { profileId: 'cust-roni', name: { first: 'Veronica', last: 'Costello' } } };

  it('shows an AUTHORIZED customer their own orders only; a REGISTERED one or a guest must sign in', async () => {
    let who: OrderPrincipal = { profileId: 'cust-sarah', scope: 'AUTHORIZED' };
    const orders = new InMemoryOrders([mine, theirs], mock, () => who);
    const history = await orders.listOrders();
    expect(history.ok && history.value.orders.map((o) => o.orderNumber)).toEqual(['VT-2026-001001']);
    await expect(orders.getOrder(theirs.orderNumber)).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
    who = { profileId: 'cust-sarah', scope: 'REGISTERED' };
    await expect(orders.listOrders()).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED', details: { requiredScope: 'AUTHORIZED' } } });
    who = null;
    await expect(orders.getOrder(theirs.orderNumber, { customerZipCode: theirs.shippingAddress.postalCode })).resolves.toMatchObject({ ok: true });
  });

  it('serves the sandbox’s four mock orders', async () => {
    expect(Object.keys(mock)).toEqual(['standard', 'split-shipment', 'gift-card', 'rep-hold']);
    expect(mock['split-shipment']!.shipments.map((s) => [s.carrier, s.lines.length])).toEqual([['UPS', 2], ['USPS', 1]]);
    expect(mock['rep-hold']!.shipments).toEqual([]);
  });
});

describe('shipmentsOf', () => {
  it('plans one parcel, or two from three lines on, with the same tracking numbers every time', () => {
    const lines = [{ skuId: 'a', quantity: 1 }, { skuId: 'b', quantity: 2 }, { skuId: 'c', quantity: 1 }];
    const two = shipmentsOf('VT-2026-000001', 'US', lines, '2026-12-01');
    expect(two.map((s) => [s.carrier, s.lines.map((l) => l.skuId), s.status])).toEqual([['UPS', ['a', 'b'], 'LABEL_CREATED'], ['USPS', ['c'], 'LABEL_CREATED']]);
    expect(shipmentsOf('VT-2026-000001', 'US', lines, '2026-12-01')).toEqual(two);
    expect(shipmentsOf('VT-2026-000001', 'FR', lines.slice(0, 1), '2026-12-01').map((s) => s.carrier)).toEqual(['DHL']);
  });
});
