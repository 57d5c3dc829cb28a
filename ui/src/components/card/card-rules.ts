import cardValidator from 'card-validator';
import { cardTypeCode, cardTypeOfCode, isCardExpired, parseCardExpiry, type CalendarMonth, type CardExpiry, type CardTypeCode } from '@vitrine/core';

/**
 * The new-card form's checks in the browser (shell-and-account.md §5 "Card expiry … MM/YY and the
 * year becomes 20YY", §9 card type codes; docs/checkout-api.md "New card"; decision 0118): the
 * brand detected by card-validator and mapped to the spec's codes with core's `cardTypeCode`, the
 * number's Luhn check and length, the expiry with core's `parseCardExpiry` and `isCardExpired`,
 * the security code's length for the brand (4 for AMEX, else 3). Nothing here sends or keeps the
 * number: it is encrypted (CardEncryptor) right before it leaves the browser.
 */

/** What the card form holds, as typed. */
export interface CardDraft {
  readonly nameOnCard: string;
  /** Digits with the brand's spaces ('4111 1111 1111 1111'). */
  readonly cardNumber: string;
  /** 'MM/YY'. */
  readonly expiry: string;
  readonly securityCode: string;
}

export type CardField = keyof CardDraft;
export type CardFieldError = 'REQUIRED' | 'INVALID' | 'BRAND_UNSUPPORTED' | 'EXPIRED';
export type CardDraftErrors = Partial<Record<CardField, CardFieldError>>;

/** A brand as the form shows it. */
export interface CardBrand {
  /** The spec's code (VISA, AMEX, DCI, JCB, DISC, MC, MSTRO, CUP); null for a brand not accepted. */
  readonly code: CardTypeCode | null;
  /** The brand's name as card-validator prints it ('Visa', 'American Express'). */
  readonly name: string;
  /** Digits of its security code (3, or 4 for American Express). */
  readonly securityCodeLength: number;
  /** Where the number's groups end ([4, 8, 12] for Visa). */
  readonly gaps: readonly number[];
  readonly lengths: readonly number[];
}

/** An empty card form. */
export function emptyCardDraft(nameOnCard = ''): CardDraft {
  return { nameOnCard, cardNumber: '', expiry: '', securityCode: '' };
}

/** The digits of what was typed. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The brand of a (partial) number, or null while none can be told. */
export function cardBrandOf(cardNumber: string): CardBrand | null {
  const card = cardValidator.number(digitsOf(cardNumber)).card;
  if (!card) return null;
  return { code: cardTypeCode(card.type), name: card.niceType, securityCodeLength: card.code.size, gaps: card.gaps, lengths: card.lengths };
}

/** The number with the brand's groups ('4111111111111111' → '4111 1111 1111 1111'); at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, 19);
  const gaps = cardBrandOf(digits)?.gaps ?? [4, 8, 12, 16];
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** Expiry as typed → 'MM/YY' while typing ('042' → '04/2'); a slash is added after the month. */
export function formatExpiry(text: string, previous = ''): string {
  const digits = digitsOf(text).slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && text.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The expiry of a draft, or null when it is not MM/YY with a month 01-12. */
export function expiryOf(draft: Pick<CardDraft, 'expiry'>): CardExpiry | null {
  const parsed = parseCardExpiry(draft.expiry);
  return parsed.ok ? parsed.value : null;
}

/**
 * The problems of a card draft against `today`: name REQUIRED; number REQUIRED, INVALID (fails
 * Luhn or length) or BRAND_UNSUPPORTED (not one of the spec's card types); expiry REQUIRED,
 * INVALID (not MM/YY) or EXPIRED (isCardExpired); security code REQUIRED or INVALID (not the
 * brand's length). Pure.
 */
export function cardDraftErrors(draft: CardDraft, today: CalendarMonth): CardDraftErrors {
  const errors: CardDraftErrors = {};
  if (draft.nameOnCard.trim() === '') errors.nameOnCard = 'REQUIRED';
  const digits = digitsOf(draft.cardNumber);
  const brand = cardBrandOf(digits);
  if (digits === '') errors.cardNumber = 'REQUIRED';
  else if (!cardValidator.number(digits).isValid) errors.cardNumber = 'INVALID';
  else if (!brand?.code) errors.cardNumber = 'BRAND_UNSUPPORTED';
  if (draft.expiry.trim() === '') errors.expiry = 'REQUIRED';
  else {
    const expiry = expiryOf(draft);
    if (!expiry) errors.expiry = 'INVALID';
    else if (isCardExpired(expiry, today)) errors.expiry = 'EXPIRED';
  }
  const code = draft.securityCode.trim();
  if (code === '') errors.securityCode = 'REQUIRED';
  else if (!/^\d+$/.test(code) || code.length !== (brand?.securityCodeLength ?? 3)) errors.securityCode = 'INVALID';
  return errors;
}

/** A saved card's security code check (3 digits, 4 for AMEX). Pure. */
export function securityCodeError(code: string, cardType: string): CardFieldError | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'REQUIRED';
  return /^\d+$/.test(trimmed) && trimmed.length === (cardType === 'AMEX' ? 4 : 3) ? null : 'INVALID';
}

/**
 * The brand name of a saved card's type code as card-validator prints it ('MC' → 'Mastercard',
 * 'AMEX' → 'American Express'); the code itself for a type card-validator does not know.
 */
export function brandNameOfCode(code: string): string {
  const type = cardTypeOfCode(code);
  return (type && cardValidator.creditCardType.getTypeInfo(type)?.niceType) || code;
}
