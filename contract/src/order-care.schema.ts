import { z } from 'zod';
import { OrderStatusDto } from './checkout.schema.js';

/**
 * Orders after purchase: the payments of an order and SMS opt-ins (shell-and-account.md §2 "Order
 * payments | /order-payments", §7 "POST /order/v0/{siteId}/orders/{id}/sms-optins | body not
 * shown"; decisions 0265, 0266). Each export is a zod schema and the type inferred from it under
 * the same name (decision 0125). Money here is in MINOR units of `currencyCode` (integers).
 */

/** Query of GET …/orders/{orderNumber}/payments and POST …/sms-optins: the guest's proof (§6 customerZipCode). */
export const OrderCareQueryDto = z.object({ customerZipCode: z.string().optional() });
export type OrderCareQueryDto = z.infer<typeof OrderCareQueryDto>;

/** A refund back to a tender (a return's refund), minor units. */
export const PaymentRefundDto = z.object({ refundId: z.string(), amountMinor: z.number().int(), refundedAt: z.number(), reason: z.enum(['RETURN']) });
export type PaymentRefundDto = z.infer<typeof PaymentRefundDto>;

/** One tender of an order: never a full card number. */
export const OrderTenderDto = z.object({
  tenderId: z.string(),
  /** One of the spec's payment types (§9): CREDIT_CARD, GIFT_CARD, PAYPAL, CC_REP_HOLD, … */
  paymentType: z.string(),
  /** Card type code (VISA, AMEX, …) or null. */
  cardType: z.string().nullable(),
  lastFourDigits: z.string().nullable(),
  giftCardMaskedNumber: z.string().nullable(),
  /** Charged (or held) amount, minor units. */
  amountMinor: z.number().int(),
  /** AUTHORIZED until the first parcel ships, then CAPTURED; PENDING on a call-centre hold; REFUNDED when refunds reach the amount. */
  status: z.enum(['PENDING', 'AUTHORIZED', 'CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED']),
  refunds: z.array(PaymentRefundDto),
});
export type OrderTenderDto = z.infer<typeof OrderTenderDto>;

/** GET /order/v0/{siteId}/orders/{orderNumber}/payments (decision 0265). */
export const OrderPaymentsDto = z.object({
  orderNumber: z.string(),
  orderStatus: OrderStatusDto,
  placedAt: z.number(),
  currencyCode: z.string(),
  /** Order total, minor units. */
  totalMinor: z.number().int(),
  tenders: z.array(OrderTenderDto),
});
export type OrderPaymentsDto = z.infer<typeof OrderPaymentsDto>;

/**
 * Body of POST /order/v0/{siteId}/orders/{orderNumber}/sms-optins (decision 0266). phoneNumber is
 * digits only, with the country calling code (shell-and-account.md §5 "sent as digits only");
 * its shape is judged by the service (400 PHONE_INVALID), the consent must be true (400 CONSENT_REQUIRED).
 */
export const SmsOptInRequestDto = z.object({
  phoneNumber: z.string(),
  /** ISO 3166 alpha-2 country the number was read for ('US'). */
  dialingCodeCountryCode: z.string().regex(/^[A-Z]{2}$/),
  consent: z.boolean(),
  /** What the texts are about; ORDER_STATUS only for now. */
  topics: z.array(z.enum(['ORDER_STATUS'])).min(1).default(['ORDER_STATUS']),
});
export type SmsOptInRequestDto = z.infer<typeof SmsOptInRequestDto>;

/** 201 answer of POST …/sms-optins: the opt-in as stored (one per order and phone number; a repeat updates it). */
export const SmsOptInDto = z.object({
  optInId: z.string(),
  orderNumber: z.string(),
  phoneNumber: z.string(),
  topics: z.array(z.enum(['ORDER_STATUS'])),
  /** Epoch ms of the consent. */
  consentedAt: z.number(),
});
export type SmsOptInDto = z.infer<typeof SmsOptInDto>;
