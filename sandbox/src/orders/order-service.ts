import type { OrderDto, OrderHistoryResponseDto, TrackingResponseDto } from '@vitrine/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { comparablePostalCode } from '@vitrine/core';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { TOKEN_COOKIE } from '../auth/auth-cookies.js';
import { findCustomerByEmail, isEmailAddress } from '../auth/customer-repository.js';
import { scopeRequired } from '../auth/identity-service.js';
import { authenticate, type Principal } from '../auth/token-service.js';
import type { Db } from '../db/db.js';
import { findOrder, orderDto, orderSummaryDto, shipmentPlans, type OrderRow } from './order-repository.js';
import { shipmentDto } from './shipments.js';

/**
 * Orders after checkout (shell-and-account.md §2 /orders, /order/{id}, /order-tracking; §6 "Order
 * details … skip the check when customerZipCode is present"; docs/checkout-api.md "Orders";
 * decision 0109).
 */

const orderNotFound = (orderNumber: string) => new ApiError(404, 'ORDER_NOT_FOUND', `No order ${orderNumber}`, { orderNumber });

/**
 * The request's principal on the order endpoints, or null without a token cookie (a guest with a
 * postal code). A presented token that is unknown answers 401 TOKEN_INVALID and an expired one 401
 * TOKEN_EXPIRED, as every other token check does, so the client renews and reissues
 * (shell-and-account.md §4 "Access guard" reauth; decision 0440) instead of meeting a 403.
 */
export async function optionalPrincipal(db: Db, c: Context, now: number): Promise<Principal | null> {
  const token = getCookie(c, TOKEN_COOKIE);
  return token ? authenticate(db, token, now) : null;
}

/** True when the principal may read any order of `row` without a zip: the owner AUTHORIZED, or an agent. */
function mayRead(principal: Principal | null, row: OrderRow): boolean {
  if (!principal?.profileId) return false;
  if (principal.scope === 'CALL_CENTER') return true;
  return principal.scope === 'AUTHORIZED' && principal.profileId === row.customer_profile_id;
}

/** A US ZIP+4 compares by its first five digits; other codes by letters and digits only. */
const sameZip = (given: string, order: OrderRow, billing = false): boolean => {
  const a = comparablePostalCode(given, order.shipping_address.country);
  const codes = [order.shipping_address, ...(billing && order.billing_address ? [order.billing_address] : [])].map((addr) => comparablePostalCode(addr.postalCode, addr.country));
  return a !== '' && codes.includes(a);
};

/**
 * GET /order/v0/{siteId}/orders: AUTHORIZED customers see their orders; a CALL_CENTER agent the
 * orders they placed, or a customer's with `customerEmail`. Newest first; page ≥ 1, pageSize 1-50
 * (default 10). Errors: 401 TOKEN_*, 403 SCOPE_REQUIRED (AUTHORIZED), 400 INVALID_REQUEST, 404
 * CUSTOMER_NOT_FOUND.
 */
export async function orderHistory(db: Db, c: Context, siteId: string, now: number): Promise<OrderHistoryResponseDto> {
  const principal = await optionalPrincipal(db, c, now);
  if (!principal?.profileId || (principal.scope !== 'AUTHORIZED' && principal.scope !== 'CALL_CENTER')) throw scopeRequired('AUTHORIZED', 'Order history needs a signed-in customer');
  const page = Number(c.req.query('page') ?? 1);
  const pageSize = Number(c.req.query('pageSize') ?? 10);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) throw invalidRequest('page ≥ 1 and pageSize 1-50 are required', { fields: ['page', 'pageSize'] });
  let column = 'customer_profile_id';
  let value = principal.profileId;
  if (principal.scope === 'CALL_CENTER') {
    const email = c.req.query('customerEmail');
    if (email !== undefined) {
      const customer = isEmailAddress(email) ? await findCustomerByEmail(db, email) : undefined;
      if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', `No customer with the e-mail ${email}`);
      value = customer.profileId;
    } else {
      column = 'agent_profile_id';
    }
  }
  const [{ count }] = (await db.query<{ count: number }>(`select count(*)::int as count from customer_order where ${column} = $1 and site_id = $2`, [value, siteId])) as [{ count: number }];
  const rows = await db.query<OrderRow>(`select * from customer_order where ${column} = $1 and site_id = $2 order by placed_at desc, order_number desc limit $3 offset $4`, [value, siteId, pageSize, (page - 1) * pageSize]);
  const orders = [];
  for (const row of rows) orders.push(await orderSummaryDto(db, row, now));
  return { orders, page, pageSize, totalRecords: count };
}

