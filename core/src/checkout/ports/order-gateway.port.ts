import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { OrderError } from '../domain/checkout.errors.js';
import type { Order, OrderHistoryPage, TrackingQuery, TrackingResult } from '../domain/order.js';
import type { OrderPayments, SmsOptIn, SmsOptInRequest } from '../domain/order-care.js';

/**
 * Port: orders after checkout (shell-and-account.md §2 /orders, /order/{id}, /order-tracking,
 * /mock-order/{mockId}; §6 "Order details … skip the check when customerZipCode is present";
 * docs/checkout-api.md "Orders"). Implemented by KyOrderGateway and InMemoryOrders. Transport
 * faults throw.
 */
export interface OrderGateway {
  /**
   * The order history, newest first (GET /order/v0/{siteId}/orders); `page` 1-based, `pageSize`
   * ≤ 50 (default 10). Needs AUTHORIZED: SIGN_IN_REQUIRED otherwise.
   */
  listOrders(options?: { readonly page?: number; readonly pageSize?: number }): Promise<Result<OrderHistoryPage, OrderError>>;

  /**
   * One order by its number (GET /order/v0/{siteId}/orders/{orderNumber}). Without
   * `customerZipCode` it needs AUTHORIZED (SIGN_IN_REQUIRED); with one matching the shipping postal
   * code no sign-in is needed. Errors: NOT_FOUND (also for a wrong zip or someone else's order).
   */
  getOrder(orderNumber: string, options?: { readonly customerZipCode?: string }): Promise<Result<Order, OrderError>>;

  /**
   * Shipments and carrier events (GET /order/v0/{siteId}/order-tracking). Errors: INVALID_REQUEST
   * (neither tracking numbers nor an order number), NOT_FOUND (order number with a wrong bzip),
   * TRACKING_NOT_FOUND.
   */
  track(query: TrackingQuery): Promise<Result<TrackingResult, OrderError>>;

  /** A fixed demo order for /mock-order/{mockId} (internal feature flag). Errors: NOT_FOUND. */
  getMockOrder(mockId: string): Promise<Result<Order, OrderError>>;

  /**
   * The payments of an order (GET /order/v0/{siteId}/orders/{orderNumber}/payments; §2 "Order
   * payments"; decision 0265): tenders with amounts in minor units, masked numbers, status and
   * refunds. Access as {@link getOrder}: SIGN_IN_REQUIRED without zip or sign-in, NOT_FOUND.
   */
  getPayments(orderNumber: string, options?: { readonly customerZipCode?: string }): Promise<Result<OrderPayments, OrderError>>;

  /**
   * Opts a phone in to text updates about an order (POST /order/v0/{siteId}/orders/{orderNumber}/sms-optins;
   * §7; decision 0266). The sandbox texts a confirmation. Errors: PHONE_INVALID, CONSENT_REQUIRED
   * (details.fields), INVALID_REQUEST, and those of {@link getOrder}.
   */
  optInSms(orderNumber: string, request: SmsOptInRequest, options?: { readonly customerZipCode?: string }): Promise<Result<SmsOptIn, OrderError>>;
}
export const OrderGateway = token<OrderGateway>('OrderGateway');
