import type { CartLine } from '../../cart/domain/cart.js';
import type { Money } from '../../shared/money.js';
import type { CardTypeCode } from '../payments/domain/card.js';
import type { PaymentGateway } from '../payments/domain/payment-methods.js';
import type { Address, PersonName, SavedAddress } from './address.js';
import type { SavedPayment } from './saved-payment.js';

/**
 * The checkout as the steps see it (shell-and-account.md §2 checkout steps; docs/checkout-api.md
 * "The checkout resource"). Money in minor units; dates are 'YYYY-MM-DD' at the destination.
 */

/** What place order still needs, in step order (CheckoutDto.missing). */
export type CheckoutRequirement = 'shippingAddress' | 'deliveryMethod' | 'payment';

/** A delivery method offered to a destination (decision 0103). */
export interface DeliveryMethod {
  /** 'STANDARD' | 'EXPRESS' | 'NEXT_DAY' (other ids may come from another server). */
  readonly id: string;
  readonly name: string;
  readonly price: Money;
  /** Business days from the order day. */
  readonly businessDays: { readonly min: number; readonly max: number };
  /** 'YYYY-MM-DD' both; from <= to. */
  readonly estimatedDelivery: { readonly from: string; readonly to: string };
}

/** Where a delivery goes, for a delivery-method preview. */
export interface Destination {
  readonly country: string;
  readonly postalCode: string;
  readonly region?: string;
}

/** The customer a checkout is for (the signed-in shopper, or the agent's chosen customer). */
export interface CheckoutCustomer {
  readonly profileId: string;
  readonly emailAddress: string;
  readonly name: PersonName;
}

/** Checkout totals, minor units, all in the checkout's currency. */
export interface CheckoutTotals {
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly tax: Money;
  readonly total: Money;
}

/** What a payment needs before the order can be placed. */
export type CheckoutPaymentStatus = 'READY' | 'ACTION_REQUIRED' | 'AUTHORIZED';

/** A browser round trip the payment needs: a redirect method's page, or 3-D Secure (SCA). */
export interface PaymentAction {
  readonly type: 'REDIRECT' | 'SCA';
  /** Absolute URL to navigate the browser to (full page load). */
  readonly url: string;
}

/** The card part of a payment summary: never the number. */
export interface CardSummary {
  readonly cardType: CardTypeCode | string;
  readonly lastFourDigits: string;
  /** 1..12. */
  readonly expirationMonth: number;
  /** Four digits. */
  readonly expirationYear: number;
  readonly nameOnCard: string;
  /** The saved card used, or null for a new card. */
  readonly savedPaymentId: string | null;
}

/** The payment chosen on the payment step (CheckoutPaymentDto). */
export interface CheckoutPayment {
  /** A payment type of shell §9 ('CREDIT_CARD', 'PAYPAL', 'CC_REP_HOLD', ...). */
  readonly paymentType: string;
  readonly paymentGateway: PaymentGateway | null;
  readonly status: CheckoutPaymentStatus;
  readonly action: PaymentAction | null;
  readonly card: CardSummary | null;
  readonly giftCard: { readonly maskedNumber: string; readonly amountApplied: Money } | null;
  readonly billingAddress: Address | null;
}

/** The open checkout (GET /checkout/v0/{siteId}/checkouts/current). */
export interface Checkout {
  readonly checkoutId: string;
  readonly siteId: string;
  readonly currency: string;
  /** True when a call-centre agent checks out for `customer`. */
  readonly callCenter: boolean;
  readonly customer: CheckoutCustomer;
  /** The cart's lines, live. */
  readonly lines: readonly CartLine[];
  /** The customer's visible saved addresses. */
  readonly savedAddresses: readonly SavedAddress[];
  /** The customer's visible saved cards, expired ones included (shown as expired, unusable). */
  readonly savedPayments: readonly SavedPayment[];
  readonly shippingAddress: { readonly addressId: string | null; readonly address: Address } | null;
  /** Methods offered to the shipping address; empty before it is set. */
  readonly deliveryMethods: readonly DeliveryMethod[];
  readonly deliveryMethod: DeliveryMethod | null;
  readonly payment: CheckoutPayment | null;
  readonly totals: CheckoutTotals;
  readonly missing: readonly CheckoutRequirement[];
  /** Epoch ms. */
  readonly updatedAt: number;
}

/** The shipping-address step's choice: a saved address, a new one, or a collection point. */
export type ShippingAddressChoice =
  | { readonly kind: 'saved'; readonly addressId: string }
  | { readonly kind: 'new'; readonly address: Address; readonly saveToAddressBook?: boolean }
  | { readonly kind: 'collection-point'; readonly collectionPointId: string };

/** A card number and security code encrypted with the PXP key (docs/checkout-api.md "New card"). */
export interface EncryptedCard {
  /** Base64 RSA PKCS#1 v1.5 ciphertext of the card number's digits. */
  readonly encryptedCardNumber: string;
  /** Base64 ciphertext of the security code, same key; null when none was given. */
  readonly encryptedSecurityCode: string | null;
  /** The key's id (PaymentEncryptionKey.encryptionId). */
  readonly encryptionId: string;
}

/** The payment-step's request (PaymentRequestDto): what the shopper chose. */
export type PaymentRequest =
  | {
      readonly kind: 'saved-card';
      readonly savedPaymentId: string;
      /** Needed when the saved card needsVerification: encrypted security code + its key id. */
      readonly securityCode?: { readonly encrypted: string; readonly encryptionId: string };
      readonly returnUrl?: string;
    }
  | {
      readonly kind: 'new-card';
      readonly card: EncryptedCard;
      /** 1..12. */
      readonly expirationMonth: number;
      /** Four digits. */
      readonly expirationYear: number;
      readonly nameOnCard: string;
      /** Default: the shipping address. */
      readonly billingAddress?: { readonly addressId: string } | { readonly address: Address };
      readonly saveCard?: boolean;
      readonly returnUrl?: string;
    }
  | { readonly kind: 'gift-card'; readonly cardNumber: string; readonly pin: string }
  | { readonly kind: 'redirect'; readonly paymentType: RedirectPaymentType; readonly returnUrl: string }
  | { readonly kind: 'rep-hold' };

/** Payment types the sandbox simulates as a redirect (shell §9; Apple Pay only where eligible). */
export const REDIRECT_PAYMENT_TYPES = ['PAYPAL', 'KLARNA', 'AFTERPAY', 'CLEARPAY', 'APPLE_PAY'] as const;
export type RedirectPaymentType = (typeof REDIRECT_PAYMENT_TYPES)[number];

/** True for one of {@link REDIRECT_PAYMENT_TYPES}. */
export function isRedirectPaymentType(value: string): value is RedirectPaymentType {
  return (REDIRECT_PAYMENT_TYPES as readonly string[]).includes(value);
}

/** A gift card's balance (POST /checkout/v0/{siteId}/gift-cards/balance). */
export interface GiftCardBalance {
  /** '•••• 0001'. */
  readonly maskedNumber: string;
  readonly balance: Money;
}
