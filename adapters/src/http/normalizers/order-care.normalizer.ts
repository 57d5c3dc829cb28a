import { money, type OrderPayments, type SmsOptIn } from '@vitrine/core';
import type { OrderPaymentsDto, SmsOptInDto } from '@vitrine/contract';

/**
 * OrderPaymentsDto → OrderPayments (decision 0265): the DTO's minor-unit integers become Money in
 * the order's currency; nothing else is renamed. Throws RangeError for a non-integer amount.
 */
export function normalizeOrderPayments(dto: OrderPaymentsDto): OrderPayments {
  const currency = dto.currencyCode;
  return {
    orderNumber: dto.orderNumber,
    orderStatus: dto.orderStatus,
    placedAt: dto.placedAt,
    total: money(dto.totalMinor, currency),
    tenders: dto.tenders.map((t) => ({
      tenderId: t.tenderId,
      paymentType: t.paymentType,
      cardType: t.cardType,
      lastFourDigits: t.lastFourDigits,
      giftCardMaskedNumber: t.giftCardMaskedNumber,
      amount: money(t.amountMinor, currency),
      status: t.status,
      refunds: t.refunds.map((r) => ({ refundId: r.refundId, amount: money(r.amountMinor, currency), refundedAt: r.refundedAt, reason: r.reason })),
    })),
  };
}

/** SmsOptInDto → SmsOptIn (same fields; decision 0266). */
export function normalizeSmsOptIn(dto: SmsOptInDto): SmsOptIn {
  return { optInId: dto.optInId, orderNumber: dto.orderNumber, phoneNumber: dto.phoneNumber, topics: dto.topics, consentedAt: dto.consentedAt };
}
