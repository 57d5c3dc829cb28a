import { describe, expect, it } from 'vitest';
import {
  CLAIM_DESCRIPTION_MAX,
  checkClaimDetails,
  checkLineChoices,
  claimQueryOf,
  claimsUrl,
  claimWindowEnd,
  decideClaimsRoute,
  decideReturnsRoute,
  flowRouteKey,
  flowRouteOfUrl,
  flowStepOfPath,
  flowUrl,
  isOrderEligible,
  refundTotal,
  returnWindowEnd,
} from '@vitrine/core';
import { aftercareSamples } from '@vitrine/core/testing';

const order = aftercareSamples.SAMPLE_AFTERCARE_ORDER;
const DAY = 86_400_000;

describe('return and claim windows', () => {
  it('a return window closes 60 days after delivery, none while on the way', () => {
    expect(returnWindowEnd(null)).toBeNull();
    expect(returnWindowEnd(1000)).toBe(1000 + 60 * DAY);
  });
  it('a claim window closes 90 days after placement', () => {
    expect(claimWindowEnd(5)).toBe(5 + 90 * DAY);
  });
  it('an order is eligible until its end with a line left', () => {
    expect(isOrderEligible(order, order.eligibleUntil)).toBe(true);
    expect(isOrderEligible(order, order.eligibleUntil + 1)).toBe(false);
    expect(isOrderEligible({ ...order, eligibleUntil: null }, 0)).toBe(false);
    expect(isOrderEligible({ ...order, lines: order.lines.map((l) => ({ ...l, eligibleQuantity: 0 })) }, order.placedAt)).toBe(false);
  });
});

describe('checkLineChoices', () => {
  it('accepts lines within their eligible units with a reason', () => {
    expect(checkLineChoices(order, [{ lineId: 'VT-2026-000901-1', quantity: 2, reason: 'TOO_LARGE' }], true).ok).toBe(true);
  });
  it('refuses nothing chosen, an unknown line, too many or a fraction, a missing reason', () => {
    expect(checkLineChoices(order, [], true)).toMatchObject({ ok: false, error: { code: 'AFTERCARE.NOTHING_SELECTED' } });
    expect(checkLineChoices(order, [{ lineId: 'x', quantity: 1, reason: 'OTHER' }], true)).toMatchObject({ ok: false, error: { code: 'AFTERCARE.QUANTITY_INVALID', details: { max: 0 } } });
    expect(checkLineChoices(order, [{ lineId: 'VT-2026-000901-1', quantity: 3, reason: 'OTHER' }], true)).toMatchObject({ ok: false, error: { details: { max: 2 } } });
    expect(checkLineChoices(order, [{ lineId: 'VT-2026-000901-1', quantity: 1.5, reason: 'OTHER' }], true).ok).toBe(false);
    expect(checkLineChoices(order, [{ lineId: 'VT-2026-000901-1', quantity: 1, reason: null }], true)).toMatchObject({ ok: false, error: { code: 'AFTERCARE.REASON_REQUIRED' } });
    expect(checkLineChoices(order, [{ lineId: 'VT-2026-000901-1', quantity: 1, reason: null }], false).ok).toBe(true);
  });
});

describe('checkClaimDetails', () => {
  it('trims and bounds the description', () => {
    expect(checkClaimDetails({ description: '  Arrived torn at the seam  ', resolution: 'REFUND' })).toEqual({ ok: true, value: { description: 'Arrived torn at the seam', resolution: 'REFUND' } });
    expect(checkClaimDetails({ description: 'x'.repeat(CLAIM_DESCRIPTION_MAX + 1), resolution: 'REFUND' })).toMatchObject({ ok: false, error: { code: 'AFTERCARE.DESCRIPTION_INVALID' } });
  });
});

describe('refundTotal', () => {
  it('sums the units at their price, minus the method, never below zero', () => {
    expect(refundTotal(order, [{ lineId: 'VT-2026-000901-1', quantity: 2 }, { lineId: 'VT-2026-000901-2', quantity: 1 }], { id: 'MAIL', price: 7.95, currencyCode: 'USD' })).toBe(75.05);
    expect(refundTotal(order, [{ lineId: 'nope', quantity: 1 }], { id: 'PICKUP', price: 9, currencyCode: 'USD' })).toBe(0);
  });
});

describe('flow URLs', () => {
  it('writes the first step as the root and leaves empty values out', () => {
    expect(flowUrl('returns', 'order', { orderNumber: null })).toBe('/returns');
    expect(flowUrl('returns', 'details', { orderNumber: 'VT 1', x: '' })).toBe('/returns/details?orderNumber=VT%201');
  });
  it('reads the step of a path with a context path and a trailing slash', () => {
    expect(flowStepOfPath('returns', '/en-gb/returns/review/')).toBe('review');
    expect(flowStepOfPath('claims', '/claims')).toBe('type');
    expect(flowStepOfPath('claims', '/claims/type')).toBeNull();
    expect(flowStepOfPath('claims', '/claims/nope')).toBeNull();
    expect(flowStepOfPath('returns', '/shop/tee')).toBeNull();
  });
  it('parses its own URLs and refuses others', () => {
    expect(flowRouteOfUrl('returns', '/returns/details?orderNumber=VT%201')).toEqual({ step: 'details', query: { orderNumber: 'VT 1' } });
    expect(() => flowRouteOfUrl('returns', '/cart')).toThrow(RangeError);
    expect(flowRouteKey('claims', { step: 'select', query: { orderNumber: 'A', claimType: 'DAMAGED' } })).toBe('/claims/select?claimType=DAMAGED&orderNumber=A');
  });
  it('claims carry a known type, the order number and the zip', () => {
    expect(claimQueryOf({ claimType: 'BROKEN', orderNumber: ' A ' })).toEqual({ claimType: null, orderNumber: 'A', customerZipCode: null });
    expect(claimsUrl('select', { claimType: 'DAMAGED', orderNumber: null, customerZipCode: '19103' })).toBe('/claims/select?claimType=DAMAGED&customerZipCode=19103');
  });
});

describe('route decisions', () => {
  const held = { scope: 'AUTHORIZED' as const, ordersLoaded: true, order, choices: [{ lineId: 'VT-2026-000901-1', quantity: 1, reason: 'OTHER' as const }], methodsFor: order.orderNumber, methodId: 'MAIL' as const, confirmation: null };
  it('returns: review shows with everything held; a guest signs in', () => {
    expect(decideReturnsRoute({ step: 'review', query: { orderNumber: order.orderNumber } }, held)).toMatchObject({ kind: 'show', step: 'review' });
    expect(decideReturnsRoute({ step: 'order', query: {} }, { ...held, scope: 'GUEST' })).toEqual({ kind: 'login-required' });
  });
  it('returns: the confirmation without a returnNumber goes back to the order step', () => {
    expect(decideReturnsRoute({ step: 'confirmation', query: {} }, held)).toMatchObject({ kind: 'redirect', step: 'order' });
  });
  it('claims: review with a zip and everything held shows for a guest', () => {
    const claims = { scope: 'GUEST' as const, order, choices: held.choices, methodsFor: order.orderNumber, methodId: 'MAIL' as const, details: { description: 'Arrived torn', resolution: 'REFUND' as const }, confirmation: null };
    expect(decideClaimsRoute({ step: 'review', query: { claimType: 'DAMAGED', orderNumber: order.orderNumber, customerZipCode: '19103' } }, claims)).toMatchObject({ kind: 'show', step: 'review' });
  });
});
