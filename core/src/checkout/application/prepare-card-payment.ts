import { domainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { Address } from '../domain/address.js';
import type { Checkout, PaymentRequest } from '../domain/checkout.js';
import type { CardEncryptionError, CheckoutError } from '../domain/checkout.errors.js';
import type { PaymentEncryptionKey } from '../domain/payment-key.js';
import type { CardEncryptor } from '../ports/card-encryptor.port.js';
import type { CardSealer, SecurityCodeSealer } from '../ports/card-sealer.port.js';
import type { CheckoutGateway } from '../ports/checkout-gateway.port.js';
import type { PaymentKeyGateway } from '../ports/payment-key-gateway.port.js';

/**
 * Use case "prepare a card payment" (architecture.md "Core" → use cases; shell-and-account.md §7
 * "GET …/configuration/pxp-public-key returns publicEncryptionKey.pem and encryptionId" and "The
 * card number is encrypted client-side with RSA using the fetched key, and the gateway becomes
 * PXP"; decisions 0106, 0112, 0118, 0136): fetches the PXP key, encrypts the card in the browser,
 * sets the payment on the checkout, and — when the server answers CHECKOUT.ENCRYPTION_KEY_EXPIRED
 * (the key rotated between fetch and send) — fetches a fresh key, encrypts again and sets the
 * payment once more. The checkout machine invokes it as its `prepareCardPayment` actor, so the
 * card's clear values go from the `card.submit` event straight to the encryptor: neither the
 * machine's context nor anything sent holds them.
 */

/** The ports the use case calls. */
export interface PrepareCardPaymentPorts {
  /** The PXP key (cached by the gateway; `fresh: true` after a rotation). */
  readonly keys: PaymentKeyGateway;
  /** RSA encryption of the number and security code. */
  readonly encryptor: CardEncryptor;
  /** CheckoutGateway.setPayment. */
  readonly checkout: Pick<CheckoutGateway, 'setPayment'>;
}

/** A new card as the card form holds it (in clear, in the browser only). */
export interface NewCardForm {
  /** As typed; spaces and dashes allowed (the encryptor keeps the digits). */
  readonly cardNumber: string;
  /** Three digits, four for AMEX. */
  readonly securityCode: string;
  /** 1..12. */
  readonly expirationMonth: number;
  /** Four digits. */
  readonly expirationYear: number;
  readonly nameOnCard: string;
  /** Default: the shipping address. */
  readonly billingAddress?: { readonly addressId: string } | { readonly address: Address };
  readonly saveCard?: boolean;
  /** Where 3-D Secure comes back to (absolute URL of the payment step). */
  readonly returnUrl?: string;
}

/**
 * A saved card, with the security code of a card that needsVerification: typed in the card frame's
 * security-code mode and sealed there (`codeSealer`, decision 0436; the storefront's way), or in
 * clear (`securityCode`, core's own use); neither for a card that needs none.
 */
export interface SavedCardChoice {
  readonly savedPaymentId: string;
  readonly securityCode: string | null;
  /** The card frame holding the code (decision 0436): it encrypts the code with the key it is given. Wins over `securityCode`. */
  readonly codeSealer?: SecurityCodeSealer;
  /** Where 3-D Secure comes back to (absolute URL of the payment step). */
  readonly returnUrl?: string;
}

/**
 * A new card typed in the isolated card frame (decision 0460): the page holds only its sealer and
 * the expiry the frame reported (for the machine's expiry check); the frame encrypts the number and
 * security code with the key it is given.
 */
export interface SealedCardForm {
  readonly sealer: CardSealer;
  /** 1..12, as the frame reported it. */
  readonly expirationMonth: number;
  /** Four digits, as the frame reported it. */
  readonly expirationYear: number;
  /** Default: the shipping address. */
  readonly billingAddress?: { readonly addressId: string } | { readonly address: Address };
  readonly saveCard?: boolean;
  /** Where 3-D Secure comes back to (absolute URL of the payment step). */
  readonly returnUrl?: string;
}

/**
 * What the payment step submits for a card (`card.submit`): a new card in clear, a new card held by
 * a card frame (sealed there), or a saved one.
 */
export type CardPayment =
  | ({ readonly kind: 'new-card' } & NewCardForm)
  | ({ readonly kind: 'sealed-card' } & SealedCardForm)
  | ({ readonly kind: 'saved-card' } & SavedCardChoice);

/**
 * CHECKOUT.CARD_INVALID for a card the encryptor refused: details.reason 'ENCRYPTION' and
 * details.code the encryptor's code (CARD_ENCRYPTION.INPUT_INVALID, KEY_INVALID or FAILED).
 */
function encryptionRefused(error: CardEncryptionError): CheckoutError {
  return domainError('CHECKOUT.CARD_INVALID', error.message, { reason: 'ENCRYPTION', code: error.code });
}

/**
 * The PaymentRequest of `card`, encrypted with the key `key()` gives (shell-and-account.md §7): a
 * new card's number and security code (by the encryptor, or by the card frame's sealer for a
 * 'sealed-card', whose answer also gives expiry and name); a saved card's security code when one
 * was given (sealed by its `codeSealer`, the card frame, decision 0436; else by the encryptor). A saved
 * card without one is sent as it is and `key` is not called. Returns CHECKOUT.CARD_INVALID
 * (details.reason 'ENCRYPTION') when the encryptor refuses; rejects with what `key` throws.
 */
export async function encryptCardPayment(card: CardPayment, key: () => Promise<PaymentEncryptionKey>, encryptor: CardEncryptor): Promise<Result<PaymentRequest, CheckoutError>> {
  const returnUrl = card.returnUrl ? { returnUrl: card.returnUrl } : {};
  if (card.kind === 'saved-card') {
    if (card.codeSealer) {
      const sealed = await card.codeSealer.seal(await key());
      return sealed.ok ? ok({ kind: 'saved-card', savedPaymentId: card.savedPaymentId, securityCode: sealed.value, ...returnUrl }) : err(encryptionRefused(sealed.error));
    }
    if (card.securityCode === null) return ok({ kind: 'saved-card', savedPaymentId: card.savedPaymentId, ...returnUrl });
    const code = await encryptor.encryptSecurityCode(card.securityCode, await key());
    return code.ok ? ok({ kind: 'saved-card', savedPaymentId: card.savedPaymentId, securityCode: code.value, ...returnUrl }) : err(encryptionRefused(code.error));
  }
  const extras = {
    ...(card.billingAddress ? { billingAddress: card.billingAddress } : {}),
    ...(card.saveCard !== undefined ? { saveCard: card.saveCard } : {}),
    ...returnUrl,
  };
  if (card.kind === 'sealed-card') {
    const sealed = await card.sealer.seal(await key());
    if (!sealed.ok) return err(encryptionRefused(sealed.error));
    const { card: encryptedCard, expirationMonth, expirationYear, nameOnCard } = sealed.value;
    return ok({ kind: 'new-card', card: encryptedCard, expirationMonth, expirationYear, nameOnCard, ...extras });
  }
  const encrypted = await encryptor.encryptCard({ cardNumber: card.cardNumber, securityCode: card.securityCode }, await key());
  if (!encrypted.ok) return err(encryptionRefused(encrypted.error));
  return ok({
    kind: 'new-card',
    card: encrypted.value,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    nameOnCard: card.nameOnCard,
    ...extras,
  });
}

/** True when `card` has something to encrypt (a new card, clear or sealed, or a saved card's security code). */
function encrypts(card: CardPayment): boolean {
  return card.kind !== 'saved-card' || card.securityCode !== null || card.codeSealer !== undefined;
}

/**
 * Prepares and sets a card payment: `keys.getKey()` → {@link encryptCardPayment} →
 * `checkout.setPayment(request)`. When setPayment answers CHECKOUT.ENCRYPTION_KEY_EXPIRED, ONE
 * retry: `keys.getKey({ fresh: true })`, encrypt again, setPayment again; its answer is final (a
 * second ENCRYPTION_KEY_EXPIRED is returned as it is). A saved card without a security code fetches
 * no key and is not retried.
 *
 * Resolves with setPayment's Result: the checkout (its payment may be ACTION_REQUIRED, 3-D
 * Secure), or a coded CheckoutError — setPayment's own codes (CARD_INVALID, CARD_EXPIRED,
 * DECRYPTION_FAILED, SIGN_IN_REQUIRED …) or CHECKOUT.CARD_INVALID with details.reason
 * 'ENCRYPTION' when the encryptor refuses (no call is made then). Rejects with what the ports
 * throw (transport faults: the key or the payment call got no answer), which the checkout machine
 * shows as CHECKOUT.CONNECTION_LOST. Never logs nor returns the card's clear values.
 */
export async function prepareCardPayment(ports: PrepareCardPaymentPorts, card: CardPayment): Promise<Result<Checkout, CheckoutError>> {
  const attempt = async (fresh: boolean): Promise<Result<Checkout, CheckoutError>> => {
    const request = await encryptCardPayment(card, () => ports.keys.getKey({ fresh }), ports.encryptor);
    return request.ok ? ports.checkout.setPayment(request.value) : request;
  };
  const first = await attempt(false);
  const keyExpired = !first.ok && first.error.code === 'CHECKOUT.ENCRYPTION_KEY_EXPIRED';
  return keyExpired && encrypts(card) ? attempt(true) : first;
}

/**
 * Pays with a new card: {@link prepareCardPayment} of `{ kind: 'new-card', ...form }` (same result,
 * same errors, the same one retry on CHECKOUT.ENCRYPTION_KEY_EXPIRED).
 */
export function payWithNewCard(ports: PrepareCardPaymentPorts, form: NewCardForm): Promise<Result<Checkout, CheckoutError>> {
  return prepareCardPayment(ports, { kind: 'new-card', ...form });
}
