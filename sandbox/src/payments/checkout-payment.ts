import type { AddressBodyDto, CheckoutDto } from '@vitrine/contract';
import type { Context } from 'hono';
import { cardPaymentGateway } from '@vitrine/core';
import { ApiError, invalidRequest } from '../api/api-error.js';
import type { RequestContext } from '../catalog/request-context.js';
import { getAddress } from '../checkout/address-book.js';
import { validateAddress } from '../checkout/address-validation.js';
import type { CheckoutActor } from '../checkout/checkout-access.js';
import type { CheckoutRow, StoredPayment } from '../checkout/checkout-record.js';
import { checkoutFigures, requireOpenCheckout, savePayment } from '../checkout/checkout-service.js';
import type { Db } from '../db/db.js';
import { checkCardNumber, checkExpiry, checkSecurityCode, type TestOutcome } from './card-checks.js';
import { giftCardBalance, maskGiftCard } from './gift-cards.js';
import { decryptWithKey } from './payment-keys.js';
import { requireUsableMethod } from './payment-methods.js';
import { apiBaseOf, createSession, returnUrlOf } from './payment-sessions.js';
import { findPayment } from './saved-payments.js';

/**
 * PUT /checkout/v0/{siteId}/checkouts/current/payment (docs/checkout-api.md "Payment";
 * shell-and-account.md §5 payment-method rules, §7 "the card number is encrypted client-side …
 * the gateway becomes PXP"; decisions 0104-0107). Card numbers and security codes are decrypted
 * in memory, checked and dropped; the checkout keeps only the summary.
 */

const REDIRECT_TYPES = new Set(['PAYPAL', 'KLARNA', 'AFTERPAY', 'CLEARPAY', 'APPLE_PAY']);

const object = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

interface Step {
  readonly db: Db;
  readonly c: Context;
  readonly row: CheckoutRow;
  readonly ctx: RequestContext;
  readonly now: number;
}

/** A payment that needs a browser round trip when the outcome is SCA or the method redirects. */
async function withRoundTrip(step: Step, payment: Omit<StoredPayment, 'status' | 'action' | 'sessionId'>, kind: 'REDIRECT' | 'SCA' | null, returnUrl: unknown): Promise<StoredPayment> {
  if (!kind) return { ...payment, status: 'READY', action: null, sessionId: null };
  const session = await createSession(step.db, {
    checkoutId: step.row.checkout_id,
    siteId: step.ctx.site.siteId,
    kind,
    paymentType: payment.paymentType,
    returnUrl: returnUrlOf(step.c, returnUrl),
    apiBase: apiBaseOf(step.c),
    now: step.now,
  });
  return { ...payment, status: 'ACTION_REQUIRED', action: { type: kind, url: session.url }, sessionId: session.sessionId };
}

async function billingAddress(step: Step, value: unknown): Promise<AddressBodyDto | null> {
  if (value === undefined || value === null) return step.row.shipping_address;
  const ref = object(value);
  if (ref && typeof ref.addressId === 'string') return (await getAddress(step.db, step.row.customer_profile_id, ref.addressId)).address;
  return validateAddress(value);
}

async function savedCardPayment(step: Step, body: Record<string, unknown>): Promise<StoredPayment> {
  const saved = await findPayment(step.db, step.row.customer_profile_id, body.savedPaymentId);
  checkExpiry(saved.expiration_month, saved.expiration_year, step.now);
  if (saved.needs_verification) {
    if (body.securityCode === undefined) throw new ApiError(422, 'SECURITY_CODE_REQUIRED', 'Enter the security code to use this card', { paymentId: saved.payment_id });
    checkSecurityCode(await decryptWithKey(step.db, body.encryptionId, body.securityCode, step.now), saved.card_type);
    await step.db.query('update saved_payment set needs_verification = false where payment_id = $1', [saved.payment_id]);
  }
  const payment = {
    paymentType: 'CREDIT_CARD',
    paymentGateway: 'PXP',
    card: { cardType: saved.card_type, lastFourDigits: saved.last_four, expirationMonth: saved.expiration_month, expirationYear: saved.expiration_year, nameOnCard: saved.name_on_card, savedPaymentId: saved.payment_id },
    outcome: saved.test_outcome,
    giftCard: null,
    billingAddress: saved.a_address ?? step.row.shipping_address,
    saveCard: false,
  };
  return withRoundTrip(step, payment, saved.test_outcome === 'SCA' ? 'SCA' : null, body.returnUrl);
}

