import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { CardPayment } from '../application/prepare-card-payment.js';
import type { Checkout, PaymentRequest } from '../domain/checkout.js';
import type { CheckoutErrorCode } from '../domain/checkout.errors.js';
import type { SavedPayment } from '../domain/saved-payment.js';
import { isCardExpired, type CalendarMonth } from '../payments/domain/card.js';
import { eligiblePaymentMethods, type PaymentContext, type PaymentMethodConfig } from '../payments/domain/payment-methods.js';

/**
 * What the payment step offers and what it accepts (shell-and-account.md §4 "Payment gateways",
 * §5 card expiry and payment-method rules, expired saved cards listed but unusable; decision
 * 0112). Built on core's `eligiblePaymentMethods` and `isCardExpired`.
 */

/** A saved card as the payment step lists it: expired ones are listed but cannot be used. */
export interface OfferedSavedCard {
  readonly payment: SavedPayment;
  /** {@link isCardExpired} for today's calendar month. */
  readonly expired: boolean;
}

/** The payment step's choices. */
export interface PaymentOptions {
  /** The eligible methods, in configuration order (eligiblePaymentMethods). */
  readonly methods: readonly PaymentMethodConfig[];
  /** The customer's saved cards, only when CREDIT_CARD is eligible. */
  readonly savedCards: readonly OfferedSavedCard[];
}

/** A payment the step refuses before any call; codes are CheckoutGateway.setPayment's. */
export type PaymentRequestRefusal = DomainError<Extract<CheckoutErrorCode, 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED' | 'CHECKOUT.PAYMENT_NOT_FOUND' | 'CHECKOUT.CARD_EXPIRED' | 'CHECKOUT.SECURITY_CODE_REQUIRED'>>;

/**
 * The methods and saved cards to offer: the configured methods filtered by
 * {@link eligiblePaymentMethods} (active, currency, language, call-centre rule, Apple Pay
 * capability), and the saved cards of `savedPayments` (CREDIT_CARD ones) marked expired by
 * {@link isCardExpired} against `today` — none when CREDIT_CARD is not eligible. Pure.
 */
export function offeredPaymentOptions(
  configs: readonly PaymentMethodConfig[],
  savedPayments: readonly SavedPayment[],
  context: PaymentContext,
  today: CalendarMonth,
): PaymentOptions {
  const methods = eligiblePaymentMethods(configs, context);
  const cardsOffered = methods.some((method) => method.methodType === 'CREDIT_CARD');
  const savedCards = cardsOffered
    ? savedPayments
        .filter((payment) => payment.paymentType === 'CREDIT_CARD')
        .map((payment) => ({ payment, expired: isCardExpired({ month: payment.card.expirationMonth, year: payment.card.expirationYear }, today) }))
    : [];
  return { methods, savedCards };
}

/** The method type a payment request uses: CREDIT_CARD for cards, GIFT_CARD, CC_REP_HOLD, or the redirect method's type. */
export function paymentRequestMethodType(request: PaymentRequest): string {
  switch (request.kind) {
    case 'saved-card':
    case 'new-card':
      return 'CREDIT_CARD';
    case 'gift-card':
      return 'GIFT_CARD';
    case 'rep-hold':
      return 'CC_REP_HOLD';
    case 'redirect':
      return request.paymentType;
  }
}

/** The method must be one of the offered ones → CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED. */
function checkMethodOffered(methodType: string, options: PaymentOptions): PaymentRequestRefusal | null {
  return options.methods.some((method) => method.methodType === methodType) ? null : domainError('CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED', `${methodType} is not offered for this checkout`, { methodType });
}

