import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';

/**
 * Gift cards and e-gift cards as cart items (shopping.md §3 "Cart item": "giftCard or eGiftCard
 * info: name, emailAddress, message, deliveryDate (year, month, day)"; flag GIFT_CARD_ITEM).
 * The limits the spec leaves open are decision 0282.
 */

/** A calendar day with no time zone: month 1-12, day 1-31 (shopping.md §3 deliveryDate). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The gift card info of a cart item, as the spec names it. `name` is the recipient's name. */
export interface GiftCardInfo {
  readonly name: string;
  /** The recipient's email address: e-gift cards only. */
  readonly emailAddress?: string;
  /** A personal message; may be empty. */
  readonly message: string;
  /** The day the e-gift card is emailed: e-gift cards only. */
  readonly deliveryDate?: CalendarDate;
}

/** 'physical' (isGiftCard: mailed like any item) or 'egift' (isEgiftCard: emailed on deliveryDate). */
export type GiftCardKind = 'physical' | 'egift';

/** Most characters of the recipient's name (decision 0282); the PDP form's error text names it. */
export const GIFT_CARD_NAME_MAX_LENGTH = 60;
/** Most characters of the message (decision 0282). */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 250;
/** An e-gift card can be scheduled at most this many days after today (decision 0282). */
const EGIFT_DELIVERY_WINDOW_DAYS = 365;

/** Why one gift card field was refused; the UI turns each into a translated text. */
export type GiftCardFieldProblem =
  | 'GIFT_CARD.NAME_REQUIRED'
  | 'GIFT_CARD.NAME_TOO_LONG'
  | 'GIFT_CARD.EMAIL_REQUIRED'
  | 'GIFT_CARD.EMAIL_INVALID'
  | 'GIFT_CARD.MESSAGE_TOO_LONG'
  | 'GIFT_CARD.DELIVERY_DATE_REQUIRED'
  | 'GIFT_CARD.DELIVERY_DATE_INVALID'
  | 'GIFT_CARD.DELIVERY_DATE_PAST'
  | 'GIFT_CARD.DELIVERY_DATE_TOO_LATE';

/** The fields of {@link GiftCardInfo}, in form order. */
export type GiftCardField = 'name' | 'emailAddress' | 'message' | 'deliveryDate';

/**
 * A refused gift card info: the add-to-cart error of shopping.md §5 (CART.INVALID_ITEM, text
 * 'Invalid parameters passed to addToCart: giftCard.emailAddress, …'); `details.fields` lists the
 * dotted fields, `details.problems` maps each to its {@link GiftCardFieldProblem} (decision 0283).
 */
export type GiftCardValidationError = DomainError<'CART.INVALID_ITEM'>;

/** The days an e-gift card may be delivered on, both ends included. */
export interface DeliveryWindow {
  readonly earliest: CalendarDate;
  readonly latest: CalendarDate;
}

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

