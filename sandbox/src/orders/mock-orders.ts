import type { AddressBodyDto, OrderDto, OrderLineDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import { addBusinessDays } from '../checkout/delivery-methods.js';
import { orderStatus, planShipments, shipmentDto } from './shipments.js';

/**
 * Fixed demo orders for the /mock-order/{mockId} page (shell-and-account.md §2 "only when an
 * internal feature flag is on"; the client checks the flag). Placed on a fixed day, so their
 * shipments are all delivered; nothing is read from the database.
 */

const PLACED_AT = Date.parse('2026-01-15T15:00:00Z');
const ADDRESS: AddressBodyDto = { address1: '100 Sample Street', address2: '', city: 'Columbus', country: 'US', name: { first: 'Sam', last: 'Sample' }, phoneNumber: '5550100100', postalCode: '43004', region: 'OH' };

const line = (n: number, unitPrice: number, quantity = 1): OrderLineDto => ({
  lineId: `VT-MOCK-${n}`,
  productId: `mock-product-${n}`,
  productSlug: `mock-product-${n}`,
  skuId: `mock-sku-${n}`,
  displayName: `Sample item ${n}`,
  colorName: 'Black',
  sizeName: 'M',
  fitName: null,
  quantity,
  unitPrice,
  lineTotal: Math.round(unitPrice * quantity * 100) / 100,
  image: null,
});

const KINDS: Readonly<Record<string, { lines: OrderLineDto[]; paymentType: string }>> = {
  standard: { lines: [line(1, 68), line(2, 34, 2)], paymentType: 'CREDIT_CARD' },
  'split-shipment': { lines: [line(1, 68), line(2, 34), line(3, 120)], paymentType: 'CREDIT_CARD' },
  'gift-card': { lines: [line(1, 68)], paymentType: 'GIFT_CARD' },
  'rep-hold': { lines: [line(1, 68)], paymentType: 'CC_REP_HOLD' },
};

/** The mock ids there are. */
export const MOCK_ORDER_IDS = Object.keys(KINDS);

/** The demo order `mockId` at `now`; 404 ORDER_NOT_FOUND for another id. */
export function mockOrder(siteId: string, currency: string, mockId: string, now: number): OrderDto {
  const kind = KINDS[mockId];
  if (!kind) throw new ApiError(404, 'ORDER_NOT_FOUND', `No mock order ${mockId}`, { mockId });
  const orderNumber = `VT-MOCK-${mockId.toUpperCase()}`;
  const subtotal = Math.round(kind.lines.reduce((s, l) => s + l.lineTotal * 100, 0)) / 100;
  const deliveryMethod = { id: 'STANDARD', name: 'Standard', price: 0, currencyCode: currency, businessDays: { min: 5, max: 7 }, estimatedDelivery: { from: addBusinessDays(PLACED_AT, 5), to: addBusinessDays(PLACED_AT, 7) } };
  const plans = kind.paymentType === 'CC_REP_HOLD' ? [] : planShipments(orderNumber, 'US', kind.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })), deliveryMethod.estimatedDelivery);
  const shipments = plans.map((p) => shipmentDto(p, PLACED_AT, ADDRESS, Math.max(now, PLACED_AT)));
  const card = kind.paymentType === 'CREDIT_CARD';
  return {
    orderNumber,
    status: orderStatus(kind.paymentType === 'CC_REP_HOLD', shipments),
    placedAt: PLACED_AT,
    siteId,
    currencyCode: currency,
    customer: { profileId: 'mock-customer', name: ADDRESS.name },
    placedBy: kind.paymentType === 'CC_REP_HOLD' ? 'CALL_CENTER' : 'CUSTOMER',
    lines: kind.lines,
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    deliveryMethod,
    payment: {
      paymentType: kind.paymentType,
      paymentGateway: card ? 'PXP' : kind.paymentType === 'GIFT_CARD' ? 'ACI' : null,
      cardType: card ? 'VISA' : null,
      lastFourDigits: card ? '1111' : null,
      expirationMonth: card ? 4 : null,
      expirationYear: card ? 2031 : null,
      giftCardMaskedNumber: kind.paymentType === 'GIFT_CARD' ? '•••• 0001' : null,
    },
    totals: { subtotal, shipping: 0, tax: 0, total: subtotal },
    shipments,
  };
}