/**
 * The stored order a request may read (shell-and-account.md §6): with a customerZipCode matching
 * the shipping postal code anyone may; otherwise the owner's AUTHORIZED token or an agent. Errors:
 * 403 SCOPE_REQUIRED (AUTHORIZED) without zip and without such a token; 404 ORDER_NOT_FOUND for an
 * unknown order, someone else's, or a wrong zip. Shared by the details, payments and SMS opt-in calls.
 */
export async function readableOrder(db: Db, c: Context, siteId: string, orderNumber: string, now: number): Promise<OrderRow> {
  const zip = c.req.query('customerZipCode');
  const principal = await optionalPrincipal(db, c, now);
  const row = await findOrder(db, siteId, orderNumber);
  if (zip !== undefined && zip.trim() !== '') {
    if (row && (sameZip(zip, row) || mayRead(principal, row))) return row;
    throw orderNotFound(orderNumber);
  }
  if (!principal?.profileId || (principal.scope !== 'AUTHORIZED' && principal.scope !== 'CALL_CENTER')) throw scopeRequired('AUTHORIZED', 'Order details need a signed-in customer or the order’s postal code');
  if (!row || !mayRead(principal, row)) throw orderNotFound(orderNumber);
  return row;
}

/**
 * GET /order/v0/{siteId}/orders/{orderNumber}[?customerZipCode=]: the order {@link readableOrder}
 * lets the request read, as OrderDto. Errors as {@link readableOrder}.
 */
export async function orderDetails(db: Db, c: Context, siteId: string, orderNumber: string, now: number): Promise<OrderDto> {
  return orderDto(db, await readableOrder(db, c, siteId, orderNumber, now), now);
}

/**
 * GET /checkout/v0/{siteId}/orders/{orderNumber}: the confirmation step's read, for the principal
 * that placed the order (any signed-in scope). 404 ORDER_NOT_FOUND otherwise.
 */
export async function placedOrder(db: Db, principalId: string, siteId: string, orderNumber: string, now: number): Promise<OrderDto> {
  const row = await findOrder(db, siteId, orderNumber);
  if (!row || row.placed_by_principal_id !== principalId) throw orderNotFound(orderNumber);
  return orderDto(db, row, now);
}

/**
 * GET /order/v0/{siteId}/order-tracking with tracking_numbers (comma-separated) or order_number
 * (+ bzip, the billing or shipping postal code, unless the owner's AUTHORIZED token or an agent
 * asks), carrier (filter) and orderType (echoed, default ONLINE). Errors: 400 INVALID_REQUEST
 * (neither), 404 ORDER_NOT_FOUND (order number unknown or bzip wrong), 404 TRACKING_NOT_FOUND.
 */
export async function tracking(db: Db, c: Context, siteId: string, now: number): Promise<TrackingResponseDto> {
  const numbers = (c.req.query('tracking_numbers') ?? '').split(',').map((n) => n.trim()).filter(Boolean).slice(0, 20);
  const orderNumber = c.req.query('order_number')?.trim();
  const carrier = c.req.query('carrier')?.trim().toUpperCase();
  const orderType = c.req.query('orderType')?.trim() || 'ONLINE';
  if (numbers.length === 0 && !orderNumber) throw invalidRequest('Give tracking_numbers or order_number', { fields: ['tracking_numbers', 'order_number'] });
  let orders: OrderRow[];
  if (orderNumber) {
    const row = await findOrder(db, siteId, orderNumber);
    const bzip = c.req.query('bzip') ?? '';
    if (!row || !(sameZip(bzip, row, true) || mayRead(await optionalPrincipal(db, c, now), row))) throw orderNotFound(orderNumber);
    orders = [row];
  } else {
    orders = await db.query<OrderRow>(
      `select distinct o.* from customer_order o join order_shipment s on s.order_number = o.order_number where s.tracking_number = any($1::text[]) and o.site_id = $2`,
      [numbers, siteId],
    );
  }
  const shipments = [];
  for (const row of orders) {
    for (const plan of await shipmentPlans(db, row.order_number)) {
      if (numbers.length > 0 && !numbers.includes(plan.trackingNumber)) continue;
      if (carrier && plan.carrier !== carrier) continue;
      shipments.push(shipmentDto(plan, new Date(row.placed_at).getTime(), row.shipping_address, now));
    }
  }
  if (shipments.length === 0 && !orderNumber) throw new ApiError(404, 'TRACKING_NOT_FOUND', 'No shipment with these tracking numbers');
  return { orderNumber: orders.length === 1 ? orders[0]!.order_number : null, orderType, shipments };
}
