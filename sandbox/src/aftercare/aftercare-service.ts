import type { AftercareOrderDto, ClaimDto, ClaimRequestDto, ReturnDto, ReturnMethodDto, ReturnRequestDto } from '@vitrine/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CLAIM_TYPES, checkClaimDetails, checkLineChoices, claimWindowEnd, comparablePostalCode, isOrderEligible, refundTotal, returnWindowEnd, type AftercareOrder, type ReturnLineChoice, type ReturnMethod } from '@vitrine/core';
import { ApiError } from '../api/api-error.js';
import { TOKEN_COOKIE } from '../auth/auth-cookies.js';
import { scopeRequired } from '../auth/identity-service.js';
import { findPrincipal, type Principal } from '../auth/token-service.js';
import type { Db } from '../db/db.js';
import { findOrder, orderDto, type OrderRow } from '../orders/order-repository.js';
import { trackingNumberFor } from '../orders/shipments.js';

/**
 * Returns and claims against placed orders (shell-and-account.md §2 Returns and Claims, §6
 * customerZipCode; decision 0190). Eligibility, line checks and refunds are core's rules:
 * a return needs the owner's AUTHORIZED token and a delivered order within RETURN_WINDOW_DAYS of
 * delivery; a claim needs the owner's AUTHORIZED token or the order's shipping postal code, and an
 * order placed within CLAIM_WINDOW_DAYS. Units already in a return or claim cannot go back twice.
 */

/** Prices of the return methods by currency (major units); claims are always free. */
const RETURN_PRICES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  MAIL: { USD: 7.95, CAD: 9.95, GBP: 3.95, EUR: 4.95, CNY: 49 },
  DROP_OFF: { USD: 0, CAD: 0, GBP: 0, EUR: 0, CNY: 0 },
  PICKUP: { USD: 12, CAD: 14, GBP: 6.5, EUR: 7.5, CNY: 89 },
};
const CLAIM_METHOD_IDS = ['MAIL', 'KEEP_ITEM'] as const;

const toDto = (order: AftercareOrder): AftercareOrderDto => ({ ...order, lines: [...order.lines] });
const orderNotFound = (orderNumber: string) => new ApiError(404, 'ORDER_NOT_FOUND', `No order ${orderNumber}`, { orderNumber });
const refusal = (error: { code: string; message: string; details?: Readonly<Record<string, unknown>> }) => new ApiError(400, error.code.replace('AFTERCARE.', ''), error.message, error.details ? { ...error.details } : undefined);

async function principalOf(db: Db, c: Context, now: number): Promise<Principal | null> {
  const principal = await findPrincipal(db, getCookie(c, TOKEN_COOKIE), now);
  return principal && principal.expiresAt > now ? principal : null;
}

/** The owner's AUTHORIZED principal, else 403 SCOPE_REQUIRED. */
async function authorizedOwner(db: Db, c: Context, now: number, message: string): Promise<Principal & { profileId: string }> {
  const principal = await principalOf(db, c, now);
  if (!principal?.profileId || principal.scope !== 'AUTHORIZED') throw scopeRequired('AUTHORIZED', message);
  return principal as Principal & { profileId: string };
}

/** Units of each line already in a return or a claim. */
async function unitsTaken(db: Db, orderNumber: string): Promise<Map<string, number>> {
  const rows = await db.query<{ lines: { lineId: string; quantity: number }[] }>('select lines from order_return where order_number = $1 union all select lines from order_claim where order_number = $1', [orderNumber]);
  const taken = new Map<string, number>();
  for (const line of rows.flatMap((r) => r.lines)) taken.set(line.lineId, (taken.get(line.lineId) ?? 0) + line.quantity);
  return taken;
}

/** The order as returns (`purpose` RETURN) or claims see it at `now`. */
export async function aftercareOrder(db: Db, row: OrderRow, purpose: 'RETURN' | 'CLAIM', now: number): Promise<AftercareOrder> {
  const dto = await orderDto(db, row, now);
  const delivered = dto.status === 'DELIVERED' ? Math.max(...dto.shipments.map((s) => s.events.at(-1)!.at)) : null;
  const taken = await unitsTaken(db, row.order_number);
  return {
    orderNumber: dto.orderNumber,
    placedAt: dto.placedAt,
    deliveredAt: delivered,
    eligibleUntil: purpose === 'RETURN' ? returnWindowEnd(delivered) : claimWindowEnd(dto.placedAt),
    currencyCode: dto.currencyCode,
    lines: dto.lines.map((line) => ({
      lineId: line.lineId,
      productId: line.productId,
      displayName: line.displayName,
      colorName: line.colorName,
      sizeName: line.sizeName,
      image: line.image,
      quantity: line.quantity,
      eligibleQuantity: Math.max(0, line.quantity - (taken.get(line.lineId) ?? 0)),
      unitPrice: line.unitPrice,
    })),
  };
}

