import type { AftercareOrder, ClaimConfirmation, ReturnConfirmation, ReturnMethod } from '../domain/aftercare.js';

/**
 * Sample values for the returns and claims machines' paths and tests (decision 0192): a delivered
 * two-line order of the demo customer, the methods with prices, a created return and claim. Plain
 * JSON, typed by core's domain types; money in major units, times in epoch ms.
 */

const DAY = 24 * 60 * 60 * 1000;
const placedAt = Date.UTC(2026, 10, 2, 15, 0, 0);

/** A delivered order with two lines (a tee ×2 and a throw pillow). */
export const SAMPLE_AFTERCARE_ORDER = {
  orderNumber: 'VT-2026-000901',
  placedAt,
  deliveredAt: placedAt + 4 * DAY,
  eligibleUntil: placedAt + 64 * DAY,
  currencyCode: 'USD',
  lines: [
    { lineId: 'VT-2026-000901-1', productId: 'MS09', displayName: 'Aero Daily Fitness Tee', colorName: 'Black', sizeName: 'M', image: null, quantity: 2, eligibleQuantity: 2, unitPrice: 24 },
    { lineId: 'VT-2026-000901-2', productId: 'spree-throw-pillow', displayName: 'Throw Pillow', colorName: 'Grey', sizeName: 'One size', image: null, quantity: 1, eligibleQuantity: 1, unitPrice: 35 },
  ],
} satisfies AftercareOrder;

/** The return methods of a US order. */
export const SAMPLE_RETURN_METHODS = [
  { id: 'MAIL', price: 7.95, currencyCode: 'USD' },
  { id: 'DROP_OFF', price: 0, currencyCode: 'USD' },
] satisfies ReturnMethod[];

/** The claim methods (always free). */
export const SAMPLE_CLAIM_METHODS = [
  { id: 'MAIL', price: 0, currencyCode: 'USD' },
  { id: 'KEEP_ITEM', price: 0, currencyCode: 'USD' },
] satisfies ReturnMethod[];

/** The lines a customer chooses on the details step. */
export const SAMPLE_RETURN_CHOICES = [{ lineId: 'VT-2026-000901-1', quantity: 1, reason: 'TOO_SMALL' }] as const;

/** A created return. */
export const SAMPLE_RETURN = {
  returnNumber: 'RT-2026-000101',
  orderNumber: SAMPLE_AFTERCARE_ORDER.orderNumber,
  createdAt: placedAt + 10 * DAY,
  method: SAMPLE_RETURN_METHODS[0]!,
  lines: [{ ...SAMPLE_RETURN_CHOICES[0], displayName: 'Aero Daily Fitness Tee' }],
  refundTotal: 16.05,
  currencyCode: 'USD',
  label: { carrier: 'UPS', trackingNumber: '1ZRT00000000000101', url: '/order/v0/an-us/returns/RT-2026-000101/label' },
} satisfies ReturnConfirmation;

/** A created claim. */
export const SAMPLE_CLAIM = {
  claimNumber: 'CL-2026-000201',
  orderNumber: SAMPLE_AFTERCARE_ORDER.orderNumber,
  claimType: 'DAMAGED',
  createdAt: placedAt + 10 * DAY,
  method: SAMPLE_CLAIM_METHODS[0]!,
  resolution: 'REPLACEMENT',
  lines: [{ lineId: 'VT-2026-000901-2', quantity: 1, displayName: 'Throw Pillow' }],
  label: { carrier: 'UPS', trackingNumber: '1ZCL00000000000201', url: '/order/v0/an-us/claims/CL-2026-000201/label' },
} satisfies ClaimConfirmation;

/** The shipping postal code of the sample order (customerZipCode). */
export const SAMPLE_ZIP = '19103';
