import type { GiftCardBalanceDto } from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { toMajor } from '../catalog/price-summary.js';
import type { Db } from '../db/db.js';

/**
 * Test gift cards (the #giftcard-balance modal, the payment step; docs/checkout-api.md; decision
 * 0107). A card has one balance per currency; a wrong PIN answers like an unknown card.
 */

/** Digits of a typed gift card number (spaces and dashes dropped). */
export const giftCardDigits = (value: unknown): string => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');

/** '•••• 0001'. */
export const maskGiftCard = (digits: string): string => `•••• ${digits.slice(-4)}`;

/**
 * The balance of a card in `currency` (minor units). Throws 400 INVALID_REQUEST when number or PIN
 * is missing or not digits, 404 GIFT_CARD_NOT_FOUND when no card has this number and PIN.
 */
export async function giftCardBalance(db: Db, cardNumber: unknown, pin: unknown, currency: string): Promise<{ digits: string; balanceMinor: number }> {
  const digits = giftCardDigits(cardNumber);
  const fields = [...(/^\d{8,19}$/.test(digits) ? [] : ['cardNumber']), ...(typeof pin === 'string' && /^\d{4,8}$/.test(pin.trim()) ? [] : ['pin'])];
  if (fields.length > 0) throw invalidRequest('Gift card number and PIN are required (digits)', { fields });
  const [row] = await db.query<{ balance_minor: number }>('select balance_minor from gift_card where card_number = $1 and pin = $2 and currency = $3', [digits, (pin as string).trim(), currency]);
  if (!row) throw new ApiError(404, 'GIFT_CARD_NOT_FOUND', 'We could not find a gift card with that number and PIN');
  return { digits, balanceMinor: row.balance_minor };
}

/** POST /checkout/v0/{siteId}/gift-cards/balance `{ cardNumber, pin }`. */
export async function giftCardBalanceDto(db: Db, body: Record<string, unknown>, currency: string): Promise<GiftCardBalanceDto> {
  const { digits, balanceMinor } = await giftCardBalance(db, body.cardNumber, body.pin, currency);
  return { maskedNumber: maskGiftCard(digits), balance: toMajor(balanceMinor), currencyCode: currency };
}

/**
 * Charges `amountMinor` to a card in `currency` inside the caller's transaction. Throws 402
 * GIFT_CARD_INSUFFICIENT_BALANCE (details.balance, major units) when the balance is short.
 */
export async function chargeGiftCard(db: Db, digits: string, currency: string, amountMinor: number): Promise<void> {
  const [row] = await db.query<{ balance_minor: number }>('select balance_minor from gift_card where card_number = $1 and currency = $2 for update', [digits, currency]);
  if (!row || row.balance_minor < amountMinor) {
    throw new ApiError(402, 'GIFT_CARD_INSUFFICIENT_BALANCE', 'The gift card balance does not cover the order', { balance: toMajor(row?.balance_minor ?? 0) });
  }
  await db.query('update gift_card set balance_minor = balance_minor - $3 where card_number = $1 and currency = $2', [digits, currency, amountMinor]);
}