/** The order for a claim: the owner's AUTHORIZED token, or a customerZipCode matching the shipping postal code (a wrong one: 404). */
async function claimOrder(db: Db, c: Context, siteId: string, orderNumber: string, zip: string | null | undefined, now: number): Promise<OrderRow> {
  const row = await findOrder(db, siteId, orderNumber);
  if (zip !== undefined && zip !== null && zip.trim() !== '') {
    const given = row ? comparablePostalCode(zip, row.shipping_address.country) : '';
    if (!row || given === '' || given !== comparablePostalCode(row.shipping_address.postalCode, row.shipping_address.country)) throw orderNotFound(orderNumber);
    return row;
  }
  const owner = await authorizedOwner(db, c, now, 'A claim needs a signed-in customer or the order’s postal code');
  if (!row || row.customer_profile_id !== owner.profileId) throw orderNotFound(orderNumber);
  return row;
}

async function ownedOrder(db: Db, c: Context, siteId: string, orderNumber: string, now: number): Promise<OrderRow> {
  const owner = await authorizedOwner(db, c, now, 'Returns need a signed-in customer');
  const row = await findOrder(db, siteId, orderNumber);
  if (!row || row.customer_profile_id !== owner.profileId) throw orderNotFound(orderNumber);
  return row;
}

const notEligible = (orderNumber: string, what: string) => new ApiError(409, 'NOT_ELIGIBLE', `Order ${orderNumber} can no longer get a ${what}`, { orderNumber });

/** GET /order/v0/{siteId}/returns/eligible-orders: the owner's orders that can get a return now, newest first. 403 SCOPE_REQUIRED otherwise. */
export async function eligibleOrders(db: Db, c: Context, siteId: string, now: number): Promise<AftercareOrderDto[]> {
  const owner = await authorizedOwner(db, c, now, 'Returns need a signed-in customer');
  const rows = await db.query<OrderRow>('select * from customer_order where customer_profile_id = $1 and site_id = $2 order by placed_at desc, order_number desc limit 50', [owner.profileId, siteId]);
  const orders: AftercareOrderDto[] = [];
  for (const row of rows) {
    const order = await aftercareOrder(db, row, 'RETURN', now);
    if (isOrderEligible(order, now)) orders.push(toDto(order));
  }
  return orders;
}

/** GET …/orders/{orderNumber}/returnable: 404 ORDER_NOT_FOUND (unknown, someone else's), 409 NOT_ELIGIBLE, 403 SCOPE_REQUIRED. */
export async function returnableOrder(db: Db, c: Context, siteId: string, orderNumber: string, now: number): Promise<AftercareOrderDto> {
  const order = await aftercareOrder(db, await ownedOrder(db, c, siteId, orderNumber, now), 'RETURN', now);
  if (!isOrderEligible(order, now)) throw notEligible(orderNumber, 'return');
  return toDto(order);
}

/** GET …/orders/{orderNumber}/claimable[?customerZipCode]: 404 ORDER_NOT_FOUND, 409 NOT_ELIGIBLE, 403 SCOPE_REQUIRED (no zip, no token). */
export async function claimableOrder(db: Db, c: Context, siteId: string, orderNumber: string, zip: string | undefined, now: number): Promise<AftercareOrderDto> {
  const order = await aftercareOrder(db, await claimOrder(db, c, siteId, orderNumber, zip, now), 'CLAIM', now);
  if (!isOrderEligible(order, now)) throw notEligible(orderNumber, 'claim');
  return toDto(order);
}

function methodsFor(currency: string, purpose: 'RETURN' | 'CLAIM'): ReturnMethod[] {
  if (purpose === 'CLAIM') return CLAIM_METHOD_IDS.map((id) => ({ id, price: 0, currencyCode: currency }));
  return (['MAIL', 'DROP_OFF', 'PICKUP'] as const).map((id) => ({ id, price: RETURN_PRICES[id]![currency] ?? 0, currencyCode: currency }));
}

