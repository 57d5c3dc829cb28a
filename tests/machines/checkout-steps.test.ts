import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DEEP_ROUTE_STEPS,
  CHECKOUT_QUERY,
  CHECKOUT_STEP_IDS,
  CHECKOUT_STEPS,
  checkoutRouteOfUrl,
  checkoutStep,
  checkoutStepOfPath,
  checkoutUrl,
  isCheckoutStepId,
  isDeepRouteCheckout,
  isDeepRouteStep,
  isQueryFlagOn,
  queryValue,
  type CheckoutStepId,
} from '@vitrine/core';

describe('checkout steps (shell §2 "Checkout steps in order")', () => {
  it('lists Cart, Checkout, Shipping Address, Shipping Delivery, Payment, Order Confirmation with the order numbers 1-5 and 7', () => {
    expect(CHECKOUT_STEPS.map((step) => [step.name, step.order])).toEqual([
      ['Cart', 1],
      ['Checkout', 2],
      ['Shipping Address', 3],
      ['Shipping Delivery', 4],
      ['Payment', 5],
      ['Order Confirmation', 7],
    ]);
    expect(CHECKOUT_STEPS.map((step) => step.id)).toEqual([...CHECKOUT_STEP_IDS]);
  });

  it('gives each step its path; the deep routes are shipping address, delivery and payment', () => {
    expect(checkoutStep('cart').path).toBe('/cart');
    expect(checkoutStep('checkout').path).toBe('/checkout');
    expect(checkoutStep('payment').path).toBe('/checkout/payment');
    expect([...CHECKOUT_DEEP_ROUTE_STEPS]).toEqual(['shipping-address', 'shipping-delivery', 'payment']);
    expect(CHECKOUT_STEP_IDS.filter(isDeepRouteStep)).toEqual(['shipping-address', 'shipping-delivery', 'payment']);
  });

  it('recognizes step ids', () => {
    expect(isCheckoutStepId('shipping-delivery')).toBe(true);
    expect(isCheckoutStepId('review')).toBe(false);
  });

  it('uses the spec query names verbatim', () => {
    expect(CHECKOUT_QUERY).toMatchObject({ pickupLocationInvalid: 'cpinvalid', paymentError: 'paymentError', apmCompleted: 'apmCompleted', scaCompleted: 'scaCompleted', orderNumber: 'orderNumber' });
  });
});

describe('query flags and values', () => {
  it("reads a flag as on for '1' and 'true' only", () => {
    expect(isQueryFlagOn({ cpinvalid: '1' }, 'cpinvalid')).toBe(true);
    expect(isQueryFlagOn({ cpinvalid: 'true' }, 'cpinvalid')).toBe(true);
    expect(isQueryFlagOn({ cpinvalid: '0' }, 'cpinvalid')).toBe(false);
    expect(isQueryFlagOn({}, 'cpinvalid')).toBe(false);
  });

  it('reads the deep-route flag of a mobile webview link', () => {
    expect(isDeepRouteCheckout({ deepRoute: '1' })).toBe(true);
    expect(isDeepRouteCheckout({ deepRoute: 'no' })).toBe(false);
  });

  it('trims values; blank or absent is null', () => {
    expect(queryValue({ paymentError: ' PAYMENT_DECLINED ' }, 'paymentError')).toBe('PAYMENT_DECLINED');
    expect(queryValue({ paymentError: '  ' }, 'paymentError')).toBeNull();
    expect(queryValue({}, 'paymentError')).toBeNull();
  });
});

describe('checkoutUrl', () => {
  it('builds each step URL with the parameters that step keeps', () => {
    expect(checkoutUrl('shipping-address', { pickupLocationInvalid: true, deepRoute: true })).toBe('/checkout/shipping-address?cpinvalid=1&deepRoute=1');
    expect(checkoutUrl('confirmation', { orderNumber: 'VT-2026-000123' })).toBe('/checkout/confirmation?orderNumber=VT-2026-000123');
    expect(checkoutUrl('payment')).toBe('/checkout/payment');
  });

  it('never puts the flag of one step on another, nor the deep-route flag on the cart', () => {
    expect(checkoutUrl('payment', { pickupLocationInvalid: true, orderNumber: 'X' })).toBe('/checkout/payment');
    expect(checkoutUrl('cart', { deepRoute: true })).toBe('/cart');
  });

  it('encodes an order number', () => {
    expect(checkoutUrl('confirmation', { orderNumber: 'A B&C' })).toBe('/checkout/confirmation?orderNumber=A%20B%26C');
  });
});

describe('checkoutStepOfPath', () => {
  it('names the step of a path, with or without a context path and a trailing slash', () => {
    expect(checkoutStepOfPath('/cart')).toBe('cart');
    expect(checkoutStepOfPath('/checkout')).toBe('checkout');
    expect(checkoutStepOfPath('/en-gb/checkout/payment/')).toBe('payment');
    expect(checkoutStepOfPath('/fr-ca/checkout/confirmation')).toBe('confirmation');
  });

  it('is null for other paths', () => {
    expect(checkoutStepOfPath('/shop/radiant-tee')).toBeNull();
    expect(checkoutStepOfPath('/checkout/review')).toBeNull();
    expect(checkoutStepOfPath('/checkout/cart')).toBeNull();
    expect(checkoutStepOfPath('/checkout/checkout')).toBeNull();
    expect(checkoutStepOfPath('/cart/items')).toBeNull();
  });
});

describe('checkoutRouteOfUrl', () => {
  it('reads back what checkoutUrl builds', () => {
    const steps = fc.constantFrom<CheckoutStepId>(...CHECKOUT_STEP_IDS);
    fc.assert(
      fc.property(steps, fc.boolean(), fc.boolean(), fc.option(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== ''), { nil: null }), (step, deepRoute, pickupLocationInvalid, orderNumber) => {
        const url = checkoutUrl(step, { deepRoute, pickupLocationInvalid, orderNumber });
        const route = checkoutRouteOfUrl(url);
        expect(route.step).toBe(step);
        expect(checkoutUrl(route.step, { deepRoute: isDeepRouteCheckout(route.query), pickupLocationInvalid: isQueryFlagOn(route.query, 'cpinvalid'), orderNumber: queryValue(route.query, 'orderNumber') })).toBe(url);
      }),
    );
  });

  it('reads a parameter without a value as empty, and throws for a URL that is no checkout step', () => {
    expect(checkoutRouteOfUrl('/checkout/payment?deepRoute')).toEqual({ step: 'payment', query: { deepRoute: '' } });
    expect(() => checkoutRouteOfUrl('/shop/radiant-tee')).toThrow(RangeError);
  });
});
