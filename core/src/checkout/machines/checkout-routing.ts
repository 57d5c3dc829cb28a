import { isRegisteredOrBetter } from '../../identity/domain/access-guard.js';
import type { TokenScope } from '../../identity/token-scope.js';
import type { Checkout } from '../domain/checkout.js';
import {
  CHECKOUT_QUERY,
  checkoutUrl,
  isDeepRouteCheckout,
  isQueryFlagOn,
  queryValue,
  type CheckoutStepId,
  type RouteQuery,
} from './checkout-steps.js';

/**
 * Where a checkout URL leads (shell-and-account.md §2 checkout steps, §6 "Checkout steps need a
 * registered user"; shopping.md "Checkout deep routes"; decisions 0110, 0111). The URL is the
 * source of truth: the checkout machine asks {@link decideCheckoutRoute} on every `route.entered`
 * and shows the step, loads the checkout first, asks for a sign-in, or redirects.
 */

/** A navigation the router reports: the step its path names and its query. */
export interface CheckoutRouteRequest {
  readonly step: CheckoutStepId;
  readonly query: RouteQuery;
}

/** How far a checkout is, as reachability reads it. */
export interface CheckoutProgress {
  /** Cart lines in the checkout (0: nothing to check out). */
  readonly lineCount: number;
  readonly hasShippingAddress: boolean;
  readonly hasDeliveryMethod: boolean;
}

/** What the decision knows besides the URL. */
export interface CheckoutRouteSituation {
  readonly scope: TokenScope | null;
  /** The checkout the machine holds, or null when it must be started or read first. */
  readonly progress: CheckoutProgress | null;
}

/** Why a URL is replaced. */
export type CheckoutRedirectReason =
  /** /checkout itself: go to the first step the checkout still needs. */
  | 'start'
  /** An earlier step is incomplete: go to the first incomplete step. */
  | 'incomplete'
  /** Nothing to check out, no order number, or a webview deep route that cannot be shown: the cart. */
  | 'fallback';

/** What the checkout does with a URL. */
export type CheckoutRouteDecision =
  /** A guest (or no token): sign in first, then come back to the same URL. */
  | { readonly kind: 'login-required' }
  /** Start (or resume) the checkout from the cart: CheckoutGateway.start(). */
  | { readonly kind: 'start' }
  /** Read the open checkout: CheckoutGateway.getCurrent() (a call-centre agent, whose checkout is for a chosen customer). */
  | { readonly kind: 'resume' }
  /** Show this step; `url` is its canonical URL (one-shot query parameters dropped). */
  | { readonly kind: 'show'; readonly step: CheckoutStepId; readonly url: string }
  /** Replace the URL with `url` and show `step`. */
  | { readonly kind: 'redirect'; readonly step: CheckoutStepId; readonly url: string; readonly reason: CheckoutRedirectReason };

/** The progress of a checkout: its line count and whether address and delivery method are set. */
export function checkoutProgressOf(checkout: Checkout): CheckoutProgress {
  return { lineCount: checkout.lines.length, hasShippingAddress: checkout.shippingAddress !== null, hasDeliveryMethod: checkout.deliveryMethod !== null };
}

/**
 * The first step the checkout still needs: 'cart' without lines, then 'shipping-address',
 * 'shipping-delivery', and 'payment' once address and delivery method are set.
 */
export function firstIncompleteStep(progress: CheckoutProgress): 'cart' | 'shipping-address' | 'shipping-delivery' | 'payment' {
  if (progress.lineCount === 0) return 'cart';
  if (!progress.hasShippingAddress) return 'shipping-address';
  if (!progress.hasDeliveryMethod) return 'shipping-delivery';
  return 'payment';
}

/**
 * True when a step can be shown for this checkout: the cart always; shipping address with lines;
 * delivery once the address is set; payment once the delivery method is set too. /checkout and
 * the confirmation are never "shown" from progress (/checkout redirects; the confirmation needs
 * an order number).
 */
export function isCheckoutStepReachable(step: CheckoutStepId, progress: CheckoutProgress): boolean {
  const order = ['shipping-address', 'shipping-delivery', 'payment'] as const;
  const index = order.indexOf(step as (typeof order)[number]);
  if (step === 'cart') return true;
  if (index < 0) return false;
  return order.indexOf(firstIncompleteStep(progress) as (typeof order)[number]) >= index;
}

