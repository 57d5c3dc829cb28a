import cardValidator from 'card-validator';
import { cardTypeCode, isCardExpired, type CardTypeCode } from '@vitrine/core';
import { ApiError } from '../api/api-error.js';

/**
 * Server-side card checks after decryption (shell-and-account.md §5 card expiry, §9 card types;
 * decisions 0106, 0107): Luhn and length, brand (card-validator → the §9 codes), security-code
 * length for the brand, expiry with core's isCardExpired on the sandbox clock (UTC month). Only
 * the summary leaves this module; the number is never stored or logged.
 */

/** The sandbox's simulated issuer answer for a card. */
export type TestOutcome = 'APPROVE' | 'DECLINE' | 'INSUFFICIENT_FUNDS' | 'SCA';

/** Test card numbers with a special outcome (docs/checkout-api.md "Test cards"); all others approve. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, TestOutcome>> = {
  '4000002760003184': 'SCA',
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
};

/** What is kept of a card. */
export interface CardSummary {
  readonly cardType: CardTypeCode;
  readonly lastFourDigits: string;
  readonly outcome: TestOutcome;
}

const invalid = (reason: 'LUHN' | 'BRAND' | 'SECURITY_CODE' | 'EXPIRY', message: string) => new ApiError(400, 'CARD_INVALID', message, { reason });

/** The UTC calendar month of `now` (epoch ms) as core's expiry rule reads it. */
export const utcMonth = (now: number) => {
  const d = new Date(now);
  return { year: d.getUTCFullYear(), monthIndex: d.getUTCMonth() };
};

/**
 * Checks an expiry: month 1..12 and a four-digit year no more than 20 years ahead (400 CARD_INVALID
 * EXPIRY), not expired at `now` (422 CARD_EXPIRED, shell-and-account.md §5).
 */
export function checkExpiry(month: unknown, year: unknown, now: number): { month: number; year: number } {
  const today = utcMonth(now);
  if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12 || !Number.isInteger(year) || (year as number) < 2000 || (year as number) > today.year + 20) {
    throw invalid('EXPIRY', 'The expiration date is not valid');
  }
  const expiry = { month: month as number, year: year as number };
  if (isCardExpired(expiry, today)) throw new ApiError(422, 'CARD_EXPIRED', 'The card has expired', { expirationMonth: expiry.month, expirationYear: expiry.year });
  return expiry;
}

/**
 * Checks a decrypted card number (digits only after trimming spaces/dashes) and, when given, its
 * decrypted security code. Throws 400 CARD_INVALID with details.reason LUHN (fails Luhn or the
 * brand's lengths), BRAND (no known §9 brand) or SECURITY_CODE (wrong length for the brand).
 */
export function checkCardNumber(plainNumber: string, plainSecurityCode: string | null): CardSummary {
  const digits = plainNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) throw invalid('LUHN', 'The card number is not valid');
  const result = cardValidator.number(digits);
  const code = result.card ? cardTypeCode(result.card.type) : null;
  if (!result.card || !code) throw invalid('BRAND', 'This card type is not accepted');
  if (!result.isValid) throw invalid('LUHN', 'The card number is not valid');
  if (plainSecurityCode !== null && !new RegExp(`^\\d{${result.card.code.size}}$`).test(plainSecurityCode.trim())) {
    throw invalid('SECURITY_CODE', 'The security code is not valid');
  }
  return { cardType: code, lastFourDigits: digits.slice(-4), outcome: TEST_CARD_OUTCOMES[digits] ?? 'APPROVE' };
}

/** Checks a decrypted security code alone: 3 digits, 4 for AMEX. 400 CARD_INVALID SECURITY_CODE otherwise. */
export function checkSecurityCode(plain: string, cardType: string): void {
  const size = cardType === 'AMEX' ? 4 : 3;
  if (!new RegExp(`^\\d{${size}}$`).test(plain.trim())) throw invalid('SECURITY_CODE', 'The security code is not valid');
}
