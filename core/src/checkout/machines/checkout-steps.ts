/**
 * The checkout steps and their URLs (shell-and-account.md §2 "Checkout steps in order";
 * shopping.md "Checkout deep routes"; decisions 0110, 0111). The spec names the steps and their
 * order numbers but not the paths: the paths here are Vitrine's, relative to the site's context
 * path ('/en-gb' is prepended by the router).
 */

/** One checkout step as the progress indicator shows it. */
export interface CheckoutStep {
  /** The route's step id, as `route.entered` carries it. */
  readonly id: CheckoutStepId;
  /** The spec's step name, verbatim (the UI translates its own label). */
  readonly name: string;
  /** The spec's order number: 1 to 5 and 7 (no step has the number 6). */
  readonly order: number;
  /** The path of the step, without query and without the site's context path. */
  readonly path: string;
}

/** Step ids of the checkout, in order. */
export const CHECKOUT_STEP_IDS = ['cart', 'checkout', 'shipping-address', 'shipping-delivery', 'payment', 'confirmation'] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEP_IDS)[number];

/** The steps with the spec's names and order numbers (shell-and-account.md §2), in order. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { id: 'cart', name: 'Cart', order: 1, path: '/cart' },
  { id: 'checkout', name: 'Checkout', order: 2, path: '/checkout' },
  { id: 'shipping-address', name: 'Shipping Address', order: 3, path: '/checkout/shipping-address' },
  { id: 'shipping-delivery', name: 'Shipping Delivery', order: 4, path: '/checkout/shipping-delivery' },
  { id: 'payment', name: 'Payment', order: 5, path: '/checkout/payment' },
  { id: 'confirmation', name: 'Order Confirmation', order: 7, path: '/checkout/confirmation' },
];

/** The deep routes: the steps a link may open directly (shopping.md "Checkout deep routes"). */
export const CHECKOUT_DEEP_ROUTE_STEPS = ['shipping-address', 'shipping-delivery', 'payment'] as const;
export type CheckoutDeepRouteStep = (typeof CHECKOUT_DEEP_ROUTE_STEPS)[number];

/**
 * Query parameters the checkout reads (shell-and-account.md §2; decision 0111): `cpinvalid=1` on
 * shipping address, `paymentError=<code>`, `apmCompleted=1`, `scaCompleted=1` on payment,
 * `orderNumber` on the confirmation, and Vitrine's name for the mobile webview's deep-route flag.
 */
export const CHECKOUT_QUERY = {
  pickupLocationInvalid: 'cpinvalid',
  paymentError: 'paymentError',
  apmCompleted: 'apmCompleted',
  scaCompleted: 'scaCompleted',
  orderNumber: 'orderNumber',
  deepRoute: 'deepRoute',
} as const;

/** A route's query as the router reads it: each name's first value. */
export type RouteQuery = Readonly<Record<string, string | undefined>>;

/** True for one of {@link CHECKOUT_STEP_IDS}. */
export function isCheckoutStepId(value: string): value is CheckoutStepId {
  return (CHECKOUT_STEP_IDS as readonly string[]).includes(value);
}

/** True for a deep-route step (shipping-address, shipping-delivery, payment). */
export function isDeepRouteStep(step: CheckoutStepId): step is CheckoutDeepRouteStep {
  return (CHECKOUT_DEEP_ROUTE_STEPS as readonly string[]).includes(step);
}

/** The step with this id (its name, order number and path). */
export function checkoutStep(id: CheckoutStepId): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step.id === id)!;
}

/** True when a query flag is on: the value '1' or 'true' (spec: `cpinvalid=1`, `apmCompleted=1`, `scaCompleted=1`). */
export function isQueryFlagOn(query: RouteQuery, name: string): boolean {
  const value = query[name];
  return value === '1' || value === 'true';
}

/** True when the URL is a mobile webview's deep link into the checkout: `deepRoute=1` (decision 0111). */
export function isDeepRouteCheckout(query: RouteQuery): boolean {
  return isQueryFlagOn(query, CHECKOUT_QUERY.deepRoute);
}

/** The value of a query parameter with its spaces trimmed, or null when absent or blank. */
export function queryValue(query: RouteQuery, name: string): string | null {
  const value = query[name]?.trim();
  return value ? value : null;
}

/** What a checkout URL carries besides the step. */
export interface CheckoutUrlOptions {
  /** Keep the webview's deep-route flag (`deepRoute=1`); never added to the cart's URL. */
  readonly deepRoute?: boolean;
  /** The confirmation's order number (`orderNumber=…`); only on the confirmation. */
  readonly orderNumber?: string | null;
  /** The shipping address step's invalid pickup location flag (`cpinvalid=1`). */
  readonly pickupLocationInvalid?: boolean;
}

/**
 * The URL of a step, path plus query, relative to the site's context path:
 * `checkoutUrl('payment', { deepRoute: true })` → '/checkout/payment?deepRoute=1';
 * `checkoutUrl('confirmation', { orderNumber: 'AN-1001' })` → '/checkout/confirmation?orderNumber=AN-1001'.
 */
export function checkoutUrl(step: CheckoutStepId, options: CheckoutUrlOptions = {}): string {
  const params: string[] = [];
  if (step === 'shipping-address' && options.pickupLocationInvalid) params.push(`${CHECKOUT_QUERY.pickupLocationInvalid}=1`);
  if (step === 'confirmation' && options.orderNumber) params.push(`${CHECKOUT_QUERY.orderNumber}=${encodeURIComponent(options.orderNumber)}`);
  if (step !== 'cart' && options.deepRoute) params.push(`${CHECKOUT_QUERY.deepRoute}=1`);
  return params.length > 0 ? `${checkoutStep(step).path}?${params.join('&')}` : checkoutStep(step).path;
}

/**
 * The step a URL path names, ignoring a context path prefix and a trailing slash:
 * '/cart' → 'cart', '/checkout' → 'checkout', '/en-gb/checkout/payment/' → 'payment';
 * null for any other path ('/checkout/unknown', '/shop/tee').
 */
export function checkoutStepOfPath(pathname: string): CheckoutStepId | null {
  const trimmed = pathname.replace(/\/+$/, '');
  const match = /(?:^|\/)(cart|checkout)(?:\/([a-z-]+))?$/.exec(trimmed);
  if (!match) return null;
  if (match[1] === 'cart') return match[2] === undefined ? 'cart' : null;
  if (match[2] === undefined) return 'checkout';
  return isCheckoutStepId(match[2]) && match[2] !== 'cart' && match[2] !== 'checkout' ? match[2] : null;
}

/**
 * The step and query of a URL the machine built with {@link checkoutUrl} ('/checkout/payment?deepRoute=1'
 * → { step: 'payment', query: { deepRoute: '1' } }). Throws RangeError for a URL that names no
 * checkout step (a bug: the machine only builds checkout URLs).
 */
export function checkoutRouteOfUrl(url: string): { readonly step: CheckoutStepId; readonly query: RouteQuery } {
  const [path = '', search = ''] = url.split('?', 2);
  const step = checkoutStepOfPath(path);
  if (step === null) throw new RangeError(`Not a checkout URL: ${url}`);
  const query = Object.fromEntries(
    search
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=', 2);
        return [decodeURIComponent(name), decodeURIComponent(value)];
      }),
  );
  return { step, query };
}
