import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEP_IDS,
  checkoutProgressOf,
  checkoutRequestUrl,
  decideCheckoutRoute,
  firstIncompleteStep,
  isCheckoutStepReachable,
  TOKEN_SCOPES,
  type CheckoutProgress,
  type CheckoutStepId,
  type TokenScope,
} from '@vitrine/core';
import { checkoutSamples } from '@vitrine/core/testing';

const progress = (lineCount: number, hasShippingAddress: boolean, hasDeliveryMethod: boolean): CheckoutProgress => ({ lineCount, hasShippingAddress, hasDeliveryMethod });
const fresh = progress(2, false, false);
const addressed = progress(2, true, false);
const delivered = progress(2, true, true);
const empty = progress(0, false, false);
const shopper = (p: CheckoutProgress | null) => ({ scope: 'REGISTERED' as TokenScope, progress: p });
const agent = (p: CheckoutProgress | null) => ({ scope: 'CALL_CENTER' as TokenScope, progress: p });
const req = (step: CheckoutStepId, query: Record<string, string> = {}) => ({ step, query });

describe('checkout progress', () => {
  it('reads lines, address and delivery method from a checkout', () => {
    expect(checkoutProgressOf(checkoutSamples.SAMPLE_CHECKOUTS.new)).toEqual(fresh);
    expect(checkoutProgressOf(checkoutSamples.SAMPLE_CHECKOUTS.withAddress)).toEqual(addressed);
    expect(checkoutProgressOf(checkoutSamples.SAMPLE_CHECKOUTS.withDelivery)).toEqual(delivered);
  });

  it('names the first incomplete step', () => {
    expect([empty, fresh, addressed, delivered].map(firstIncompleteStep)).toEqual(['cart', 'shipping-address', 'shipping-delivery', 'payment']);
  });

  it('reaches a step only when every earlier step is complete', () => {
    const reachable = (p: CheckoutProgress) => CHECKOUT_STEP_IDS.filter((step) => isCheckoutStepReachable(step, p));
    expect(reachable(empty)).toEqual(['cart']);
    expect(reachable(fresh)).toEqual(['cart', 'shipping-address']);
    expect(reachable(addressed)).toEqual(['cart', 'shipping-address', 'shipping-delivery']);
    expect(reachable(delivered)).toEqual(['cart', 'shipping-address', 'shipping-delivery', 'payment']);
  });

  it('property: the first incomplete step is always reachable', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.boolean(), fc.boolean(), (lines, address, delivery) => {
        const p = progress(lines, address, address && delivery);
        expect(isCheckoutStepReachable(firstIncompleteStep(p), p)).toBe(true);
      }),
    );
  });
});

describe('checkoutRequestUrl', () => {
  it('keeps the parameters each step reads, flags as =1, in a fixed order', () => {
    expect(checkoutRequestUrl(req('payment', { deepRoute: 'true', scaCompleted: '1', paymentError: 'SCA_FAILED', utm_source: 'mail' }))).toBe(
      '/checkout/payment?paymentError=SCA_FAILED&scaCompleted=1&deepRoute=1',
    );
    expect(checkoutRequestUrl(req('payment', { apmCompleted: '1', cpinvalid: '1' }))).toBe('/checkout/payment?apmCompleted=1');
    expect(checkoutRequestUrl(req('shipping-address', { cpinvalid: 'true', apmCompleted: '1' }))).toBe('/checkout/shipping-address?cpinvalid=1');
    expect(checkoutRequestUrl(req('confirmation', { orderNumber: 'VT-2026-000123' }))).toBe('/checkout/confirmation?orderNumber=VT-2026-000123');
    expect(checkoutRequestUrl(req('cart', { deepRoute: '1' }))).toBe('/cart');
  });
});

