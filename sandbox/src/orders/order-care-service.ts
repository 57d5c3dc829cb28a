import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { OrderPaymentsDto, OrderTenderDto, SmsOptInDto, SmsOptInRequestDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { sendMail } from '../profile/mailbox.js';
import { orderDto, type OrderRow } from './order-repository.js';
import { optionalPrincipal, readableOrder } from './order-service.js';

/**
 * Orders after purchase (shell-and-account.md §2 "Order payments", §7 "POST
 * /order/v0/{siteId}/orders/{id}/sms-optins"; decisions 0265, 0266). Both calls read the order as
 * the order details do ({@link readableOrder}: the owner AUTHORIZED, an agent, or a matching
 * customerZipCode). Money in minor units.
 */

/** The tender's status from the order's status and what was refunded (decision 0265). */
function tenderStatus(row: OrderRow, orderStatus: OrderPaymentsDto['orderStatus'], amountMinor: number, refundedMinor: number): OrderTenderDto['status'] {
  if (refundedMinor > 0) return refundedMinor >= amountMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  if (row.on_hold) return 'PENDING';
  return orderStatus === 'PLACED' ? 'AUTHORIZED' : 'CAPTURED';
}

/**
 * GET /order/v0/{siteId}/orders/{orderNumber}/payments[?customerZipCode=]: the order's tenders
 * (one today: checkout takes a single payment, a gift card pays the whole total) with the order
 * total as the amount, and the refunds of its returns (order_return.refund_total_minor). Errors as
 * {@link readableOrder}: 403 SCOPE_REQUIRED, 404 ORDER_NOT_FOUND.
 */
export async function orderPayments(db: Db, c: Context, siteId: string, orderNumber: string, now: number): Promise<OrderPaymentsDto> {
  const row = await readableOrder(db, c, siteId, orderNumber, now);
  const { status } = await orderDto(db, row, now);
  const returns = await db.query<{ return_number: string; refund_total_minor: number; created_at: Date }>(
    'select return_number, refund_total_minor, created_at from order_return where order_number = $1 order by created_at, return_number',
    [row.order_number],
  );
  const refunds = returns.map((r) => ({ refundId: r.return_number, amountMinor: r.refund_total_minor, refundedAt: new Date(r.created_at).getTime(), reason: 'RETURN' as const }));
  const refundedMinor = refunds.reduce((sum, r) => sum + r.amountMinor, 0);
  const p = row.payment;
  return {
    orderNumber: row.order_number,
    orderStatus: status,
    placedAt: new Date(row.placed_at).getTime(),
    currencyCode: row.currency,
    totalMinor: row.total_minor,
    tenders: [
      {
        tenderId: `${row.order_number}-1`,
        paymentType: p.paymentType,
        cardType: p.cardType,
        lastFourDigits: p.lastFourDigits,
        giftCardMaskedNumber: p.giftCardMaskedNumber,
        amountMinor: row.total_minor,
        status: tenderStatus(row, status, row.total_minor, refundedMinor),
        refunds,
      },
    ],
  };
}

/** Digits only, 7 to 15 of them (shell-and-account.md §5 "sent as digits only"). */
const PHONE_DIGITS = /^\d{7,15}$/;

/**
 * POST /order/v0/{siteId}/orders/{orderNumber}/sms-optins[?customerZipCode=] (decision 0266): keeps
 * the opt-in (one per order and phone number; a repeat updates its topics and consent time) and
 * "sends" a confirmation text to the sandbox mailbox, addressed to the phone's digits. Errors: 400
 * PHONE_INVALID (details.fields ['phoneNumber']), 400 CONSENT_REQUIRED (details.fields
 * ['consent']), and those of {@link readableOrder}.
 */
export async function optInSms(db: Db, c: Context, siteId: string, orderNumber: string, body: SmsOptInRequestDto, now: number): Promise<SmsOptInDto> {
  const row = await readableOrder(db, c, siteId, orderNumber, now);
  if (!PHONE_DIGITS.test(body.phoneNumber)) throw new ApiError(400, 'PHONE_INVALID', 'The phone number must have 7 to 15 digits and nothing else', { fields: ['phoneNumber'] });
  if (!body.consent) throw new ApiError(400, 'CONSENT_REQUIRED', 'Agree to receive text messages to opt in', { fields: ['consent'] });
  const principal = await optionalPrincipal(db, c, now);
  const topics = [...new Set(body.topics)];
  const [stored] = await db.query<{ opt_in_id: string }>(
    `insert into order_sms_optin (opt_in_id, order_number, site_id, phone_number, country, topics, principal_id, consented_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
     on conflict (order_number, phone_number) do update set topics = excluded.topics, country = excluded.country, principal_id = excluded.principal_id, consented_at = excluded.consented_at
     returning opt_in_id`,
    [`sms-${crypto.randomBytes(9).toString('base64url')}`, row.order_number, siteId, body.phoneNumber, body.dialingCodeCountryCode, JSON.stringify(topics), principal?.principalId ?? null, new Date(now)],
  );
  await sendMail(db, {
    to: body.phoneNumber,
    subject: `Text updates for order ${row.order_number}`,
    body: `Vitrine: you will get text updates about order ${row.order_number} (status, shipping and delivery). Msg & data rates may apply. Reply STOP to opt out.`,
    link: null,
    now,
  });
  return { optInId: stored!.opt_in_id, orderNumber: row.order_number, phoneNumber: body.phoneNumber, topics, consentedAt: now };
}