/** GET …/orders/{orderNumber}/return-methods[?purpose=CLAIM&customerZipCode]: the methods with prices (claims: free). Same access as the reads above. */
export async function returnMethods(db: Db, c: Context, siteId: string, orderNumber: string, purpose: 'RETURN' | 'CLAIM', zip: string | undefined, now: number): Promise<ReturnMethodDto[]> {
  const row = purpose === 'CLAIM' ? await claimOrder(db, c, siteId, orderNumber, zip, now) : await ownedOrder(db, c, siteId, orderNumber, now);
  return methodsFor(row.currency, purpose);
}

const carrierOf = (country: string) => ({ US: 'UPS', CA: 'CANADA_POST', GB: 'ROYAL_MAIL' })[country] ?? 'DHL';
const numberOf = (prefix: string, now: number, seq: string) => `${prefix}-${new Date(now).getUTCFullYear()}-${seq.padStart(6, '0')}`;

/**
 * POST /order/v0/{siteId}/returns: checks the order (owner, eligible), the lines (core's
 * checkLineChoices with reasons) and the method, stores the return with a prepaid label (none
 * for DROP_OFF) and its refund. Errors: 403 SCOPE_REQUIRED, 404 ORDER_NOT_FOUND, 409 NOT_ELIGIBLE,
 * 400 NOTHING_SELECTED / QUANTITY_INVALID / REASON_REQUIRED / METHOD_INVALID.
 */
export async function createReturn(db: Db, c: Context, siteId: string, body: ReturnRequestDto, now: number): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const row = await ownedOrder(tx, c, siteId, body.orderNumber, now);
    await tx.query('select order_number from customer_order where order_number = $1 for update', [row.order_number]);
    const order = await aftercareOrder(tx, row, 'RETURN', now);
    if (!isOrderEligible(order, now)) throw notEligible(row.order_number, 'return');
    const checked = checkLineChoices(order, body.lines as ReturnLineChoice[], true);
    if (!checked.ok) throw refusal(checked.error);
    const method = methodsFor(row.currency, 'RETURN').find((m) => m.id === body.methodId);
    if (!method) throw new ApiError(400, 'METHOD_INVALID', 'Choose one of the offered return methods', { methodId: body.methodId, offered: ['MAIL', 'DROP_OFF', 'PICKUP'] });
    const [{ seq }] = (await tx.query<{ seq: string }>(`select nextval('return_number_seq')::text as seq`)) as [{ seq: string }];
    const returnNumber = numberOf('RT', now, seq);
    const carrier = carrierOf(row.shipping_address.country);
    const label = method.id === 'DROP_OFF' ? null : { carrier, trackingNumber: trackingNumberFor(carrier, returnNumber, 0), url: `/api/order/v0/${siteId}/returns/${returnNumber}/label` };
    const lines = body.lines.map((choice) => ({ lineId: choice.lineId, quantity: choice.quantity, reason: choice.reason, displayName: order.lines.find((l) => l.lineId === choice.lineId)!.displayName }));
    const refund = refundTotal(order, body.lines, method);
    await tx.query(
      'insert into order_return (return_number, order_number, site_id, customer_profile_id, created_at, method, lines, refund_total_minor, currency, label) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10::jsonb)',
      [returnNumber, row.order_number, siteId, row.customer_profile_id, new Date(now), JSON.stringify(method), JSON.stringify(lines), Math.round(refund * 100), row.currency, label ? JSON.stringify(label) : null],
    );
    return { returnNumber, orderNumber: row.order_number, createdAt: now, method, lines, refundTotal: refund, currencyCode: row.currency, label };
  });
}

interface ReturnRow {
  return_number: string;
  order_number: string;
  customer_profile_id: string;
  created_at: Date;
  method: ReturnMethodDto;
  lines: ReturnDto['lines'];
  refund_total_minor: number;
  currency: string;
  label: ReturnDto['label'];
}

/** GET /order/v0/{siteId}/returns/{returnNumber}: the owner's return; 404 RETURN_NOT_FOUND otherwise, 403 without AUTHORIZED. */
export async function readReturn(db: Db, c: Context, siteId: string, returnNumber: string, now: number): Promise<ReturnDto> {
  const owner = await authorizedOwner(db, c, now, 'Returns need a signed-in customer');
  const [row] = await db.query<ReturnRow>('select * from order_return where return_number = $1 and site_id = $2', [returnNumber, siteId]);
  if (!row || row.customer_profile_id !== owner.profileId) throw new ApiError(404, 'RETURN_NOT_FOUND', `No return ${returnNumber}`, { returnNumber });
  return { returnNumber: row.return_number, orderNumber: row.order_number, createdAt: new Date(row.created_at).getTime(), method: row.method, lines: row.lines, refundTotal: row.refund_total_minor / 100, currencyCode: row.currency, label: row.label };
}