describe('decideCheckoutRoute (shell §2, §6; shopping.md "Checkout deep routes")', () => {
  it('always shows the cart, even to a guest', () => {
    expect(decideCheckoutRoute(req('cart'), { scope: 'GUEST', progress: null })).toEqual({ kind: 'show', step: 'cart', url: '/cart' });
  });

  it('asks a guest or a session without token to sign in on every other step', () => {
    for (const scope of ['GUEST', null] as const) {
      for (const step of CHECKOUT_STEP_IDS.filter((s) => s !== 'cart')) {
        expect(decideCheckoutRoute(req(step), { scope, progress: delivered })).toEqual({ kind: 'login-required' });
      }
    }
  });

  it('lets REGISTERED, AUTHORIZED and CALL_CENTER check out', () => {
    const allowed = TOKEN_SCOPES.filter((scope) => decideCheckoutRoute(req('payment'), { scope, progress: delivered }).kind !== 'login-required');
    expect(allowed).toEqual(['REGISTERED', 'AUTHORIZED', 'CALL_CENTER']);
  });

  it('shows the confirmation with its order number, else falls back to the cart', () => {
    expect(decideCheckoutRoute(req('confirmation', { orderNumber: 'VT-2026-000123' }), shopper(null))).toEqual({
      kind: 'show',
      step: 'confirmation',
      url: '/checkout/confirmation?orderNumber=VT-2026-000123',
    });
    expect(decideCheckoutRoute(req('confirmation'), shopper(delivered))).toEqual({ kind: 'redirect', step: 'cart', url: '/cart', reason: 'fallback' });
  });

  it('/checkout: a shopper starts the checkout, then goes to the first incomplete step', () => {
    expect(decideCheckoutRoute(req('checkout'), shopper(null))).toEqual({ kind: 'start' });
    expect(decideCheckoutRoute(req('checkout'), shopper(addressed))).toEqual({ kind: 'redirect', step: 'shipping-delivery', url: '/checkout/shipping-delivery', reason: 'start' });
    expect(decideCheckoutRoute(req('checkout'), shopper(empty))).toEqual({ kind: 'redirect', step: 'cart', url: '/cart', reason: 'fallback' });
  });

  it('/checkout: a call-centre agent first chooses the customer', () => {
    expect(decideCheckoutRoute(req('checkout'), agent(null))).toEqual({ kind: 'show', step: 'checkout', url: '/checkout' });
    expect(decideCheckoutRoute(req('checkout', { deepRoute: '1' }), agent(fresh))).toEqual({
      kind: 'redirect',
      step: 'shipping-address',
      url: '/checkout/shipping-address?deepRoute=1',
      reason: 'start',
    });
  });

  it('a deep route without a checkout held: a shopper starts (or resumes) it, an agent reads the open one', () => {
    expect(decideCheckoutRoute(req('payment'), shopper(null))).toEqual({ kind: 'start' });
    expect(decideCheckoutRoute(req('shipping-delivery'), agent(null))).toEqual({ kind: 'resume' });
  });

  it('shows a reachable step at its canonical URL (read-once parameters dropped, cpinvalid and deepRoute kept)', () => {
    expect(decideCheckoutRoute(req('payment', { paymentError: 'PAYMENT_DECLINED', deepRoute: '1' }), shopper(delivered))).toEqual({
      kind: 'show',
      step: 'payment',
      url: '/checkout/payment?deepRoute=1',
    });
    expect(decideCheckoutRoute(req('shipping-address', { cpinvalid: '1' }), shopper(delivered))).toEqual({
      kind: 'show',
      step: 'shipping-address',
      url: '/checkout/shipping-address?cpinvalid=1',
    });
  });

  it('redirects an unreachable step to the first incomplete one', () => {
    expect(decideCheckoutRoute(req('payment'), shopper(fresh))).toEqual({ kind: 'redirect', step: 'shipping-address', url: '/checkout/shipping-address', reason: 'incomplete' });
  });

  it('falls back to the cart for a webview deep route it cannot show, and for a checkout without lines', () => {
    expect(decideCheckoutRoute(req('payment', { deepRoute: '1' }), shopper(fresh))).toEqual({ kind: 'redirect', step: 'cart', url: '/cart', reason: 'fallback' });
    expect(decideCheckoutRoute(req('shipping-address'), shopper(empty))).toEqual({ kind: 'redirect', step: 'cart', url: '/cart', reason: 'fallback' });
  });

  it('property: every decision for a signed-in session lands on a reachable step or loads the checkout', () => {
    const steps = fc.constantFrom<CheckoutStepId>(...CHECKOUT_STEP_IDS);
    const scopes = fc.constantFrom<TokenScope>('REGISTERED', 'AUTHORIZED', 'CALL_CENTER');
    const progresses = fc.option(
      fc.tuple(fc.nat(3), fc.boolean(), fc.boolean()).map(([lines, address, delivery]) => progress(lines, address, address && delivery)),
      { nil: null },
    );
    fc.assert(
      fc.property(steps, scopes, progresses, fc.boolean(), (step, scope, p, deepRoute) => {
        const decision = decideCheckoutRoute(req(step, { ...(deepRoute ? { deepRoute: '1' } : {}), orderNumber: 'VT-1' }), { scope, progress: p });
        if (decision.kind === 'start' || decision.kind === 'resume') {
          expect(p).toBeNull();
        } else {
          expect(decision.kind === 'show' || decision.kind === 'redirect').toBe(true);
          const landed = (decision as { step: CheckoutStepId }).step;
          const fine = landed === 'cart' || landed === 'confirmation' || landed === 'checkout' || (p !== null && isCheckoutStepReachable(landed, p));
          expect(fine).toBe(true);
        }
      }),
    );
  });
});