function fromDayNumber(n: number): CalendarDate {
  const date = new Date(n * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * True when `date` is a real calendar day (whole numbers, month 1-12, a day that month has, year
 * 1900-9999): 2027-02-29 is not, 2028-02-29 is.
 */
function isCalendarDate(date: unknown): date is CalendarDate {
  if (typeof date !== 'object' || date === null) return false;
  const { year, month, day } = date as Record<string, unknown>;
  if (![year, month, day].every((v) => Number.isInteger(v))) return false;
  const d = { year: year as number, month: month as number, day: day as number };
  if (d.year < 1900 || d.year > 9999 || d.month < 1 || d.month > 12 || d.day < 1) return false;
  const back = fromDayNumber(dayNumber(d));
  return back.year === d.year && back.month === d.month && back.day === d.day;
}

/**
 * The delivery days an e-gift card may be scheduled on, seen from `today` (the caller's calendar
 * day): today through today + {@link EGIFT_DELIVERY_WINDOW_DAYS}. `zoneSlackDays` widens both ends
 * for a caller that does not know the shopper's time zone (the server passes 1: its UTC day can
 * be a day ahead of or behind the shopper's; decision 0282). Result: `{ earliest, latest }`.
 */
export function egiftDeliveryWindow(today: CalendarDate, zoneSlackDays = 0): DeliveryWindow {
  const t = dayNumber(today);
  return { earliest: fromDayNumber(t - zoneSlackDays), latest: fromDayNumber(t + EGIFT_DELIVERY_WINDOW_DAYS + zoneSlackDays) };
}

/** The calendar day of an instant (epoch ms) in UTC: what a server without the shopper's zone calls today. */
export function utcCalendarDate(epochMs: number): CalendarDate {
  return fromDayNumber(Math.floor(epochMs / 86_400_000));
}

/**
 * A plausible email address: no spaces, one '@', a non-empty local part, a domain with a dot and no
 * empty label, at most 254 characters. Deliverability is not checked.
 */
function isPlausibleEmailAddress(value: string): boolean {
  if (value.length > 254 || /\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  const labels = domain.split('.');
  return local.length > 0 && labels.length >= 2 && labels.every((l) => l.length > 0) && labels[labels.length - 1]!.length >= 2;
}

/** ISO 'YYYY-MM-DD' of a calendar date (for `<input type="date">` and logs). */
export function calendarDateToIso(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The calendar date of an ISO 'YYYY-MM-DD' text, or null when it is not one. */
export function calendarDateFromIso(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(date) ? date : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Checks the gift card info of a cart item (shopping.md §3, §5; decisions 0282, 0283):
 * - both kinds: `name` (the recipient) required, at most {@link GIFT_CARD_NAME_MAX_LENGTH}
 *   characters; `message` optional, at most {@link GIFT_CARD_MESSAGE_MAX_LENGTH};
 * - e-gift: `emailAddress` required and {@link isPlausibleEmailAddress}; `deliveryDate` required,
 *   a real day within `deliveryWindow` (see {@link egiftDeliveryWindow});
 * - physical: a physical card is mailed with the order, so `emailAddress` and `deliveryDate` are
 *   dropped.
 * `info` is untrusted (a request body or form values). Result: the info trimmed and reduced to its
 * kind's fields, or CART.INVALID_ITEM with `details.fields` ('giftCard.name', …, in form order)
 * and `details.problems` (field -> {@link GiftCardFieldProblem}). Never throws.
 */
export function validateGiftCardInfo(info: unknown, kind: GiftCardKind, deliveryWindow: DeliveryWindow): Result<GiftCardInfo, GiftCardValidationError> {
  const raw = (typeof info === 'object' && info !== null ? info : {}) as Record<string, unknown>;
  const problems: Partial<Record<GiftCardField, GiftCardFieldProblem>> = {};
  const name = text(raw.name);
  const message = text(raw.message);
  if (name === '') problems.name = 'GIFT_CARD.NAME_REQUIRED';
  else if (name.length > GIFT_CARD_NAME_MAX_LENGTH) problems.name = 'GIFT_CARD.NAME_TOO_LONG';
  let emailAddress: string | undefined;
  let deliveryDate: CalendarDate | undefined;
  if (kind === 'egift') {
    emailAddress = text(raw.emailAddress);
    if (emailAddress === '') problems.emailAddress = 'GIFT_CARD.EMAIL_REQUIRED';
    else if (!isPlausibleEmailAddress(emailAddress)) problems.emailAddress = 'GIFT_CARD.EMAIL_INVALID';
  }
  if (message.length > GIFT_CARD_MESSAGE_MAX_LENGTH) problems.message = 'GIFT_CARD.MESSAGE_TOO_LONG';
  if (kind === 'egift') {
    const date = raw.deliveryDate;
    if (date === undefined || date === null) problems.deliveryDate = 'GIFT_CARD.DELIVERY_DATE_REQUIRED';
    else if (!isCalendarDate(date)) problems.deliveryDate = 'GIFT_CARD.DELIVERY_DATE_INVALID';
    else if (dayNumber(date) < dayNumber(deliveryWindow.earliest)) problems.deliveryDate = 'GIFT_CARD.DELIVERY_DATE_PAST';
    else if (dayNumber(date) > dayNumber(deliveryWindow.latest)) problems.deliveryDate = 'GIFT_CARD.DELIVERY_DATE_TOO_LATE';
    else deliveryDate = { year: date.year, month: date.month, day: date.day };
  }
  const failed = (['name', 'emailAddress', 'message', 'deliveryDate'] as const).filter((f) => problems[f] !== undefined);
  if (failed.length > 0) {
    const fields = failed.map((f) => `giftCard.${f}`);
    const byField = Object.fromEntries(failed.map((f) => [`giftCard.${f}`, problems[f]]));
    return err(domainError('CART.INVALID_ITEM', `Invalid parameters passed to addToCart: ${fields.join(', ')}`, { fields, problems: byField }));
  }
  return ok(kind === 'egift' ? { name, emailAddress: emailAddress!, message, deliveryDate: deliveryDate! } : { name, message });
}

/** The gift card kind of a product (shopping.md §3 isGiftCard / isEgiftCard), or null for any other product. */
export function giftCardKind(product: { readonly isGiftCard: boolean; readonly isEgiftCard: boolean }): GiftCardKind | null {
  if (product.isEgiftCard) return 'egift';
  return product.isGiftCard ? 'physical' : null;
}

/** The field problems of a CART.INVALID_ITEM gift card refusal (`details.problems`), keyed by field; empty for any other error. */
export function giftCardProblems(error: DomainError | null): Partial<Record<GiftCardField, GiftCardFieldProblem>> {
  const problems = error?.details?.problems;
  if (typeof problems !== 'object' || problems === null) return {};
  const out: Partial<Record<GiftCardField, GiftCardFieldProblem>> = {};
  for (const [key, value] of Object.entries(problems as Record<string, unknown>)) {
    const field = key.replace(/^giftCard\./, '') as GiftCardField;
    if (['name', 'emailAddress', 'message', 'deliveryDate'].includes(field) && typeof value === 'string' && value.startsWith('GIFT_CARD.')) out[field] = value as GiftCardFieldProblem;
  }
  return out;
}

/**
 * True when two gift card infos name the same recipient, email, message and delivery day (field by
 * field, whatever the key order; an absent email or date like an empty one): the test of a cart line's identity
 * (decision 0283). Two absent infos are the same.
 */
export function sameGiftCardInfo(a: GiftCardInfo | undefined | null, b: GiftCardInfo | undefined | null): boolean {
  if (!a || !b) return !a && !b;
  const day = (d: CalendarDate | undefined) => (d ? calendarDateToIso(d) : '');
  return a.name === b.name && (a.emailAddress ?? '') === (b.emailAddress ?? '') && a.message === b.message && day(a.deliveryDate) === day(b.deliveryDate);
}