/** A saved card must be offered (PAYMENT_NOT_FOUND), not expired (CARD_EXPIRED), and come with its security code when it needsVerification (SECURITY_CODE_REQUIRED). */
function checkSavedCard(savedPaymentId: string, hasSecurityCode: boolean, options: PaymentOptions): PaymentRequestRefusal | null {
  const saved = options.savedCards.find((card) => card.payment.id === savedPaymentId);
  if (!saved) return domainError('CHECKOUT.PAYMENT_NOT_FOUND', 'The saved card is not one of the customer’s', { savedPaymentId });
  if (saved.expired) return domainError('CHECKOUT.CARD_EXPIRED', 'The saved card has expired', { savedPaymentId });
  if (saved.payment.card.needsVerification && !hasSecurityCode) return domainError('CHECKOUT.SECURITY_CODE_REQUIRED', 'The saved card needs its security code', { savedPaymentId });
  return null;
}

/** A new card's expiry must not be past → CHECKOUT.CARD_EXPIRED. */
function checkNewCardExpiry(expirationMonth: number, expirationYear: number, today: CalendarMonth): PaymentRequestRefusal | null {
  return isCardExpired({ month: expirationMonth, year: expirationYear }, today) ? domainError('CHECKOUT.CARD_EXPIRED', 'The card has expired', { expirationMonth, expirationYear }) : null;
}

/**
 * Checks a payment request against the offered options before it is sent (decision 0112):
 * - its method type must be offered → CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED (rep hold outside a
 *   call-centre session, PayPal for an agent, Apple Pay without the capability …);
 * - a saved card must be one of the offered ones → CHECKOUT.PAYMENT_NOT_FOUND, not expired →
 *   CHECKOUT.CARD_EXPIRED, and carry its encrypted security code when it needsVerification →
 *   CHECKOUT.SECURITY_CODE_REQUIRED;
 * - a new card's expiry must not be past → CHECKOUT.CARD_EXPIRED.
 * Returns the request unchanged when it passes. Pure.
 */
export function checkPaymentRequest(request: PaymentRequest, options: PaymentOptions, today: CalendarMonth): Result<PaymentRequest, PaymentRequestRefusal> {
  const refusal =
    checkMethodOffered(paymentRequestMethodType(request), options) ??
    (request.kind === 'saved-card' ? checkSavedCard(request.savedPaymentId, Boolean(request.securityCode), options) : null) ??
    (request.kind === 'new-card' ? checkNewCardExpiry(request.expirationMonth, request.expirationYear, today) : null);
  return refusal ? err(refusal) : ok(request);
}

/**
 * The same checks for a card still in clear (`card.submit`, before the prepareCardPayment actor
 * encrypts it; decisions 0112, 0136): CREDIT_CARD must be offered → PAYMENT_METHOD_NOT_ALLOWED; a
 * saved card must be offered → PAYMENT_NOT_FOUND, not expired → CARD_EXPIRED, with a typed
 * security code when it needsVerification → SECURITY_CODE_REQUIRED; a new card (clear, or sealed in
 * the card frame with the expiry it reported, decision 0460) not expired → CARD_EXPIRED. Returns the card unchanged when it passes; the refusal never holds the card's
 * number or security code. Pure.
 */
export function checkCardPayment(card: CardPayment, options: PaymentOptions, today: CalendarMonth): Result<CardPayment, PaymentRequestRefusal> {
  const refusal =
    checkMethodOffered('CREDIT_CARD', options) ??
    (card.kind === 'saved-card' ? checkSavedCard(card.savedPaymentId, Boolean(card.securityCode) || card.codeSealer !== undefined, options) : checkNewCardExpiry(card.expirationMonth, card.expirationYear, today));
  return refusal ? err(refusal) : ok(card);
}

/**
 * The Idempotency-Key of place order for a checkout (docs/checkout-api.md "Place order"; decision
 * 0113): `<checkoutId>:<updatedAt>`. The same checkout state gives the same key, so placing again
 * after a lost answer returns the order already placed; any change to the checkout (a new payment)
 * gives a new key. At most 100 characters (the id is cut). Pure: no clock, no randomness.
 */
export function orderIdempotencyKey(checkout: Pick<Checkout, 'checkoutId' | 'updatedAt'>): string {
  const suffix = `:${checkout.updatedAt}`;
  return `${checkout.checkoutId.slice(0, 100 - suffix.length)}${suffix}`;
}
