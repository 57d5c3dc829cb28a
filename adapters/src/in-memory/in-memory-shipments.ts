import type { Address, Order, Shipment } from '@vitrine/core';

/**
 * Parcels of the in-memory orders, planned the way the sandbox plans them (docs/checkout-api.md
 * ShipmentDto; decision 0109), and the sandbox's fixed demo orders for /mock-order/{mockId}
 * (shell-and-account.md §2).
 */

/** The day `businessDays` business days after the UTC day of `now` (epoch ms), 'YYYY-MM-DD' (Saturdays and Sundays skipped). */
export function addBusinessDays(now: number, businessDays: number): string {
  const day = new Date(now);
  day.setUTCHours(12, 0, 0, 0);
  let left = businessDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** First and second parcel carriers by destination country (DHL elsewhere). */
const CARRIERS: Readonly<Record<string, readonly [string, string]>> = { US: ['UPS', 'USPS'], CA: ['CANADA_POST', 'CANADA_POST'], GB: ['ROYAL_MAIL', 'ROYAL_MAIL'] };

/** A carrier-shaped tracking number, the same for the same order number and parcel position (1-based). */
export function trackingNumberFor(carrier: string, orderNumber: string, position: number): string {
  let hash = 7;
  for (const ch of `${orderNumber}:${position}`) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  const digits = String(hash).padStart(10, '0');
  if (carrier === 'UPS') return `1Z${orderNumber.replace(/\W/g, '').slice(-6).toUpperCase()}${digits}`;
  if (carrier === 'USPS') return `9400${digits}${String(position).padStart(8, '0')}`;
  if (carrier === 'ROYAL_MAIL') return `RM${digits.slice(0, 9)}GB`;
  return `${digits}${String(position).padStart(6, '0')}`;
}

/**
 * The parcels of a just-placed order: one, or two when it has three lines or more (the first half of
 * the lines, then the rest); carrier by destination `country`; LABEL_CREATED with no scan yet, due
 * on `estimatedDelivery` ('YYYY-MM-DD').
 */
export function shipmentsOf(orderNumber: string, country: string, lines: readonly { readonly skuId: string; readonly quantity: number }[], estimatedDelivery: string): Shipment[] {
  const items = lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity }));
  const half = Math.ceil(items.length / 2);
  const parts = items.length >= 3 ? [items.slice(0, half), items.slice(half)] : [items];
  const carriers = CARRIERS[country] ?? ['DHL', 'DHL'];
  return parts.map((part, i) => {
    const carrier = i === 0 ? carriers[0] : carriers[1];
    return { trackingNumber: trackingNumberFor(carrier, orderNumber, i + 1), carrier, status: 'LABEL_CREATED' as const, estimatedDelivery, lines: part, events: [] };
  });
}

const MOCK_PLACED_AT = Date.parse('2026-01-15T15:00:00Z');
const MOCK_ADDRESS: Address = { address1: '100 Sample Street', address2: '', city: 'Columbus', country: 'US', name: { first: 'Sam', last: 'Sample' }, phoneNumber: '5550100100', postalCode: '43004', region: 'OH' };
const MOCK_KINDS: Readonly<Record<string, { lines: readonly [number, number][]; paymentType: string }>> = {
  standard: { lines: [[6800, 1], [3400, 2]], paymentType: 'CREDIT_CARD' },
  'split-shipment': { lines: [[6800, 1], [3400, 1], [12000, 1]], paymentType: 'CREDIT_CARD' },
  'gift-card': { lines: [[6800, 1]], paymentType: 'GIFT_CARD' },
  'rep-hold': { lines: [[6800, 1]], paymentType: 'CC_REP_HOLD' },
};

/**
 * The sandbox's demo orders by mock id (standard, split-shipment, gift-card, rep-hold), in
 * `currency` (amounts in minor units): placed on 2026-01-15, so every parcel is delivered; a rep
 * hold has none.
 */
export function sampleMockOrders(siteId: string, currency: string): Record<string, Order> {
  const money = (amount: number) => ({ amount, currency });
  const from = addBusinessDays(MOCK_PLACED_AT, 5);
  const to = addBusinessDays(MOCK_PLACED_AT, 7);
  return Object.fromEntries(
    Object.entries(MOCK_KINDS).map(([mockId, kind]) => {
      const orderNumber = `VT-MOCK-${mockId.toUpperCase()}`;
      const lines = kind.lines.map(([unit, quantity], i) => ({
        lineId: `VT-MOCK-${i + 1}`,
        productId: `mock-product-${i + 1}`,
        productSlug: `mock-product-${i + 1}`,
        skuId: `mock-sku-${i + 1}`,
        displayName: `Sample item ${i + 1}`,
        colorName: 'Black',
        sizeName: 'M',
        fitName: null,
        quantity,
        unitPrice: money(unit),
        lineTotal: money(unit * quantity),
        image: null,
      }));
      const onHold = kind.paymentType === 'CC_REP_HOLD';
      const delivered = { at: Date.parse(`${to}T15:00:00Z`), status: 'DELIVERED' as const, description: 'Delivered', location: 'Columbus, OH, US' };
      const shipments = onHold ? [] : shipmentsOf(orderNumber, 'US', lines, to).map((s) => ({ ...s, status: 'DELIVERED' as const, events: [delivered] }));
      const card = kind.paymentType === 'CREDIT_CARD';
      const subtotal = lines.reduce((sum, l) => sum + l.lineTotal.amount, 0);
      const order: Order = {
        orderNumber,
        status: onHold ? 'ON_HOLD' : 'DELIVERED',
        placedAt: MOCK_PLACED_AT,
        siteId,
        currency,
        customer: { profileId: 'mock-customer', name: MOCK_ADDRESS.name },
        placedBy: onHold ? 'CALL_CENTER' : 'CUSTOMER',
        lines,
        shippingAddress: MOCK_ADDRESS,
        billingAddress: MOCK_ADDRESS,
        deliveryMethod: { id: 'STANDARD', name: 'Standard', price: money(0), businessDays: { min: 5, max: 7 }, estimatedDelivery: { from, to } },
        payment: {
          paymentType: kind.paymentType,
          paymentGateway: card ? 'PXP' : kind.paymentType === 'GIFT_CARD' ? 'ACI' : null,
          cardType: card ? 'VISA' : null,
          lastFourDigits: card ? '1111' : null,
          expirationMonth: card ? 4 : null,
          expirationYear: card ? 2031 : null,
          giftCardMaskedNumber: kind.paymentType === 'GIFT_CARD' ? '•••• 0001' : null,
        },
        totals: { subtotal: money(subtotal), shipping: money(0), tax: money(0), total: money(subtotal) },
        shipments,
      };
      return [mockId, order];
    }),
  );
}
