import { domainError, err, ok, type CalendarMonth, type CardEncryptionError, type CardEncryptor, type PaymentEncryptionKey, type Result, type SealedCard, type SealedSecurityCode } from '@vitrine/core';
import { cardBrandOf, cardDraftErrors, digitsOf, expiryOf, securityCodeError, type CardDraft, type CardDraftErrors } from './card-rules';

/**
 * The messages between a page and its card frame (decision 0460; shell-and-account.md §7 "The card
 * number is encrypted client-side with RSA using the fetched key"). The frame, sandboxed in an
 * opaque origin, posts READY to its parent (and again on the parent's HELLO); the parent answers CONNECT with a MessageChannel port,
 * bound to the iframe's own window; every request then goes over that port and is answered with the
 * same `id`. No answer ever holds the clear number or security code: a seal answer holds them
 * encrypted with the key the parent passed, plus the last four digits, brand and expiry.
 */

/** The frame's first message to its parent (window.postMessage; the parent checks event.source). */
export const CARD_FRAME_READY = 'vitrine:card-frame:ready';
/** The parent's ask for READY again (it may have started listening after the frame loaded). */
export const CARD_FRAME_HELLO = 'vitrine:card-frame:hello';
/** The parent's answer to READY, carrying the port of a MessageChannel in `event.ports[0]`. */
export const CARD_FRAME_CONNECT = 'vitrine:card-frame:connect';

/** The parent's CONNECT message: the name to prefill on the card (the customer's). */
export interface CardFrameConnect {
  readonly type: typeof CARD_FRAME_CONNECT;
  readonly nameOnCard: string;
}

/**
 * What a frame holds (decision 0436): a whole new card ('card', decision 0460), or only the security
 * code of a saved card of `cardType` (the spec's type code: 4 digits for AMEX, 3 otherwise).
 */
export type CardFrameMode = { readonly kind: 'card' } | { readonly kind: 'security-code'; readonly cardType: string };

/** What the page may know of a card: brand, last four digits and expiry (no number, no code). */
export interface CardSummary {
  /** The spec's type code (VISA, MC, AMEX …), null when none is told yet. */
  readonly cardType: string | null;
  readonly lastFourDigits: string;
  /** 1..12. */
  readonly expirationMonth: number;
  /** Four digits. */
  readonly expirationYear: number;
}

/**
 * A request over the port: `validate` checks the fields against `today` (problems shown in the
 * frame); `seal` checks them and encrypts number and security code with `key`; `focus` moves the
 * focus to the first field with a problem, else the first field. A security-code frame (decision
 * 0436) answers `validate-code` (the code's check for the card's brand) and `seal-code` (checked,
 * then encrypted with `key`).
 */
export type CardFrameRequest =
  | { readonly id: number; readonly type: 'validate'; readonly today: CalendarMonth }
  | { readonly id: number; readonly type: 'seal'; readonly today: CalendarMonth; readonly key: PaymentEncryptionKey }
  | { readonly id: number; readonly type: 'validate-code' }
  | { readonly id: number; readonly type: 'seal-code'; readonly key: PaymentEncryptionKey }
  | { readonly id: number; readonly type: 'focus' };

const REQUEST_TYPES: ReadonlySet<unknown> = new Set(['validate', 'seal', 'validate-code', 'seal-code', 'focus']);

/** An answer over the port, with its request's `id`; `height` (px, no id) tells the frame's content height. */
export type CardFrameAnswer =
  | { readonly id: number; readonly type: 'valid'; readonly summary: CardSummary }
  | { readonly id: number; readonly type: 'invalid'; readonly errors: CardDraftErrors }
  | { readonly id: number; readonly type: 'sealed'; readonly sealed: SealedCard; readonly summary: CardSummary }
  | { readonly id: number; readonly type: 'refused'; readonly error: CardEncryptionError }
  | { readonly id: number; readonly type: 'valid-code' }
  | { readonly id: number; readonly type: 'sealed-code'; readonly sealed: SealedSecurityCode }
  | { readonly id: number; readonly type: 'focused' };

/** The frame's content height (px), posted whenever it changes. */
export interface CardFrameHeight {
  readonly type: 'height';
  readonly px: number;
}

/** True for a well-formed request (anything else on the port is ignored). Pure. */
export function isCardFrameRequest(data: unknown): data is CardFrameRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { id, type } = data as { id?: unknown; type?: unknown };
  return typeof id === 'number' && REQUEST_TYPES.has(type);
}

