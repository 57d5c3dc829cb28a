import type { AnyMachineSnapshot } from 'xstate';
import { actorDone, actorError, type Json, type MachineModel, type PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { checkoutProgressOf, checkoutRequestUrl, firstIncompleteStep } from './checkout-routing.js';
import { checkoutMachine, type CheckoutMachineContext } from './checkout.machine.js';
import {
  SAMPLE_ADDRESS,
  SAMPLE_CARD_PAYMENTS,
  SAMPLE_CHECKOUTS,
  SAMPLE_ORDER,
  SAMPLE_PAYMENT_METHODS,
  SAMPLE_PAYMENT_PAGE_URL,
  SAMPLE_PAYMENT_REQUESTS,
  SAMPLE_TODAY,
} from './checkout.samples.js';

/**
 * Named event sequences and generated paths of the checkout machine (decisions 0061, 0114). A
 * `route.entered` step is a navigation (a browser driver opens the URL); a refresh is a new run
 * that starts with the step's `route.entered`. The sample values are in checkout.samples.ts.
 */

const route = (step: string, query: Record<string, string> = {}): PathEvent => ({ type: 'route.entered', step, query });
const refused = (code: string, message: string, details?: Record<string, Json>): Json => ({ ok: false, error: { code, message, ...(details ? { details } : {}) } });
const okAnswer = (value: Json): Json => ({ ok: true, value });

/** The navigations QA makes: each step, its query variants, a webview deep link. */
export const checkoutRoutes = {
  cart: route('cart'),
  checkout: route('checkout'),
  shippingAddress: route('shipping-address'),
  shippingAddressPickupInvalid: route('shipping-address', { cpinvalid: '1' }),
  shippingDelivery: route('shipping-delivery'),
  payment: route('payment'),
  paymentError: route('payment', { paymentError: 'PAYMENT_DECLINED' }),
  apmCompleted: route('payment', { apmCompleted: '1' }),
  scaCompleted: route('payment', { scaCompleted: '1' }),
  paymentDeepRoute: route('payment', { deepRoute: '1' }),
  confirmation: route('confirmation', { orderNumber: SAMPLE_ORDER.orderNumber }),
  confirmationWithoutNumber: route('confirmation'),
} satisfies Record<string, PathEvent>;

/** What the shopper, the agent and the session do. */
export const checkoutEvents = {
  signedIn: { type: 'session.signedIn', scope: 'REGISTERED' },
  agentSignedIn: { type: 'session.signedIn', scope: 'CALL_CENTER' },
  retry: { type: 'checkout.retry' },
  chooseCustomer: { type: 'customer.submit', email: 'roni_cost@example.com' },
  savedAddress: { type: 'address.submit', choice: { kind: 'saved', addressId: 'addr-1' } },
  newAddress: { type: 'address.submit', choice: { kind: 'new', address: SAMPLE_ADDRESS, saveToAddressBook: true } },
  collectionPoint: { type: 'address.submit', choice: { kind: 'collection-point', collectionPointId: 'cp-19103-1' } },
  standardDelivery: { type: 'delivery.choose', deliveryMethodId: 'STANDARD' },
  /** Not offered to the address: ignored. */
  unofferedDelivery: { type: 'delivery.choose', deliveryMethodId: 'SAME_DAY' },
  /** Cards go in clear to the prepareCardPayment actor (decision 0136). */
  payNewCard: { type: 'card.submit', card: SAMPLE_CARD_PAYMENTS.newCard },
  payExpiredNewCard: { type: 'card.submit', card: SAMPLE_CARD_PAYMENTS.expiredNewCard },
  paySavedCard: { type: 'card.submit', card: SAMPLE_CARD_PAYMENTS.savedCard },
  payExpiredSavedCard: { type: 'card.submit', card: SAMPLE_CARD_PAYMENTS.expiredSavedCard },
  payUnverifiedSavedCard: { type: 'card.submit', card: SAMPLE_CARD_PAYMENTS.unverifiedSavedCard },
  payVerifiedSavedCard: { type: 'card.submit', card: SAMPLE_CARD_PAYMENTS.verifiedSavedCard },
  /** A card request already encrypted, sent as it is (setPayment). */
  payEncryptedNewCard: { type: 'payment.submit', request: SAMPLE_PAYMENT_REQUESTS.newCard },
  payGiftCard: { type: 'payment.submit', request: SAMPLE_PAYMENT_REQUESTS.giftCard },
  payRepHold: { type: 'payment.submit', request: SAMPLE_PAYMENT_REQUESTS.repHold },
  payPaypal: { type: 'payment.submit', request: SAMPLE_PAYMENT_REQUESTS.paypal },
  payApplePay: { type: 'payment.submit', request: SAMPLE_PAYMENT_REQUESTS.applePay },
  retryOrder: { type: 'order.retry' },
} satisfies Record<string, PathEvent>;

const signInRequired = refused('CHECKOUT.SIGN_IN_REQUIRED', 'Sign in to check out', { code: 'SCOPE_REQUIRED', requiredScope: 'REGISTERED' });
const c = SAMPLE_CHECKOUTS;

/** Answers of the actors, as path steps. */
export const checkoutAnswers = {
  started: actorDone('startCheckout', okAnswer(c.new)),
  startedReadyForPayment: actorDone('startCheckout', okAnswer(c.withDelivery)),
  startedForCustomer: actorDone('startCheckout', okAnswer(c.agent)),
  startCartEmpty: actorDone('startCheckout', refused('CHECKOUT.CART_EMPTY', 'The cart is empty')),
  startCustomerNotFound: actorDone('startCheckout', refused('CHECKOUT.CUSTOMER_NOT_FOUND', 'No customer with that e-mail')),
  startSignInRequired: actorDone('startCheckout', signInRequired),
  startNetwork: actorError('startCheckout', 'Network Error'),
  resumed: actorDone('getCurrentCheckout', okAnswer(c.agent)),
  resumeNotFound: actorDone('getCurrentCheckout', refused('CHECKOUT.NOT_FOUND', 'No open checkout')),
  resumeCartEmpty: actorDone('getCurrentCheckout', refused('CHECKOUT.CART_EMPTY', 'The cart is empty')),
  resumeSignInRequired: actorDone('getCurrentCheckout', signInRequired),
  resumeNetwork: actorError('getCurrentCheckout', 'Network Error'),
  addressSaved: actorDone('setShippingAddress', okAnswer(c.withAddress)),
  addressInvalid: actorDone('setShippingAddress', refused('CHECKOUT.ADDRESS_INVALID', 'The address is not valid', { fields: { postalCode: 'POSTAL_CODE_INVALID' } })),
  collectionPointInvalid: actorDone('setShippingAddress', refused('CHECKOUT.COLLECTION_POINT_INVALID', 'The pickup location cannot be used')),
  destinationNotSupported: actorDone('setShippingAddress', refused('CHECKOUT.SHIPPING_DESTINATION_NOT_SUPPORTED', 'We cannot ship there')),
  addressSignInRequired: actorDone('setShippingAddress', signInRequired),
  addressNetwork: actorError('setShippingAddress', 'Network Error'),
  deliveryChosen: actorDone('setDeliveryMethod', okAnswer(c.withDelivery)),
  deliveryInvalid: actorDone('setDeliveryMethod', refused('CHECKOUT.DELIVERY_METHOD_INVALID', 'That delivery method is not offered')),
  deliverySignInRequired: actorDone('setDeliveryMethod', signInRequired),
  deliveryNetwork: actorError('setDeliveryMethod', 'Network Error'),
  paymentMethods: actorDone('loadPaymentMethods', SAMPLE_PAYMENT_METHODS),
  paymentMethodsNetwork: actorError('loadPaymentMethods', 'Network Error'),
  cardPaymentReady: actorDone('prepareCardPayment', okAnswer(c.paymentReady)),
  cardPaymentPage: actorDone('prepareCardPayment', okAnswer(c.paymentActionRequired)),
  cardEncryptionRefused: actorDone('prepareCardPayment', refused('CHECKOUT.CARD_INVALID', 'The card could not be encrypted', { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' })),
  /** The key rotated twice in a row: the use case's one retry did not help. */
  cardKeyExpired: actorDone('prepareCardPayment', refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED', 'The encryption key has expired')),
  cardPaymentSignInRequired: actorDone('prepareCardPayment', signInRequired),
  cardPaymentNetwork: actorError('prepareCardPayment', 'Network Error'),
  paymentReady: actorDone('setPayment', okAnswer(c.paymentReady)),
  paymentPage: actorDone('setPayment', okAnswer(c.paymentActionRequired)),
  cardInvalid: actorDone('setPayment', refused('CHECKOUT.CARD_INVALID', 'The card number is not valid', { reason: 'LUHN' })),
  paymentSignInRequired: actorDone('setPayment', signInRequired),
  paymentNetwork: actorError('setPayment', 'Network Error'),
  orderPlaced: actorDone('placeOrder', okAnswer(SAMPLE_ORDER)),
  orderNeedsSca: actorDone('placeOrder', refused('CHECKOUT.PAYMENT_ACTION_REQUIRED', 'The payment needs 3-D Secure', { action: { type: 'SCA', url: SAMPLE_PAYMENT_PAGE_URL } })),
  cardDeclined: actorDone('placeOrder', refused('CHECKOUT.PAYMENT_DECLINED', 'The card was declined', { reason: 'DECLINED' })),
  orderCollectionPointInvalid: actorDone('placeOrder', refused('CHECKOUT.COLLECTION_POINT_INVALID', 'The pickup location cannot be used')),
  orderSignInRequired: actorDone('placeOrder', signInRequired),
  orderNetwork: actorError('placeOrder', 'Network Error'),
  placedOrderRead: actorDone('getPlacedOrder', okAnswer(SAMPLE_ORDER)),
  placedOrderNotFound: actorDone('getPlacedOrder', refused('CHECKOUT.ORDER_NOT_FOUND', 'No such order')),
  placedOrderSignInRequired: actorDone('getPlacedOrder', signInRequired),
  placedOrderNetwork: actorError('getPlacedOrder', 'Network Error'),
} satisfies Record<string, PathEvent>;

const usPayment = { currency: 'USD', language: 'en-US', applePay: null };

/** The sessions paths start from. */
export const checkoutInputs = {
  shopper: { scope: 'REGISTERED', today: SAMPLE_TODAY, payment: usPayment },
  guest: { scope: 'GUEST', today: SAMPLE_TODAY, payment: usPayment },
  agent: { scope: 'CALL_CENTER', today: SAMPLE_TODAY, payment: usPayment },
  applePayShopper: { scope: 'AUTHORIZED', today: SAMPLE_TODAY, payment: { ...usPayment, applePay: { supportsVersion3: true, canMakePayments: true } } },
} satisfies Record<string, Json>;

const r = checkoutRoutes;
const e = checkoutEvents;
const a = checkoutAnswers;
const sequence = (input: keyof typeof checkoutInputs, description: string, events: PathEvent[], expectedFinalState: string) => ({ input, description, events, expectedFinalState });

/** The shopper's steps from the cart to the payment step (the start answers a new checkout). */
const toPayment = [r.checkout, a.started, e.savedAddress, a.addressSaved, e.standardDelivery, a.deliveryChosen, a.paymentMethods];

/** Named sequences: the journeys the checkout must support (decision 0114). */
export const checkoutSequences = {
  happyPathNewCard: sequence('shopper', 'Cart → checkout → address → delivery → a new card → order confirmation', [...toPayment, e.payNewCard, a.cardPaymentReady, a.orderPlaced], 'confirmation.showing'),
  savedCard: sequence('shopper', 'Pays with the saved VISA and gets the order number', [...toPayment, e.paySavedCard, a.cardPaymentReady, a.orderPlaced], 'confirmation.showing'),
  expiredSavedCardRefused: sequence('shopper', 'The expired saved card is refused before any call; the shopper stays on payment', [...toPayment, e.payExpiredSavedCard], 'payment.choosing.refused'),
  paymentErrorShown: sequence('shopper', 'Back from the payment page with ?paymentError=PAYMENT_DECLINED: the error shows on payment', [r.paymentError, a.startedReadyForPayment, a.paymentMethods], 'payment.choosing.refused'),
  scaCompleted: sequence('shopper', 'A card needs 3-D Secure: the browser leaves, comes back with ?scaCompleted=1, the order is placed', [...toPayment, e.payNewCard, a.cardPaymentPage, r.scaCompleted, a.startedReadyForPayment, a.paymentMethods, a.orderPlaced], 'confirmation.showing'),
  apmCompleted: sequence('shopper', 'PayPal: the browser leaves, comes back with ?apmCompleted=1, the order is placed', [...toPayment, e.payPaypal, a.paymentPage, r.apmCompleted, a.startedReadyForPayment, a.paymentMethods, a.orderPlaced], 'confirmation.showing'),
  guestSignsInAndContinues: sequence('guest', 'A guest starts checkout, is asked to sign in, and continues where they were', [r.checkout, e.signedIn, a.started], 'shippingAddress.editing.clean'),
  guestOnDeepRoute: sequence('guest', 'A guest opens the payment step: sign in, then payment', [r.payment, e.signedIn, a.startedReadyForPayment, a.paymentMethods], 'payment.choosing.clean'),
  refreshOnShippingAddress: sequence('shopper', 'A refresh on shipping address stays there', [r.shippingAddress, a.started], 'shippingAddress.editing.clean'),
  refreshOnShippingDelivery: sequence('shopper', 'A refresh on delivery stays there', [r.shippingDelivery, actorDone('startCheckout', okAnswer(c.withAddress))], 'shippingDelivery.choosing.clean'),
  refreshOnPayment: sequence('shopper', 'A refresh on payment stays there', [r.payment, a.startedReadyForPayment, a.paymentMethods], 'payment.choosing.clean'),
  refreshOnConfirmation: sequence('shopper', 'A refresh on the confirmation reads the order again', [r.confirmation, a.placedOrderRead], 'confirmation.showing'),
  backAndForward: sequence('shopper', 'Back from payment to delivery, then forward to payment again', [...toPayment, r.shippingDelivery, r.payment, a.paymentMethods], 'payment.choosing.clean'),
  incompleteStepRedirects: sequence('shopper', 'Payment opened before the address is set: redirected to shipping address', [r.payment, a.started], 'shippingAddress.editing.clean'),
  deepRouteFallsBackToCart: sequence('shopper', 'A webview deep link to payment that cannot be shown falls back to the cart', [r.paymentDeepRoute, a.started], 'cart'),
  emptyCartFallsBackToCart: sequence('shopper', 'A deep route with an empty cart falls back to the cart', [r.payment, a.startCartEmpty], 'cart'),
  pickupLocationInvalid: sequence('shopper', '?cpinvalid=1 flags the pickup location; a saved address moves on', [r.shippingAddressPickupInvalid, a.started, e.savedAddress, a.addressSaved], 'shippingDelivery.choosing.clean'),
  addressErrorsKept: sequence('shopper', 'An invalid postal code is refused with its field errors, the typed address kept', [r.checkout, a.started, e.newAddress, a.addressInvalid], 'shippingAddress.editing.invalid'),
  cardDeclinedKeepsWork: sequence('shopper', 'A declined card: the message shows, the checkout and the cart stay', [...toPayment, e.payNewCard, a.cardPaymentReady, a.cardDeclined], 'payment.choosing.refused'),
  lostConnectionThenRetry: sequence('shopper', 'Place order loses its answer; retrying with the same key gets the order', [...toPayment, e.payNewCard, a.cardPaymentReady, a.orderNetwork, e.retryOrder, a.orderPlaced], 'confirmation.showing'),
  callCenterAgent: sequence('agent', 'A call-centre agent chooses the customer, pays with a card and places the order', [r.checkout, e.chooseCustomer, a.startedForCustomer, a.paymentMethods, e.payNewCard, a.cardPaymentReady, a.orderPlaced], 'confirmation.showing'),
  callCenterRepHold: sequence('agent', 'A call-centre agent places a rep hold', [r.checkout, e.chooseCustomer, a.startedForCustomer, a.paymentMethods, e.payRepHold, a.paymentReady, a.orderPlaced], 'confirmation.showing'),
  callCenterNoPaypal: sequence('agent', 'PayPal is not offered to a call-centre agent', [r.checkout, e.chooseCustomer, a.startedForCustomer, a.paymentMethods, e.payPaypal], 'payment.choosing.refused'),
  repHoldRefusedForShopper: sequence('shopper', 'Rep hold appears nowhere but the call centre', [...toPayment, e.payRepHold], 'payment.choosing.refused'),
  unverifiedSavedCardNeedsItsCode: sequence('shopper', 'The AMEX that needs verification is refused without its security code, before any call', [...toPayment, e.payUnverifiedSavedCard], 'payment.choosing.refused'),
  verifiedSavedCard: sequence('shopper', 'The AMEX with its security code (encrypted by the actor) gets the order number', [...toPayment, e.payVerifiedSavedCard, a.cardPaymentReady, a.orderPlaced], 'confirmation.showing'),
  expiredNewCardRefused: sequence('shopper', 'A new card past its expiry is refused before it is encrypted', [...toPayment, e.payExpiredNewCard], 'payment.choosing.refused'),
  cardEncryptionRefused: sequence('shopper', 'The encryptor refuses the card: CARD_INVALID (reason ENCRYPTION) shows on payment, nothing was sent', [...toPayment, e.payNewCard, a.cardEncryptionRefused], 'payment.choosing.refused'),
  keyRotatedTwice: sequence('shopper', 'The key rotated again after the one retry: ENCRYPTION_KEY_EXPIRED shows on payment', [...toPayment, e.payNewCard, a.cardKeyExpired], 'payment.choosing.refused'),
  cardConnectionLost: sequence('shopper', 'The key or the payment call gets no answer: CONNECTION_LOST, the shopper may submit again', [...toPayment, e.payNewCard, a.cardPaymentNetwork, e.payNewCard, a.cardPaymentReady, a.orderPlaced], 'confirmation.showing'),
  encryptedCardRequest: sequence('shopper', 'A card request already encrypted is set as it is (setPayment)', [...toPayment, e.payEncryptedNewCard, a.paymentReady, a.orderPlaced], 'confirmation.showing'),
  applePayWhenCapable: sequence('applePayShopper', 'Apple Pay with session version 3 and can-make-payments: the payment page', [...toPayment, e.payApplePay, a.paymentPage], 'payment.leaving'),
};

const progressOf = (context: CheckoutMachineContext): Json => (context.checkout ? firstIncompleteStep(checkoutProgressOf(context.checkout)) : null);

/** The checkout machine as QA and the model-based tests see it. */
export const checkoutModel: MachineModel = {
  name: 'checkout',
  description: 'Checkout: cart → checkout → shipping address → delivery → payment → confirmation; URL-driven, sign-in, deep routes, call centre (shell §2, §5, §6)',
  machine: checkoutMachine,
  inputs: checkoutInputs,
  // A guest who signs in as a shopper or as an agent reaches every state of both; starting from
  // 'shopper' or 'agent' as well would only repeat them.
  generateFrom: ['guest'],
  // One event per behaviour: the other route variants (cpinvalid, scaCompleted, deepRoute, a
  // confirmation without number) take the same transitions and are in the named sequences.
  userEvents: [r.cart, r.checkout, r.shippingAddress, r.shippingDelivery, r.payment, r.paymentError, r.apmCompleted, r.confirmation, e.signedIn, e.agentSignedIn, e.retry, e.chooseCustomer, e.savedAddress, e.standardDelivery, e.payNewCard, e.payExpiredSavedCard, e.payPaypal, e.retryOrder],
  actorAnswers: {
    startCheckout: [a.started, a.startCartEmpty, a.startCustomerNotFound, a.startSignInRequired, a.startNetwork],
    getCurrentCheckout: [a.resumed, a.resumeNotFound, a.resumeCartEmpty, a.resumeSignInRequired, a.resumeNetwork],
    setShippingAddress: [a.addressSaved, a.addressInvalid, a.collectionPointInvalid, a.destinationNotSupported, a.addressSignInRequired, a.addressNetwork],
    setDeliveryMethod: [a.deliveryChosen, a.deliveryInvalid, a.deliverySignInRequired, a.deliveryNetwork],
    loadPaymentMethods: [a.paymentMethods, a.paymentMethodsNetwork],
    prepareCardPayment: [a.cardPaymentReady, a.cardPaymentPage, a.cardEncryptionRefused, a.cardPaymentSignInRequired, a.cardPaymentNetwork],
    setPayment: [a.paymentReady, a.paymentPage, a.cardInvalid, a.paymentSignInRequired, a.paymentNetwork],
    placeOrder: [a.orderPlaced, a.orderNeedsSca, a.cardDeclined, a.orderCollectionPointInvalid, a.orderSignInRequired, a.orderNetwork],
    getPlacedOrder: [a.placedOrderRead, a.placedOrderNotFound, a.placedOrderSignInRequired, a.placedOrderNetwork],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CheckoutMachineContext;
    return {
      url: context.route ? checkoutRequestUrl(context.route) : null,
      scope: context.scope,
      next: progressOf(context),
      pickupLocationInvalid: context.pickupLocationInvalid,
      arrival: context.arrival.paymentReturn ?? context.arrival.paymentError,
      error: context.error?.code ?? null,
      order: context.order?.orderNumber ?? null,
    };
  },
  sequences: checkoutSequences,
  // The checkout's graph has millions of simple paths; 400 per input plus the completing shortest paths keep every state and transition.
  simplePathLimit: 400,
};

/** The checkout machine's generated paths: shortest (every state and transition) or simple. */
export function checkoutPaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(checkoutModel, kind);
}
