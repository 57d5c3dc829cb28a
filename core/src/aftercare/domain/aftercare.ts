import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';

/**
 * Returns and claims after delivery (shell-and-account.md §1 "returns and claims", §2 Returns and
 * Claims steps, §6 customerZipCode; decision 0190). The spec shows neither the calls nor the
 * rules: the return window, the reasons, the claim types and the method ids are Vitrine's.
 * Money is in major units of the order's currency (as OrderDto answers it); times are epoch ms.
 */

/** Days after delivery during which a line can be returned. */
export const RETURN_WINDOW_DAYS = 60;
/** Days after placement during which a claim can be made (damaged, missing, wrong item, never arrived). */
export const CLAIM_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a line goes back (returns). */
export const RETURN_REASONS = ['TOO_SMALL', 'TOO_LARGE', 'NOT_AS_PICTURED', 'CHANGED_MIND', 'ARRIVED_LATE', 'OTHER'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What went wrong (claims: the retailer's fault). */
export const CLAIM_TYPES = ['DAMAGED', 'MISSING_ITEM', 'WRONG_ITEM', 'NOT_RECEIVED'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** How the goods go back: a prepaid mail label, a drop-off point, a courier pick-up, or (claims only) keep the item. */
export const RETURN_METHOD_IDS = ['MAIL', 'DROP_OFF', 'PICKUP', 'KEEP_ITEM'] as const;
export type ReturnMethodId = (typeof RETURN_METHOD_IDS)[number];

/** Length bounds of a claim's description (characters, trimmed). */
export const CLAIM_DESCRIPTION_MIN = 10;
export const CLAIM_DESCRIPTION_MAX = 1000;

/** A line of a delivered order as returns and claims see it. */
export interface AftercareLine {
  readonly lineId: string;
  readonly productId: string;
  readonly displayName: string;
  readonly colorName: string;
  readonly sizeName: string;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string } | null;
  /** Units ordered. */
  readonly quantity: number;
  /** Units that can still go back (ordered minus units in earlier returns or claims). */
  readonly eligibleQuantity: number;
  /** Price paid per unit (major units). */
  readonly unitPrice: number;
}

/** An order a return or claim can be made for. */
export interface AftercareOrder {
  readonly orderNumber: string;
  readonly placedAt: number;
  /** When the last parcel was delivered; null while on its way. */
  readonly deliveredAt: number | null;
  /** Last moment a return (or a claim) can be started; null when none can. */
  readonly eligibleUntil: number | null;
  readonly currencyCode: string;
  readonly lines: readonly AftercareLine[];
}

/** A way to send goods back, with its price (major units; 0 = free). */
export interface ReturnMethod {
  readonly id: ReturnMethodId;
  readonly price: number;
  readonly currencyCode: string;
}

/** One line the customer chose, with the units and (returns) the reason. */
export interface ReturnLineChoice {
  readonly lineId: string;
  readonly quantity: number;
  readonly reason: ReturnReason | null;
}

/** A return to create (POST .../returns). */
export interface ReturnRequest {
  readonly orderNumber: string;
  readonly lines: readonly ReturnLineChoice[];
  readonly methodId: ReturnMethodId;
}

/** A prepaid label for the parcel going back. */
export interface ReturnLabel {
  readonly carrier: string;
  readonly trackingNumber: string;
  /** Absolute or API-relative URL of the printable label. */
  readonly url: string;
}

/** A created return. */
export interface ReturnConfirmation {
  readonly returnNumber: string;
  readonly orderNumber: string;
  readonly createdAt: number;
  readonly method: ReturnMethod;
  readonly lines: readonly (ReturnLineChoice & { readonly displayName: string })[];
  /** Units × unit price minus the method's price (major units). */
  readonly refundTotal: number;
  readonly currencyCode: string;
  /** Null for a drop-off without label. */
  readonly label: ReturnLabel | null;
}

/** What the claim's details step asks. */
export interface ClaimDetails {
  readonly description: string;
  readonly resolution: 'REFUND' | 'REPLACEMENT';
}

/** A claim to create (POST .../claims). */
export interface ClaimRequest {
  readonly orderNumber: string;
  /** Given when the customer is not signed in (shell-and-account.md §6). */
  readonly customerZipCode: string | null;
  readonly claimType: ClaimType;
  readonly lines: readonly Omit<ReturnLineChoice, 'reason'>[];
  readonly methodId: ReturnMethodId;
  readonly details: ClaimDetails;
}

/** A created claim. */
export interface ClaimConfirmation {
  readonly claimNumber: string;
  readonly orderNumber: string;
  readonly claimType: ClaimType;
  readonly createdAt: number;
  readonly method: ReturnMethod;
  readonly resolution: ClaimDetails['resolution'];
  readonly lines: readonly { readonly lineId: string; readonly quantity: number; readonly displayName: string }[];
  readonly label: ReturnLabel | null;
}

/** Coded refusals of the returns and claims rules and calls. */
export type AftercareErrorCode =
  | 'AFTERCARE.SIGN_IN_REQUIRED'
  | 'AFTERCARE.ORDER_NOT_FOUND'
  | 'AFTERCARE.NOT_ELIGIBLE'
  | 'AFTERCARE.NOTHING_SELECTED'
  | 'AFTERCARE.QUANTITY_INVALID'
  | 'AFTERCARE.REASON_REQUIRED'
  | 'AFTERCARE.METHOD_INVALID'
  | 'AFTERCARE.DESCRIPTION_INVALID'
  | 'AFTERCARE.RETURN_NOT_FOUND'
  | 'AFTERCARE.CLAIM_NOT_FOUND'
  | 'AFTERCARE.INVALID_REQUEST'
  | 'AFTERCARE.CONNECTION_LOST';
export type AftercareError = DomainError<AftercareErrorCode>;

/**
 * The last moment a return can be started: RETURN_WINDOW_DAYS after delivery; null while the order
 * is on its way. `deliveredAt` in epoch ms.
 */
export function returnWindowEnd(deliveredAt: number | null): number | null {
  return deliveredAt === null ? null : deliveredAt + RETURN_WINDOW_DAYS * DAY_MS;
}

/** The last moment a claim can be made: CLAIM_WINDOW_DAYS after placement (epoch ms). */
export function claimWindowEnd(placedAt: number): number {
  return placedAt + CLAIM_WINDOW_DAYS * DAY_MS;
}

/** True when `order` can still get a return or claim at `now` (its eligibleUntil not passed) and has a line with units left. */
export function isOrderEligible(order: AftercareOrder, now: number): boolean {
  return order.eligibleUntil !== null && now <= order.eligibleUntil && order.lines.some((line) => line.eligibleQuantity > 0);
}

/**
 * Checks the lines chosen on a return's details step (or a claim's select step with
 * `requireReason` false): at least one line; each a line of the order, 1..eligibleQuantity units;
 * for returns, a reason of RETURN_REASONS. Errors: NOTHING_SELECTED, QUANTITY_INVALID
 * (details.lineId, details.max), REASON_REQUIRED (details.lineId).
 */
export function checkLineChoices(order: AftercareOrder, choices: readonly ReturnLineChoice[], requireReason: boolean): Result<readonly ReturnLineChoice[], AftercareError> {
  if (choices.length === 0) return err(domainError('AFTERCARE.NOTHING_SELECTED', 'Choose at least one item'));
  for (const choice of choices) {
    const line = order.lines.find((l) => l.lineId === choice.lineId);
    const max = line?.eligibleQuantity ?? 0;
    if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > max) {
      return err(domainError('AFTERCARE.QUANTITY_INVALID', 'Choose how many of this item', { lineId: choice.lineId, max }));
    }
    if (requireReason && (choice.reason === null || !(RETURN_REASONS as readonly string[]).includes(choice.reason))) {
      return err(domainError('AFTERCARE.REASON_REQUIRED', 'Choose a reason', { lineId: choice.lineId }));
    }
  }
  return ok(choices);
}

/** Checks a claim's details: a description of CLAIM_DESCRIPTION_MIN..MAX characters (trimmed). Error: DESCRIPTION_INVALID (details.min, details.max). */
export function checkClaimDetails(details: ClaimDetails): Result<ClaimDetails, AftercareError> {
  const description = details.description.trim();
  if (description.length < CLAIM_DESCRIPTION_MIN || description.length > CLAIM_DESCRIPTION_MAX) {
    return err(domainError('AFTERCARE.DESCRIPTION_INVALID', 'Describe what happened', { min: CLAIM_DESCRIPTION_MIN, max: CLAIM_DESCRIPTION_MAX }));
  }
  return ok({ ...details, description });
}

/** The refund of a return: units × unit price of each chosen line, minus the method's price, never below 0 (major units, 2 decimals). */
export function refundTotal(order: AftercareOrder, choices: readonly Omit<ReturnLineChoice, 'reason'>[], method: ReturnMethod): number {
  const cents = choices.reduce((sum, choice) => sum + Math.round((order.lines.find((l) => l.lineId === choice.lineId)?.unitPrice ?? 0) * 100) * choice.quantity, 0);
  return Math.max(0, cents - Math.round(method.price * 100)) / 100;
}
