import type { AddressBodyDto } from '@vitrine/contract';
import type { TestOutcome } from '../payments/card-checks.js';

/**
 * The stored checkout (table `checkout`) and its payment summary (decision 0101). The payment
 * summary holds the sandbox's simulated issuer outcome, never a card number.
 */

export interface StoredPayment {
  paymentType: string;
  paymentGateway: string | null;
  status: 'READY' | 'ACTION_REQUIRED' | 'AUTHORIZED';
  action: { type: 'REDIRECT' | 'SCA'; url: string } | null;
  sessionId: string | null;
  card: { cardType: string; lastFourDigits: string; expirationMonth: number; expirationYear: number; nameOnCard: string; savedPaymentId: string | null } | null;
  /** Issuer answer at place order (cards only). */
  outcome: TestOutcome | null;
  giftCard: { cardNumber: string; maskedNumber: string } | null;
  billingAddress: AddressBodyDto | null;
  /** Save the new card to the customer's payments once the order is placed. */
  saveCard: boolean;
}

export interface CheckoutRow {
  checkout_id: string;
  principal_id: string;
  site_id: string;
  customer_profile_id: string;
  agent_profile_id: string | null;
  status: 'OPEN' | 'PLACED';
  shipping_address_id: string | null;
  shipping_address: AddressBodyDto | null;
  delivery_method_id: string | null;
  payment: StoredPayment | null;
  updated_at: Date;
}
