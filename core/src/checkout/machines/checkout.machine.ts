import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { isRegisteredOrBetter } from '../../identity/domain/access-guard.js';
import type { TokenScope } from '../../identity/token-scope.js';
import { domainError, type DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { failureMessage, type MachineLogEvent } from '../../shell/machines/machine-log.js';
import type { CardPayment } from '../application/prepare-card-payment.js';
import type { Checkout, PaymentAction, PaymentRequest, ShippingAddressChoice } from '../domain/checkout.js';
import type { CheckoutError, CheckoutErrorCode } from '../domain/checkout.errors.js';
import type { Order } from '../domain/order.js';
import type { CalendarMonth } from '../payments/domain/card.js';
import type { PaymentContext, PaymentMethodConfig } from '../payments/domain/payment-methods.js';
import { checkoutProgressOf, checkoutRequestUrl, decideCheckoutRoute, type CheckoutRedirectReason, type CheckoutRouteDecision, type CheckoutRouteRequest } from './checkout-routing.js';
import { CHECKOUT_QUERY, checkoutRouteOfUrl, checkoutUrl, isDeepRouteCheckout, isQueryFlagOn, queryValue, type CheckoutStepId, type RouteQuery } from './checkout-steps.js';
import { checkCardPayment, checkPaymentRequest, offeredPaymentOptions, orderIdempotencyKey, type PaymentOptions } from './payment-options.js';

/**
 * The checkout from the cart to the order confirmation (shell-and-account.md §2 checkout steps,
 * §4 "Payment gateways", §5 payment rules, §6 "Checkout steps need a registered user"; shopping.md
 * "Checkout deep routes"; docs/checkout-api.md; decisions 0110-0114, 0136).
 *
 * The URL is the source of truth: the router sends `route.entered` for every navigation (and on
 * start, so a refresh or back/forward lands on the URL's step), {@link decideCheckoutRoute}
 * decides, and the machine shows the step, starts or reads the checkout first, asks for a sign-in
 * (`loginRequired`, resumed by `session.signedIn`), or redirects. Every URL change the machine
 * wants is emitted as `checkout.navigate` (replace for redirects, push for moving on); a payment
 * page outside the app (redirect methods, 3-D Secure) is emitted as `checkout.leave`. A card is
 * paid through the `prepareCardPayment` actor (the use case: key, encryption in the browser, set
 * payment, one retry on a rotated key; decision 0136). Each waiting state has the tag 'busy'. Failures keep the checkout, the typed choices and the cart; the coded
 * problem is `context.error` ('CHECKOUT.CONNECTION_LOST' for a lost connection).
 */

/** What the machine starts from. */
export interface CheckoutMachineInput {
  /** The session's token scope (null: no token yet). */
  readonly scope: TokenScope | null;
  /** Today's calendar month in the shopper's time zone (card expiry). */
  readonly today: CalendarMonth;
  /** Currency, language and Apple Pay capability for payment eligibility (the call-centre flag comes from the scope). */
  readonly payment: Omit<PaymentContext, 'callCenter'>;
}

/** A checkout call's answer (CheckoutGateway). */
export type CheckoutAnswer = Result<Checkout, CheckoutError>;
/** An order call's answer (CheckoutGateway.placeOrder / getPlacedOrder). */
export type OrderAnswer = Result<Order, CheckoutError>;

/** Input of the `startCheckout` actor (CheckoutGateway.start): the agent's chosen customer, null for a shopper. */
export interface StartCheckoutInput {
  readonly customerEmail: string | null;
}
/** Input of the `setDeliveryMethod` actor. */
export interface SetDeliveryMethodInput {
  readonly deliveryMethodId: string;
}
/** Input of the `placeOrder` actor: the same key for the same checkout state (retry after a lost answer). */
export interface PlaceOrderInput {
  readonly idempotencyKey: string;
}
/** Input of the `getPlacedOrder` actor. */
export interface PlacedOrderInput {
  readonly orderNumber: string;
}

/** A URL change the machine asks the router for. */
export interface CheckoutNavigateEvent {
  readonly type: 'checkout.navigate';
  /** Path and query relative to the site's context path ('/checkout/payment?deepRoute=1'). */
  readonly url: string;
  /** Replace the current history entry (redirects, read-once parameters) rather than push. */
  readonly replace: boolean;
  readonly reason: CheckoutRedirectReason | 'advance' | 'read-once' | 'pickup-location';
}

/** The browser must load a payment page outside the app (redirect method or 3-D Secure); it comes back to /checkout/payment. */
export interface CheckoutLeaveEvent {
  readonly type: 'checkout.leave';
  /** Absolute URL (full page load). */
  readonly url: string;
  readonly action: PaymentAction['type'];
}

/** What the machine emits; 'log' events go to the Logger through forwardLogs. */
export type CheckoutEmitted = CheckoutNavigateEvent | CheckoutLeaveEvent | MachineLogEvent;

/**
 * What the router, the session and the shopper send:
 * - `route.entered`: a navigation to a checkout URL (the step its path names, its query);
 * - `session.signedIn`: the shopper signed in (resumes `loginRequired` at the same URL);
 * - `checkout.retry`: try the failed read again;
 * - `customer.submit`: the call-centre agent chose the customer to check out for;
 * - `address.submit`: a saved address, a new one or a collection point;
 * - `delivery.choose`: one of the checkout's delivery methods;
 * - `card.submit` ("Place order" with a card): a new or saved card in clear (browser memory only),
 *   handed to the `prepareCardPayment` actor that encrypts it; never kept in the context;
 * - `payment.submit` ("Place order" otherwise): a gift card, rep hold, a redirect method, or a card
 *   request already encrypted;
 * - `order.retry`: place the order again after a lost connection (same idempotency key).
 */
export type CheckoutEvent =
  | { readonly type: 'route.entered'; readonly step: CheckoutStepId; readonly query: RouteQuery }
  | { readonly type: 'session.signedIn'; readonly scope: TokenScope }
  | { readonly type: 'checkout.retry' }
  | { readonly type: 'customer.submit'; readonly email: string }
  | { readonly type: 'address.submit'; readonly choice: ShippingAddressChoice }
  | { readonly type: 'delivery.choose'; readonly deliveryMethodId: string }
  | { readonly type: 'card.submit'; readonly card: CardPayment }
  | { readonly type: 'payment.submit'; readonly request: PaymentRequest }
  | { readonly type: 'order.retry' };

/** What the URL brought that is read once on the payment step. */
export interface PaymentArrival {
  /** `paymentError=<code>`, as sent. */
  readonly paymentError: string | null;
  /** `apmCompleted=1` → 'apm'; `scaCompleted=1` → 'sca'. */
  readonly paymentReturn: 'apm' | 'sca' | null;
}

/** The checkout machine's memory. */
export interface CheckoutMachineContext {
  readonly scope: TokenScope | null;
  readonly today: CalendarMonth;
  readonly payment: Omit<PaymentContext, 'callCenter'>;
  /** The URL being handled; once a step shows, that step's canonical URL. */
  readonly route: CheckoutRouteRequest | null;
  /** The step on screen (progress, header); null while nothing is shown (sign-in, loading). */
  readonly step: CheckoutStepId | null;
  /** The mobile webview's deep-route flag of the URL (kept on every URL the machine asks for). */
  readonly deepRoute: boolean;
  readonly decision: CheckoutRouteDecision | null;
  readonly checkout: Checkout | null;
  /** The customer a call-centre agent checks out for. */
  readonly customerEmail: string | null;
  /** `cpinvalid=1`, or a COLLECTION_POINT_INVALID answer: the pickup location is invalid. */
  readonly pickupLocationInvalid: boolean;
  /** The last address submitted (kept when refused). */
  readonly addressChoice: ShippingAddressChoice | null;
  /** The last delivery method chosen (kept when refused). */
  readonly deliveryMethodId: string | null;
  /** The eligible methods and saved cards (expired ones marked). */
  readonly paymentOptions: PaymentOptions | null;
  /** The last `payment.submit` request (kept when refused); null after a `card.submit` (a card in clear is never kept). */
  readonly paymentRequest: PaymentRequest | null;
  /** What the URL brought for the payment step, until the payment step has read it. */
  readonly arrival: PaymentArrival;
  /** The payment page the browser was sent to. */
  readonly paymentAction: PaymentAction | null;
  /** The coded problem on screen: a refusal, a `paymentError` from the URL, or CHECKOUT.CONNECTION_LOST. */
  readonly error: DomainError | null;
  /** The placed order (confirmation). */
  readonly order: Order | null;
}

/** The code of a lost connection (an actor's transport fault): the shopper's work is kept, retrying is safe. */
export const CHECKOUT_CONNECTION_LOST = 'CHECKOUT.CONNECTION_LOST';

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is not provided: machine.provide({ actors: { ${name} } })`));
const outputOf = <T>(event: { type: string }) => (event as unknown as { output: T }).output;
const answerOf = (event: { type: string }) => outputOf<Result<unknown, CheckoutError>>(event);
const refusalOf = (event: { type: string }) => (answerOf(event) as { ok: false; error: CheckoutError }).error;
const valueOf = <T>(event: { type: string }) => (outputOf<Result<T, CheckoutError>>(event) as { ok: true; value: T }).value;
const eventAs = <T extends CheckoutEvent['type']>(event: { type: string }) => event as Extract<CheckoutEvent, { type: T }>;
const noArrival: PaymentArrival = { paymentError: null, paymentReturn: null };

/** What a `route.entered` query brings to the payment step. */
function arrivalOf(query: RouteQuery): PaymentArrival {
  const paymentReturn = isQueryFlagOn(query, CHECKOUT_QUERY.apmCompleted) ? 'apm' : isQueryFlagOn(query, CHECKOUT_QUERY.scaCompleted) ? 'sca' : null;
  return { paymentError: queryValue(query, CHECKOUT_QUERY.paymentError), paymentReturn };
}

/** The checkout machine; its actors are stubs until provided (see checkout.actors.ts). */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutMachineInput,
    context: {} as CheckoutMachineContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** CheckoutGateway.start({ customerEmail }): starts or resumes the checkout from the cart. */
    startCheckout: fromPromise<CheckoutAnswer, StartCheckoutInput>(notProvided('startCheckout')),
    /** CheckoutGateway.getCurrent(): the open checkout (a call-centre agent's, after a refresh). */
    getCurrentCheckout: fromPromise<CheckoutAnswer, void>(notProvided('getCurrentCheckout')),
    /** CheckoutGateway.setShippingAddress(choice). */
    setShippingAddress: fromPromise<CheckoutAnswer, ShippingAddressChoice>(notProvided('setShippingAddress')),
    /** CheckoutGateway.setDeliveryMethod(deliveryMethodId). */
    setDeliveryMethod: fromPromise<CheckoutAnswer, SetDeliveryMethodInput>(notProvided('setDeliveryMethod')),
    /** The site configuration's payment methods (PaymentMethodConfig[]), unfiltered. */
    loadPaymentMethods: fromPromise<readonly PaymentMethodConfig[], void>(notProvided('loadPaymentMethods')),
    /** The use case prepareCardPayment(card): key, encryption, setPayment, one retry on ENCRYPTION_KEY_EXPIRED. */
    prepareCardPayment: fromPromise<CheckoutAnswer, CardPayment>(notProvided('prepareCardPayment')),
    /** CheckoutGateway.setPayment(request). */
    setPayment: fromPromise<CheckoutAnswer, PaymentRequest>(notProvided('setPayment')),
    /** CheckoutGateway.placeOrder(idempotencyKey). */
    placeOrder: fromPromise<OrderAnswer, PlaceOrderInput>(notProvided('placeOrder')),
    /** CheckoutGateway.getPlacedOrder(orderNumber): the confirmation after a refresh. */
    getPlacedOrder: fromPromise<OrderAnswer, PlacedOrderInput>(notProvided('getPlacedOrder')),
  },
  guards: {
    /** The URL is the one already on screen (the router echoing the machine's own navigation): nothing to do. */
    isShownUrl: ({ context, event }) => {
      const entered = eventAs<'route.entered'>(event);
      return context.step !== null && context.route !== null && checkoutRequestUrl(entered) === checkoutRequestUrl(context.route);
    },
    /** {@link decideCheckoutRoute} answered `params.kind`. */
    decided: ({ context }, params: { kind: 'login-required' | 'start' | 'resume' }) => context.decision!.kind === params.kind,
    /** The decision shows `params.step`, directly or after a redirect. */
    landsOn: ({ context }, params: { step: CheckoutStepId }) => {
      const decision = context.decision!;
      return (decision.kind === 'show' || decision.kind === 'redirect') && decision.step === params.step;
    },
    /** The signed-in scope may check out: REGISTERED, AUTHORIZED or CALL_CENTER. */
    signedInRegistered: ({ event }) => isRegisteredOrBetter(eventAs<'session.signedIn'>(event).scope),
    /** The call answered ok. */
    succeeded: ({ event }) => answerOf(event).ok,
    /** The call refused with one of `params.codes`. */
    refusedWith: ({ event }, params: { codes: readonly CheckoutErrorCode[] }) => {
      const answer = answerOf(event);
      return !answer.ok && params.codes.includes(answer.error.code);
    },
    /** A call-centre agent's customer e-mail was refused (CUSTOMER_NOT_FOUND, or INVALID_REQUEST for a missing one). */
    customerRefused: ({ context, event }) => {
      const answer = answerOf(event);
      return context.scope === 'CALL_CENTER' && !answer.ok && (answer.error.code === 'CHECKOUT.CUSTOMER_NOT_FOUND' || answer.error.code === 'CHECKOUT.INVALID_REQUEST');
    },
    /** The payment answered ok and needs a page outside the app (redirect method or 3-D Secure). */
    needsPaymentPage: ({ event }) => {
      const answer = outputOf<CheckoutAnswer>(event);
      return answer.ok && answer.value.payment?.status === 'ACTION_REQUIRED' && answer.value.payment.action !== null;
    },
    /** The delivery method is one the checkout offers. */
    offeredDeliveryMethod: ({ context, event }) => context.checkout!.deliveryMethods.some((method) => method.id === eventAs<'delivery.choose'>(event).deliveryMethodId),
    /** The payment passes {@link checkPaymentRequest} (offered method, usable saved card, card not expired). */
    paymentAccepted: ({ context, event }) => checkPaymentRequest(eventAs<'payment.submit'>(event).request, context.paymentOptions!, context.today).ok,
    /** The card passes {@link checkCardPayment} (cards offered, usable saved card, card not expired). */
    cardAccepted: ({ context, event }) => checkCardPayment(eventAs<'card.submit'>(event).card, context.paymentOptions!, context.today).ok,
    /** Back from a payment page with apmCompleted=1 or scaCompleted=1. */
    returningFromPaymentPage: ({ context }) => context.arrival.paymentReturn !== null,
    /** Back from a payment page with paymentError=<code>. */
    paymentErrorArrived: ({ context }) => context.arrival.paymentError !== null,
    /** The confirmation's order is the one just placed. */
    orderAtHand: ({ context }) => context.order !== null && context.order.orderNumber === queryValue(context.route!.query, CHECKOUT_QUERY.orderNumber),
  },
  actions: {
    /** The router reported the URL already on screen (its echo of `checkout.navigate`): nothing changes; a debug line. */
    noteShownUrl: emit(({ context }) => ({
      type: 'log' as const,
      level: 'debug' as const,
      message: 'Checkout URL already on screen',
      context: { url: checkoutRequestUrl(context.route!) },
    })),
    keepRoute: assign(({ context, event }) => {
      const { step, query } = eventAs<'route.entered'>(event);
      const arrival = step === 'payment' ? arrivalOf(query) : noArrival;
      // /checkout starts afresh; coming back from a payment page the checkout changed on the server.
      const stale = step === 'checkout' || arrival.paymentError !== null || arrival.paymentReturn !== null;
      return {
        route: { step, query },
        deepRoute: isDeepRouteCheckout(query),
        arrival,
        checkout: stale ? null : context.checkout,
        pickupLocationInvalid: step === 'shipping-address' && isQueryFlagOn(query, CHECKOUT_QUERY.pickupLocationInvalid),
        error: null,
        order: null,
      };
    }),
    decide: assign(({ context }) => ({
      decision: decideCheckoutRoute(context.route!, { scope: context.scope, progress: context.checkout ? checkoutProgressOf(context.checkout) : null }),
    })),
    /** Lands on the decided step: its canonical URL becomes the route; a redirect or a dropped read-once parameter replaces the URL. */
    follow: enqueueActions(({ context, enqueue }) => {
      const decision = context.decision as Extract<CheckoutRouteDecision, { kind: 'show' | 'redirect' }>;
      const changed = checkoutRequestUrl(context.route!) !== decision.url;
      enqueue.assign({ route: checkoutRouteOfUrl(decision.url) });
      if (decision.kind === 'redirect') enqueue.emit({ type: 'checkout.navigate', url: decision.url, replace: true, reason: decision.reason });
      else if (changed) enqueue.emit({ type: 'checkout.navigate', url: decision.url, replace: true, reason: 'read-once' });
    }),
    /** Moves on to `params.step` after a step's call succeeded: push its URL. */
    advance: enqueueActions(({ context, enqueue }, params: { step: CheckoutStepId }) => {
      const url = checkoutUrl(params.step, { deepRoute: context.deepRoute, orderNumber: context.order?.orderNumber ?? null });
      enqueue.assign({ route: checkoutRouteOfUrl(url), error: null });
      enqueue.emit({ type: 'checkout.navigate', url, replace: false, reason: 'advance' });
    }),
    /** Marks the step on screen; every step but payment drops what the URL brought for payment. */
    show: assign(({ context }, params: { step: CheckoutStepId }) => ({ step: params.step, arrival: params.step === 'payment' ? context.arrival : noArrival })),
    hide: assign({ step: null }),
    fallBackToCart: enqueueActions(({ enqueue }) => {
      const url = checkoutUrl('cart');
      enqueue.assign({ route: checkoutRouteOfUrl(url), decision: { kind: 'redirect', step: 'cart', url, reason: 'fallback' } });
      enqueue.emit({ type: 'checkout.navigate', url, replace: true, reason: 'fallback' });
    }),
    toCustomerStep: enqueueActions(({ context, enqueue }) => {
      const url = checkoutUrl('checkout', { deepRoute: context.deepRoute });
      enqueue.assign({ route: checkoutRouteOfUrl(url) });
      enqueue.emit({ type: 'checkout.navigate', url, replace: true, reason: 'start' });
    }),
    leaveCheckout: assign({ checkout: null }),
    keepScope: assign(({ event }) => ({ scope: eventAs<'session.signedIn'>(event).scope, error: null })),
    signedOut: assign(({ event }) => ({ scope: 'GUEST' as const, error: refusalOf(event) })),
    keepCheckout: assign({ checkout: ({ event }) => valueOf<Checkout>(event) }),
    keepRefusal: assign({ error: ({ event }) => refusalOf(event) }),
    keepConnectionLost: assign({
      error: ({ event }) => domainError(CHECKOUT_CONNECTION_LOST, failureMessage((event as unknown as { error: unknown }).error)),
    }),
    keepCustomer: assign(({ event }) => ({ customerEmail: eventAs<'customer.submit'>(event).email.trim(), error: null })),
    keepAddressChoice: assign(({ event }) => ({ addressChoice: eventAs<'address.submit'>(event).choice, error: null })),
    clearPickupLocation: assign({ pickupLocationInvalid: false }),
    /** A COLLECTION_POINT_INVALID answer: flag it and put `cpinvalid=1` in the URL, so a refresh keeps it. */
    flagPickupLocation: enqueueActions(({ context, enqueue }, params: { push: boolean }) => {
      const url = checkoutUrl('shipping-address', { deepRoute: context.deepRoute, pickupLocationInvalid: true });
      enqueue.assign({ pickupLocationInvalid: true, route: checkoutRouteOfUrl(url) });
      enqueue.emit({ type: 'checkout.navigate', url, replace: !params.push, reason: 'pickup-location' });
    }),
    keepDeliveryChoice: assign(({ event }) => ({ deliveryMethodId: eventAs<'delivery.choose'>(event).deliveryMethodId, error: null })),
    /** The URL's `paymentError=<code>` becomes the error 'CHECKOUT.<code>' (details.paymentError: the code as sent); read once. */
    showPaymentError: assign(({ context }) => ({
      error: domainError(`CHECKOUT.${context.arrival.paymentError!}`, 'The payment was not completed', { paymentError: context.arrival.paymentError! }),
      arrival: noArrival,
    })),
    consumeArrival: assign({ arrival: noArrival }),
    clearError: assign({ error: null }),
    keepPaymentOptions: assign(({ context, event }) => ({
      paymentOptions: offeredPaymentOptions(outputOf<readonly PaymentMethodConfig[]>(event), context.checkout!.savedPayments, { ...context.payment, callCenter: context.scope === 'CALL_CENTER' }, context.today),
    })),
    keepPaymentRequest: assign(({ event }) => ({ paymentRequest: eventAs<'payment.submit'>(event).request, error: null })),
    refusePaymentRequest: assign(({ context, event }) => {
      const checked = checkPaymentRequest(eventAs<'payment.submit'>(event).request, context.paymentOptions!, context.today) as { ok: false; error: DomainError };
      return { paymentRequest: eventAs<'payment.submit'>(event).request, error: checked.error };
    }),
    /** A card goes to the prepareCardPayment actor straight from the event: nothing of it is kept. */
    takeCard: assign({ paymentRequest: null, error: null }),
    refuseCard: assign(({ context, event }) => {
      const checked = checkCardPayment(eventAs<'card.submit'>(event).card, context.paymentOptions!, context.today) as { ok: false; error: DomainError };
      return { paymentRequest: null, error: checked.error };
    }),
    /** Sends the browser to the payment page of the checkout's payment (setPayment answered ACTION_REQUIRED). */
    leaveForPaymentPage: enqueueActions(({ enqueue, event }) => {
      const action = valueOf<Checkout>(event).payment!.action!;
      enqueue.assign({ paymentAction: action });
      enqueue.emit({ type: 'checkout.leave', url: action.url, action: action.type });
    }),
    /** Sends the browser to the payment page place order asked for (PAYMENT_ACTION_REQUIRED details.action). */
    leaveForRequiredAction: enqueueActions(({ enqueue, event }) => {
      const action = refusalOf(event).details!['action'] as PaymentAction;
      enqueue.assign({ paymentAction: action, error: refusalOf(event) });
      enqueue.emit({ type: 'checkout.leave', url: action.url, action: action.type });
    }),
    keepPlacedOrder: assign({ order: ({ event }) => valueOf<Order>(event) }),
    keepOrder: assign(({ event }) => ({ order: valueOf<Order>(event), checkout: null, paymentRequest: null, error: null })),
  },
}).createMachine({
  id: 'checkout',
  /** The starting memory: the input's scope, today and payment context; nothing loaded. */
  context: ({ input }) => ({
    scope: input.scope,
    today: input.today,
    payment: input.payment,
    route: null,
    step: null,
    deepRoute: false,
    decision: null,
    checkout: null,
    customerEmail: null,
    pickupLocationInvalid: false,
    addressChoice: null,
    deliveryMethodId: null,
    paymentOptions: null,
    paymentRequest: null,
    arrival: noArrival,
    paymentAction: null,
    error: null,
    order: null,
  }),
  initial: 'idle',
  on: {
    'route.entered': [
      { guard: 'isShownUrl', actions: 'noteShownUrl' },
      { target: '.routing', actions: ['keepRoute', 'decide'] },
    ],
  },
  states: {
    /** Waiting for the router's first `route.entered`. */
    idle: {},

    /** Transient: acts on the decision. */
    routing: {
      always: [
        { guard: { type: 'decided', params: { kind: 'login-required' } }, target: 'loginRequired' },
        { guard: { type: 'decided', params: { kind: 'start' } }, target: 'starting' },
        { guard: { type: 'decided', params: { kind: 'resume' } }, target: 'resuming' },
        { guard: { type: 'landsOn', params: { step: 'cart' } }, target: 'cart', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: 'customer', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'shipping-address' } }, target: 'shippingAddress', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'shipping-delivery' } }, target: 'shippingDelivery', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'payment' } }, target: 'payment', actions: 'follow' },
        { target: 'confirmation', actions: 'follow' },
      ],
    },

    /** A guest: the UI asks for a sign-in; `session.signedIn` resumes at the same URL. */
    loginRequired: {
      entry: 'hide',
      on: {
        'session.signedIn': { guard: 'signedInRegistered', target: 'routing', actions: ['keepScope', 'decide'] },
      },
    },

    /** Starting (or resuming) the checkout from the cart. */
    starting: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'startCheckout',
        src: 'startCheckout',
        /** The agent's chosen customer (null for a shopper). */
        input: ({ context }) => ({ customerEmail: context.customerEmail }),
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepCheckout', 'decide'] },
          { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: 'loginRequired', actions: 'signedOut' },
          { guard: 'customerRefused', target: 'customer.refused', actions: 'keepRefusal' },
          { target: 'cart', actions: ['keepRefusal', 'fallBackToCart'] },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },

    /** Reading the open checkout (a call-centre agent on a deep route). */
    resuming: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'getCurrentCheckout',
        src: 'getCurrentCheckout',
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepCheckout', 'decide'] },
          { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: 'loginRequired', actions: 'signedOut' },
          { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.NOT_FOUND'] } }, target: 'customer', actions: 'toCustomerStep' },
          { target: 'cart', actions: ['keepRefusal', 'fallBackToCart'] },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },

    /** The checkout could not be read (lost connection); `checkout.retry` decides again. */
    loadFailed: {
      entry: 'hide',
      on: { 'checkout.retry': { target: 'routing', actions: ['clearError', 'decide'] } },
    },

    /** Step 1: the cart (not behind the sign-in); the checkout is read again on the way back. */
    cart: {
      entry: [{ type: 'show', params: { step: 'cart' } }, 'leaveCheckout'],
    },

    /** Step 2 for a call-centre agent: whose checkout (the customer's e-mail). */
    customer: {
      entry: { type: 'show', params: { step: 'checkout' } },
      initial: 'clean',
      on: { 'customer.submit': { target: 'starting', actions: 'keepCustomer' } },
      states: { clean: {}, refused: {} },
    },

    /** Step 3. */
    shippingAddress: {
      entry: { type: 'show', params: { step: 'shipping-address' } },
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: { 'address.submit': { target: 'saving', actions: 'keepAddressChoice' } },
          states: { clean: {}, invalid: {}, refused: {}, failed: {} },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setShippingAddress',
            src: 'setShippingAddress',
            /** The address submitted. */
            input: ({ context }) => context.addressChoice!,
            onDone: [
              {
                guard: 'succeeded',
                target: '#checkout.shippingDelivery',
                actions: ['keepCheckout', 'clearPickupLocation', { type: 'advance', params: { step: 'shipping-delivery' } }],
              },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: '#checkout.loginRequired', actions: 'signedOut' },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.ADDRESS_INVALID'] } }, target: 'editing.invalid', actions: 'keepRefusal' },
              {
                guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.COLLECTION_POINT_INVALID'] } },
                target: 'editing.refused',
                actions: ['keepRefusal', { type: 'flagPickupLocation', params: { push: false } }],
              },
              { target: 'editing.refused', actions: 'keepRefusal' },
            ],
            onError: { target: 'editing.failed', actions: 'keepConnectionLost' },
          },
        },
      },
    },

    /** Step 4: the checkout's delivery methods (offered with the shipping address). */
    shippingDelivery: {
      entry: { type: 'show', params: { step: 'shipping-delivery' } },
      initial: 'choosing',
      states: {
        choosing: {
          initial: 'clean',
          on: { 'delivery.choose': { guard: 'offeredDeliveryMethod', target: 'saving', actions: 'keepDeliveryChoice' } },
          states: { clean: {}, refused: {}, failed: {} },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setDeliveryMethod',
            src: 'setDeliveryMethod',
            /** The delivery method chosen. */
            input: ({ context }) => ({ deliveryMethodId: context.deliveryMethodId! }),
            onDone: [
              { guard: 'succeeded', target: '#checkout.payment', actions: ['keepCheckout', { type: 'advance', params: { step: 'payment' } }] },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: '#checkout.loginRequired', actions: 'signedOut' },
              { target: 'choosing.refused', actions: 'keepRefusal' },
            ],
            onError: { target: 'choosing.failed', actions: 'keepConnectionLost' },
          },
        },
      },
    },

    /** Step 5: payment and "Place order". */
    payment: {
      entry: { type: 'show', params: { step: 'payment' } },
      initial: 'loadingMethods',
      states: {
        loadingMethods: {
          tags: 'busy',
          invoke: {
            id: 'loadPaymentMethods',
            src: 'loadPaymentMethods',
            onDone: { target: 'entered', actions: 'keepPaymentOptions' },
            onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
          },
        },
        loadFailed: { on: { 'checkout.retry': { target: 'loadingMethods', actions: 'clearError' } } },
        /** Transient: back from a payment page → place the order; a paymentError → show it. */
        entered: {
          always: [
            { guard: 'returningFromPaymentPage', target: 'placingOrder', actions: 'consumeArrival' },
            { guard: 'paymentErrorArrived', target: 'choosing.refused', actions: 'showPaymentError' },
            { target: 'choosing' },
          ],
        },
        choosing: {
          initial: 'clean',
          on: {
            'card.submit': [
              { guard: 'cardAccepted', target: 'preparingCardPayment', actions: 'takeCard' },
              { target: '.refused', actions: 'refuseCard' },
            ],
            'payment.submit': [
              { guard: 'paymentAccepted', target: 'applyingPayment', actions: 'keepPaymentRequest' },
              { target: '.refused', actions: 'refusePaymentRequest' },
            ],
          },
          states: {
            clean: {},
            refused: {},
            failed: {},
            /** Place order lost its answer: `order.retry` sends it again with the same idempotency key. */
            placeFailed: { on: { 'order.retry': '#checkout.payment.placingOrder' } },
          },
        },
        /** A card: the use case fetches the key, encrypts, sets the payment (one retry on a rotated key). */
        preparingCardPayment: {
          tags: 'busy',
          invoke: {
            id: 'prepareCardPayment',
            src: 'prepareCardPayment',
            /** The card of the `card.submit` that entered this state (in clear; not kept). */
            input: ({ event }) => eventAs<'card.submit'>(event).card,
            onDone: [
              { guard: 'needsPaymentPage', target: 'leaving', actions: ['keepCheckout', 'leaveForPaymentPage'] },
              { guard: 'succeeded', target: 'placingOrder', actions: 'keepCheckout' },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: '#checkout.loginRequired', actions: 'signedOut' },
              { target: 'choosing.refused', actions: 'keepRefusal' },
            ],
            onError: { target: 'choosing.failed', actions: 'keepConnectionLost' },
          },
        },
        applyingPayment: {
          tags: 'busy',
          invoke: {
            id: 'setPayment',
            src: 'setPayment',
            /** The payment submitted (a new card already encrypted). */
            input: ({ context }) => context.paymentRequest!,
            onDone: [
              { guard: 'needsPaymentPage', target: 'leaving', actions: ['keepCheckout', 'leaveForPaymentPage'] },
              { guard: 'succeeded', target: 'placingOrder', actions: 'keepCheckout' },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: '#checkout.loginRequired', actions: 'signedOut' },
              { target: 'choosing.refused', actions: 'keepRefusal' },
            ],
            onError: { target: 'choosing.failed', actions: 'keepConnectionLost' },
          },
        },
        placingOrder: {
          tags: 'busy',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            /** The Idempotency-Key of this checkout state (orderIdempotencyKey). */
            input: ({ context }) => ({ idempotencyKey: orderIdempotencyKey(context.checkout!) }),
            onDone: [
              { guard: 'succeeded', target: '#checkout.confirmation', actions: ['keepOrder', { type: 'advance', params: { step: 'confirmation' } }] },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: '#checkout.loginRequired', actions: 'signedOut' },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.PAYMENT_ACTION_REQUIRED'] } }, target: 'leaving', actions: 'leaveForRequiredAction' },
              {
                guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.COLLECTION_POINT_INVALID'] } },
                target: '#checkout.shippingAddress.editing.refused',
                actions: ['keepRefusal', { type: 'flagPickupLocation', params: { push: true } }],
              },
              { target: 'choosing.refused', actions: 'keepRefusal' },
            ],
            onError: { target: 'choosing.placeFailed', actions: 'keepConnectionLost' },
          },
        },
        /** The browser is going to the payment page (`checkout.leave`); it comes back with apmCompleted, scaCompleted or paymentError. */
        leaving: { tags: 'busy' },
      },
    },

    /** Step 7: the order number; after a refresh the order is read again. */
    confirmation: {
      entry: { type: 'show', params: { step: 'confirmation' } },
      initial: 'entered',
      states: {
        entered: { always: [{ guard: 'orderAtHand', target: 'showing' }, { target: 'loadingOrder' }] },
        loadingOrder: {
          tags: 'busy',
          invoke: {
            id: 'getPlacedOrder',
            src: 'getPlacedOrder',
            /** The order number of the URL. */
            input: ({ context }) => ({ orderNumber: queryValue(context.route!.query, CHECKOUT_QUERY.orderNumber)! }),
            onDone: [
              { guard: 'succeeded', target: 'showing', actions: 'keepPlacedOrder' },
              { guard: { type: 'refusedWith', params: { codes: ['CHECKOUT.SIGN_IN_REQUIRED'] } }, target: '#checkout.loginRequired', actions: 'signedOut' },
              { target: '#checkout.cart', actions: ['keepRefusal', 'fallBackToCart'] },
            ],
            onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
          },
        },
        loadFailed: { on: { 'checkout.retry': { target: 'loadingOrder', actions: 'clearError' } } },
        showing: {},
      },
    },
  },
});