/**
 * A request as one URL string, so two requests compare equal when the checkout reads them alike:
 * the step's path with the parameters that step reads, in a fixed order — `cpinvalid=1` on
 * shipping address; `paymentError`, `apmCompleted=1`, `scaCompleted=1` on payment; `orderNumber`
 * on the confirmation; `deepRoute=1` on every step but the cart. Flags are written `=1` when on
 * ('true' counts) and left out when off; other parameters (utm_source …) are left out.
 */
export function checkoutRequestUrl(request: CheckoutRouteRequest): string {
  const { step, query } = request;
  const params: string[] = [];
  const flag = (name: string) => {
    if (isQueryFlagOn(query, name)) params.push(`${name}=1`);
  };
  const value = (name: string) => {
    const text = queryValue(query, name);
    if (text !== null) params.push(`${name}=${encodeURIComponent(text)}`);
  };
  if (step === 'shipping-address') flag(CHECKOUT_QUERY.pickupLocationInvalid);
  if (step === 'payment') {
    value(CHECKOUT_QUERY.paymentError);
    flag(CHECKOUT_QUERY.apmCompleted);
    flag(CHECKOUT_QUERY.scaCompleted);
  }
  if (step === 'confirmation') value(CHECKOUT_QUERY.orderNumber);
  if (step !== 'cart') flag(CHECKOUT_QUERY.deepRoute);
  const path = checkoutUrl(step);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/**
 * Decides what a checkout URL does (decision 0110), in this order:
 * 1. the cart is always shown (it is not behind the sign-in);
 * 2. a session below REGISTERED (REGISTERED, AUTHORIZED or CALL_CENTER pass) → login-required;
 * 3. the confirmation is shown with its `orderNumber`, else the cart (fallback);
 * 4. /checkout: with a checkout held, redirect to its first incomplete step (the cart when it has
 *    no lines); without one, a call-centre agent is shown the step (choose the customer), a
 *    shopper starts the checkout;
 * 5. no checkout held → start it (an agent: resume the open one);
 * 6. no lines → the cart (fallback);
 * 7. a reachable step is shown; its canonical URL keeps `cpinvalid=1` (shipping address) and
 *    `deepRoute=1`, and drops `paymentError`, `apmCompleted`, `scaCompleted` (read once);
 * 8. an unreachable step: a webview deep route (`deepRoute=1`) falls back to the cart, any other
 *    URL is redirected to the first incomplete step (decision 0111).
 */
export function decideCheckoutRoute(request: CheckoutRouteRequest, situation: CheckoutRouteSituation): CheckoutRouteDecision {
  const { step, query } = request;
  const deepRoute = isDeepRouteCheckout(query);
  const fallback = { kind: 'redirect', step: 'cart', url: checkoutUrl('cart'), reason: 'fallback' } as const;
  const redirectTo = (target: CheckoutStepId, reason: CheckoutRedirectReason): CheckoutRouteDecision =>
    target === 'cart' ? fallback : { kind: 'redirect', step: target, url: checkoutUrl(target, { deepRoute }), reason };

  if (step === 'cart') return { kind: 'show', step, url: checkoutUrl('cart') };
  if (!isRegisteredOrBetter(situation.scope)) return { kind: 'login-required' };
  if (step === 'confirmation') {
    const orderNumber = queryValue(query, CHECKOUT_QUERY.orderNumber);
    return orderNumber ? { kind: 'show', step, url: checkoutUrl(step, { orderNumber, deepRoute }) } : fallback;
  }
  const callCenter = situation.scope === 'CALL_CENTER';
  const { progress } = situation;
  if (step === 'checkout') {
    if (progress) return redirectTo(firstIncompleteStep(progress), 'start');
    return callCenter ? { kind: 'show', step, url: checkoutUrl(step, { deepRoute }) } : { kind: 'start' };
  }
  if (!progress) return callCenter ? { kind: 'resume' } : { kind: 'start' };
  if (progress.lineCount === 0) return fallback;
  if (isCheckoutStepReachable(step, progress)) {
    const pickupLocationInvalid = step === 'shipping-address' && isQueryFlagOn(query, CHECKOUT_QUERY.pickupLocationInvalid);
    return { kind: 'show', step, url: checkoutUrl(step, { deepRoute, pickupLocationInvalid }) };
  }
  return deepRoute ? fallback : redirectTo(firstIncompleteStep(progress), 'incomplete');
}