async function newCardPayment(step: Step, body: Record<string, unknown>, configGateway: string | null): Promise<StoredPayment> {
  const card = object(body.creditCard);
  if (!card) throw invalidRequest('creditCard is required', { fields: ['creditCard'] });
  const missing = ['encryptedCardNumber', 'encryptionId', 'securityCode', 'nameOnCard'].filter((k) => typeof card[k] !== 'string' || (card[k] as string).trim() === '');
  if (missing.length > 0) throw invalidRequest('Card fields are missing', { fields: missing.map((k) => `creditCard.${k}`) });
  const expiry = checkExpiry(card.expirationMonth, card.expirationYear, step.now);
  const number = await decryptWithKey(step.db, card.encryptionId, card.encryptedCardNumber, step.now);
  const securityCode = await decryptWithKey(step.db, card.encryptionId, card.securityCode, step.now);
  const summary = checkCardNumber(number, securityCode);
  const payment = {
    paymentType: 'CREDIT_CARD',
    paymentGateway: cardPaymentGateway({ paymentGateway: configGateway }, true),
    card: { cardType: summary.cardType, lastFourDigits: summary.lastFourDigits, expirationMonth: expiry.month, expirationYear: expiry.year, nameOnCard: (card.nameOnCard as string).trim().slice(0, 100), savedPaymentId: null },
    outcome: summary.outcome as TestOutcome,
    giftCard: null,
    billingAddress: await billingAddress(step, body.billingAddress),
    saveCard: body.saveCard === true,
  };
  return withRoundTrip(step, payment, summary.outcome === 'SCA' ? 'SCA' : null, body.returnUrl);
}

async function giftCardPayment(step: Step, body: Record<string, unknown>, configGateway: string | null): Promise<StoredPayment> {
  const gift = object(body.giftCard);
  if (!gift) throw invalidRequest('giftCard is required', { fields: ['giftCard'] });
  const { digits, balanceMinor } = await giftCardBalance(step.db, gift.cardNumber, gift.pin, step.ctx.currency);
  const { totalMinor } = await checkoutFigures(step.db, step.row, step.ctx, step.now);
  if (balanceMinor < totalMinor) throw new ApiError(402, 'GIFT_CARD_INSUFFICIENT_BALANCE', 'The gift card balance does not cover the order', { balance: balanceMinor / 100 });
  return { paymentType: 'GIFT_CARD', paymentGateway: configGateway, status: 'READY', action: null, sessionId: null, card: null, outcome: null, giftCard: { cardNumber: digits, maskedNumber: maskGiftCard(digits) }, billingAddress: step.row.shipping_address, saveCard: false };
}

/**
 * Sets the checkout's payment from a PaymentRequestDto. The method must be usable here (422
 * PAYMENT_METHOD_NOT_ALLOWED: inactive, currency, language, or the call-centre rule). Errors per
 * kind: see docs/checkout-api.md (ENCRYPTION_KEY_EXPIRED, DECRYPTION_FAILED, CARD_INVALID,
 * CARD_EXPIRED, PAYMENT_NOT_FOUND, SECURITY_CODE_REQUIRED, GIFT_CARD_NOT_FOUND,
 * GIFT_CARD_INSUFFICIENT_BALANCE, ADDRESS_INVALID, ADDRESS_NOT_FOUND), 404 CHECKOUT_NOT_FOUND,
 * 400 INVALID_REQUEST.
 */
export function setPayment(db: Db, c: Context, actor: CheckoutActor, ctx: RequestContext, body: Record<string, unknown>, now: number): Promise<CheckoutDto> {
  return db.transaction(async (tx) => {
    const row = await requireOpenCheckout(tx, actor, ctx.site.siteId);
    if (typeof body.paymentType !== 'string') throw invalidRequest('paymentType is required', { fields: ['paymentType'] });
    const config = requireUsableMethod(ctx.site, body.paymentType, { currency: ctx.currency, language: ctx.language, callCenter: row.agent_profile_id !== null });
    const step: Step = { db: tx, c, row, ctx, now };
    let payment: StoredPayment;
    if (body.paymentType === 'CREDIT_CARD') {
      payment = body.savedPaymentId !== undefined ? await savedCardPayment(step, body) : await newCardPayment(step, body, config.paymentGateway);
    } else if (body.paymentType === 'GIFT_CARD') {
      payment = await giftCardPayment(step, body, config.paymentGateway);
    } else if (REDIRECT_TYPES.has(body.paymentType)) {
      payment = await withRoundTrip(step, { paymentType: body.paymentType, paymentGateway: config.paymentGateway, card: null, outcome: null, giftCard: null, billingAddress: row.shipping_address, saveCard: false }, 'REDIRECT', body.returnUrl);
    } else if (body.paymentType === 'CC_REP_HOLD') {
      payment = { paymentType: 'CC_REP_HOLD', paymentGateway: null, status: 'READY', action: null, sessionId: null, card: null, outcome: null, giftCard: null, billingAddress: row.shipping_address, saveCard: false };
    } else {
      throw new ApiError(422, 'PAYMENT_METHOD_NOT_ALLOWED', `${body.paymentType} cannot be used in this checkout`, { paymentType: body.paymentType, reason: 'NOT_USABLE' });
    }
    return savePayment(tx, row, payment, ctx, now);
  });
}
