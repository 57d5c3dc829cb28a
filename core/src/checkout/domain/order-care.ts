import { domainError } from '../../shared/domain-error.js';
import { money, sumMoney, type Money } from '../../shared/money.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { OrderError } from './checkout.errors.js';
import type { OrderStatus } from './order.js';

/**
 * Orders after purchase: an order's payments (shell-and-account.md §2 "Order payments |
 * /order-payments"; decision 0265) and SMS opt-ins (§7 "POST /order/v0/{siteId}/orders/{id}/sms-optins";
 * decision 0266). Money is in minor units.
 */

/** A tender's state: AUTHORIZED until the first parcel ships, then CAPTURED; PENDING on a call-centre hold. */
export type TenderStatus = 'PENDING' | 'AUTHORIZED' | 'CAPTURED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

/** Money given back to a tender (a return's refund). */
export interface PaymentRefund {
  /** The return number ('RT-2026-000123'). */
  readonly refundId: string;
  readonly amount: Money;
  /** Epoch ms. */
  readonly refundedAt: number;
  readonly reason: 'RETURN';
}

/** One way an order was paid: never a full card number. */
export interface OrderTender {
  readonly tenderId: string;
  /** A payment type of shell-and-account.md §9 (CREDIT_CARD, GIFT_CARD, PAYPAL, CC_REP_HOLD, …). */
  readonly paymentType: string;
  /** Card type code (VISA, AMEX, …) or null. */
  readonly cardType: string | null;
  readonly lastFourDigits: string | null;
  /** As the issuer masks it ('•••• •••• •••• 1234'), or null. */
  readonly giftCardMaskedNumber: string | null;
  readonly amount: Money;
  readonly status: TenderStatus;
  /** Oldest first. */
  readonly refunds: readonly PaymentRefund[];
}

/** The payments of an order (GET …/orders/{orderNumber}/payments). */
export interface OrderPayments {
  readonly orderNumber: string;
  readonly orderStatus: OrderStatus;
  /** Epoch ms. */
  readonly placedAt: number;
  readonly total: Money;
  readonly tenders: readonly OrderTender[];
}

/** What an order's payments add up to: charged, refunded and net (charged minus refunded), in the order's currency. */
export interface PaymentTotals {
  readonly charged: Money;
  readonly refunded: Money;
  readonly net: Money;
}

/**
 * Sums an order's tenders (decision 0265): charged is every tender's amount, refunded every
 * refund's, net the difference (never below zero). Throws RangeError on mixed currencies (a bug).
 */
export function paymentTotals(payments: OrderPayments): PaymentTotals {
  const currency = payments.total.currency;
  const charged = sumMoney(payments.tenders.map((t) => t.amount), currency);
  const refunded = sumMoney(payments.tenders.flatMap((t) => t.refunds.map((r) => r.amount)), currency);
  return { charged, refunded, net: money(Math.max(0, charged.amount - refunded.amount), currency) };
}

/**
 * The masked number a tender shows: '•••• 1234' for a card's last four digits, the gift card's
 * masked number as given, or null (PayPal, a rep hold). Never more than four real digits.
 */
export function maskedTenderNumber(tender: Pick<OrderTender, 'lastFourDigits' | 'giftCardMaskedNumber'>): string | null {
  if (tender.lastFourDigits && /^\d{4}$/.test(tender.lastFourDigits)) return `•••• ${tender.lastFourDigits}`;
  if (tender.giftCardMaskedNumber) return tender.giftCardMaskedNumber;
  return null;
}

/** What texts an SMS opt-in asks for. */
export type SmsTopic = 'ORDER_STATUS';

/** An SMS opt-in as sent (decision 0266): digits only, with the country calling code. */
export interface SmsOptInRequest {
  /** 7-15 digits, nothing else ('13125550188'). */
  readonly phoneNumber: string;
  /** ISO 3166 alpha-2 country the number was read for ('US'). */
  readonly dialingCodeCountryCode: string;
  readonly consent: true;
  readonly topics: readonly SmsTopic[];
}

/** A stored opt-in. */
export interface SmsOptIn {
  readonly optInId: string;
  readonly orderNumber: string;
  readonly phoneNumber: string;
  readonly topics: readonly SmsTopic[];
  /** Epoch ms. */
  readonly consentedAt: number;
}

/** The SMS opt-in form as typed. */
export interface SmsOptInInput {
  /** The number already reduced to digits by the UI's phone parser (libphonenumber-js), or null when it could not be read. */
  readonly phoneDigits: string | null;
  readonly dialingCodeCountryCode: string;
  readonly consent: boolean;
}

/**
 * The SMS opt-in rule (decision 0266): the phone must be 7-15 digits (ORDER.PHONE_INVALID,
 * details.fields ['phoneNumber']) and the consent given (ORDER.CONSENT_REQUIRED, details.fields
 * ['consent']); both failures are reported together in details.fields with the phone's code
 * first. Answers the request body for ORDER_STATUS texts.
 */
export function checkSmsOptIn(input: SmsOptInInput): Result<SmsOptInRequest, OrderError> {
  const phoneOk = input.phoneDigits !== null && /^\d{7,15}$/.test(input.phoneDigits);
  const fields = [...(phoneOk ? [] : ['phoneNumber']), ...(input.consent ? [] : ['consent'])];
  if (fields.length > 0) {
    return err(domainError(phoneOk ? 'ORDER.CONSENT_REQUIRED' : 'ORDER.PHONE_INVALID', phoneOk ? 'Agree to receive text messages' : 'Enter a valid mobile number', { fields }));
  }
  return ok({ phoneNumber: input.phoneDigits!, dialingCodeCountryCode: input.dialingCodeCountryCode, consent: true, topics: ['ORDER_STATUS'] });
}