/**
 * POST /order/v0/{siteId}/claims: the order by owner or customerZipCode, eligible; lines without
 * reasons; a claim type of CLAIM_TYPES; a claim method (MAIL with a prepaid label, KEEP_ITEM
 * without); the details by checkClaimDetails. Errors: 403 SCOPE_REQUIRED, 404 ORDER_NOT_FOUND,
 * 409 NOT_ELIGIBLE, 400 NOTHING_SELECTED / QUANTITY_INVALID / METHOD_INVALID / DESCRIPTION_INVALID / INVALID_REQUEST (claimType).
 */
export async function createClaim(db: Db, c: Context, siteId: string, body: ClaimRequestDto, now: number): Promise<ClaimDto> {
  return db.transaction(async (tx) => {
    const row = await claimOrder(tx, c, siteId, body.orderNumber, body.customerZipCode, now);
    await tx.query('select order_number from customer_order where order_number = $1 for update', [row.order_number]);
    const order = await aftercareOrder(tx, row, 'CLAIM', now);
    if (!isOrderEligible(order, now)) throw notEligible(row.order_number, 'claim');
    if (!(CLAIM_TYPES as readonly string[]).includes(body.claimType)) throw new ApiError(400, 'INVALID_REQUEST', 'Unknown claim type', { fields: ['claimType'], allowed: [...CLAIM_TYPES] });
    const checked = checkLineChoices(order, body.lines.map((l) => ({ ...l, reason: null })), false);
    if (!checked.ok) throw refusal(checked.error);
    const method = methodsFor(row.currency, 'CLAIM').find((m) => m.id === body.methodId);
    if (!method) throw new ApiError(400, 'METHOD_INVALID', 'Choose one of the offered claim methods', { methodId: body.methodId, offered: [...CLAIM_METHOD_IDS] });
    const details = checkClaimDetails({ description: body.description, resolution: body.resolution });
    if (!details.ok) throw refusal(details.error);
    const [{ seq }] = (await tx.query<{ seq: string }>(`select nextval('claim_number_seq')::text as seq`)) as [{ seq: string }];
    const claimNumber = numberOf('CL', now, seq);
    const carrier = carrierOf(row.shipping_address.country);
    const label = method.id === 'MAIL' ? { carrier, trackingNumber: trackingNumberFor(carrier, claimNumber, 0), url: `/api/order/v0/${siteId}/claims/${claimNumber}/label` } : null;
    const lines = body.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, displayName: order.lines.find((x) => x.lineId === l.lineId)!.displayName }));
    await tx.query(
      'insert into order_claim (claim_number, order_number, site_id, claim_type, created_at, method, resolution, description, lines, label) values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10::jsonb)',
      [claimNumber, row.order_number, siteId, body.claimType, new Date(now), JSON.stringify(method), body.resolution, details.value.description, JSON.stringify(lines), label ? JSON.stringify(label) : null],
    );
    return { claimNumber, orderNumber: row.order_number, claimType: body.claimType, createdAt: now, method, resolution: body.resolution, lines, label };
  });
}

/** GET /order/v0/{siteId}/claims/{claimNumber}[?customerZipCode]: by the order's owner or postal code; 404 CLAIM_NOT_FOUND otherwise. */
export async function readClaim(db: Db, c: Context, siteId: string, claimNumber: string, zip: string | undefined, now: number): Promise<ClaimDto> {
  const [row] = await db.query<{ claim_number: string; order_number: string; claim_type: string; created_at: Date; method: ReturnMethodDto; resolution: 'REFUND' | 'REPLACEMENT'; lines: ClaimDto['lines']; label: ClaimDto['label'] }>(
    'select * from order_claim where claim_number = $1 and site_id = $2',
    [claimNumber, siteId],
  );
  const notFound = new ApiError(404, 'CLAIM_NOT_FOUND', `No claim ${claimNumber}`, { claimNumber });
  if (!row) throw notFound;
  try {
    await claimOrder(db, c, siteId, row.order_number, zip, now);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ORDER_NOT_FOUND') throw notFound;
    throw error;
  }
  return { claimNumber: row.claim_number, orderNumber: row.order_number, claimType: row.claim_type, createdAt: new Date(row.created_at).getTime(), method: row.method, resolution: row.resolution, lines: row.lines, label: row.label };
}