/** The summary of a draft that passed its checks. Pure. */
function summaryOf(draft: CardDraft): CardSummary {
  const expiry = expiryOf(draft)!;
  return { cardType: cardBrandOf(draft.cardNumber)?.code ?? null, lastFourDigits: digitsOf(draft.cardNumber).slice(-4), expirationMonth: expiry.month, expirationYear: expiry.year };
}

/** The problems of a draft, or its summary when it has none. Pure. */
export function checkCardDraft(draft: CardDraft, today: CalendarMonth): Result<CardSummary, CardDraftErrors> {
  const errors = cardDraftErrors(draft, today);
  return Object.keys(errors).length > 0 ? err(errors) : ok(summaryOf(draft));
}

/**
 * The frame's answer to a `validate` or `seal` request about `draft` (the fields as typed): the
 * draft's problems ('invalid', with the card-rules codes); for `validate` its summary ('valid');
 * for `seal` the number's digits and the security code encrypted by `encryptor` with the request's
 * key ('sealed', with expiry and trimmed name), or the encryptor's refusal ('refused'). `focus` is
 * the caller's (it moves the focus) and answers 'focused'. Never rejects for bad input.
 */
export async function answerCardFrameRequest(request: CardFrameRequest, draft: CardDraft, encryptor: CardEncryptor): Promise<CardFrameAnswer> {
  if (request.type === 'focus') return { id: request.id, type: 'focused' };
  if (request.type === 'validate-code' || request.type === 'seal-code') return { id: request.id, type: 'refused', error: wrongMode('a whole card') };
  const checked = checkCardDraft(draft, request.today);
  if (!checked.ok) return { id: request.id, type: 'invalid', errors: checked.error };
  const summary = checked.value;
  if (request.type === 'validate') return { id: request.id, type: 'valid', summary };
  const encrypted = await encryptor.encryptCard({ cardNumber: digitsOf(draft.cardNumber), securityCode: draft.securityCode.trim() }, request.key);
  if (!encrypted.ok) return { id: request.id, type: 'refused', error: encrypted.error };
  const sealed: SealedCard = { card: encrypted.value, expirationMonth: summary.expirationMonth, expirationYear: summary.expirationYear, nameOnCard: draft.nameOnCard.trim() };
  return { id: request.id, type: 'sealed', sealed, summary };
}

/**
 * The answer of a security-code frame (decision 0436) holding `code` (as typed) for a saved card of
 * `cardType`: for `validate-code` the code's problem ('invalid', `{ securityCode }`: REQUIRED, or
 * INVALID when it is not 4 digits for AMEX, 3 otherwise) or 'valid-code'; for `seal-code` the
 * code's digits encrypted by `encryptor` with the request's key ('sealed-code') or the encryptor's
 * refusal ('refused'); `focus` answers 'focused'; a whole card's requests are 'refused'
 * (CARD_ENCRYPTION.INPUT_INVALID: this frame holds no card). Never rejects for bad input.
 */
export async function answerSecurityCodeRequest(request: CardFrameRequest, code: string, cardType: string, encryptor: CardEncryptor): Promise<CardFrameAnswer> {
  if (request.type === 'focus') return { id: request.id, type: 'focused' };
  if (request.type === 'validate' || request.type === 'seal') return { id: request.id, type: 'refused', error: wrongMode('a security code only') };
  const problem = securityCodeError(code, cardType);
  if (problem) return { id: request.id, type: 'invalid', errors: { securityCode: problem } };
  if (request.type === 'validate-code') return { id: request.id, type: 'valid-code' };
  const encrypted = await encryptor.encryptSecurityCode(code.trim(), request.key);
  return encrypted.ok ? { id: request.id, type: 'sealed-code', sealed: encrypted.value } : { id: request.id, type: 'refused', error: encrypted.error };
}

/** CARD_ENCRYPTION.INPUT_INVALID for a request the frame's mode does not hold the fields for. */
function wrongMode(holds: string): CardEncryptionError {
  return domainError('CARD_ENCRYPTION.INPUT_INVALID', `This card frame holds ${holds}`);
}

/** CARD_ENCRYPTION.FAILED for a frame that did not answer (not loaded, gone, timed out). */
export function frameUnavailable(): CardEncryptionError {
  return domainError('CARD_ENCRYPTION.FAILED', 'The card fields did not answer');
}
