import { domainError, type DomainError } from '../../../shared/domain-error.js';
import { err, ok, type Result } from '../../../shared/result.js';

/**
 * Payment cards: expiry and card type codes (shell-and-account.md §5 "Card expiry", §9 "Card
 * types map to codes"; decision 0023).
 */

/** A card's expiry: `month` 1..12 (as printed), `year` four digits. */
export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/** Today as the expiry rule compares it: four-digit `year` and zero-based `monthIndex` (0 = January), like Date#getMonth. */
export interface CalendarMonth {
  readonly year: number;
  readonly monthIndex: number;
}

/**
 * The calendar month of a Date in the shopper's local time zone ({year: getFullYear(), monthIndex:
 * getMonth()}). The caller passes the Date (core never reads the clock).
 */
export function calendarMonthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), monthIndex: date.getMonth() };
}

/**
 * Card expiry (shell-and-account.md §5): expired if the year is before the current year, or the
 * same year and the month is earlier than the current month, comparing zero-based months
 * (`expiry.month - 1` against `today.monthIndex`). A card is therefore usable through the whole of
 * its expiry month. Never fails.
 */
export function isCardExpired(expiry: CardExpiry, today: CalendarMonth): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month - 1 < today.monthIndex);
}

export type CardExpiryError = DomainError<'CARD.EXPIRY_INVALID'>;

/**
 * Parses expiry text of the shape MM/YY (shell-and-account.md §5); the year becomes 20YY.
 * Spaces around the parts are allowed ('04 / 27'). Returns {month, year}, or CARD.EXPIRY_INVALID
 * when the shape is wrong or the month is not 01..12.
 */
export function parseCardExpiry(text: string): Result<CardExpiry, CardExpiryError> {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) {
    return err(domainError('CARD.EXPIRY_INVALID', 'Card expiry must have the shape MM/YY', { text }));
  }
  return ok({ month, year: 2000 + Number(match[2]) });
}

/** Formats an expiry as MM/YY (month padded to two digits, the last two digits of the year). */
export function formatCardExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

/** Card types and their codes (shell-and-account.md §9). Keys are the card-type names card-number libraries use. */
export const CARD_TYPE_CODES = {
  visa: 'VISA',
  'american-express': 'AMEX',
  'diners-club': 'DCI',
  jcb: 'JCB',
  discover: 'DISC',
  mastercard: 'MC',
  maestro: 'MSTRO',
  unionpay: 'CUP',
} as const;
export type CardType = keyof typeof CARD_TYPE_CODES;
export type CardTypeCode = (typeof CARD_TYPE_CODES)[CardType];

/** The code for a card type name (case-insensitive, 'Visa' → 'VISA'); null for an unknown type. */
export function cardTypeCode(cardType: string): CardTypeCode | null {
  const key = cardType.trim().toLowerCase();
  return Object.hasOwn(CARD_TYPE_CODES, key) ? CARD_TYPE_CODES[key as CardType] : null;
}

/** The card type name for a code ('AMEX' → 'american-express'); null for an unknown code. */
export function cardTypeOfCode(code: string): CardType | null {
  const entry = Object.entries(CARD_TYPE_CODES).find(([, c]) => c === code.trim().toUpperCase());
  return entry ? (entry[0] as CardType) : null;
}
