import type { LoaderFunction } from 'react-router-dom';
import { OrderGateway, type OrderError, type OrderPayments, type Result } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { withDatetimeOptions, type WithDatetimeOptions } from './datetime-options';

/** What /order-payments renders: the order asked for (null without ?orderId=), its payments, the zip it was read with, and the date display options (decision 0415). */
export type OrderPaymentsData = WithDatetimeOptions<{
  readonly orderId: string | null;
  /** Null when no orderId was given. */
  readonly payments: Result<OrderPayments, OrderError> | null;
  /** The customerZipCode the order was read with (null when signed in). */
  readonly customerZipCode: string | null;
}>;

/**
 * Loader of /order-payments?orderId={orderNumber}[&customerZipCode=] (shell-and-account.md §2
 * "Order payments"; §6; decision 0265): the order's payments (OrderGateway.getPayments), as the
 * signed-in owner or with the inquiry's customerZipCode, beside the date display options (decision
 * 0415). Without orderId nothing is asked but the options.
 * Refusals (NOT_FOUND, SIGN_IN_REQUIRED) come back as data; a transport fault propagates to the
 * route error.
 */
export function makeOrderPaymentsLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<OrderPaymentsData> => {
    const url = new URL(request.url);
    const orderId = url.searchParams.get('orderId')?.trim() || null;
    const customerZipCode = url.searchParams.get('customerZipCode')?.trim() || null;
    const payments = orderId ? services.get(OrderGateway).getPayments(orderId, customerZipCode ? { customerZipCode } : {}) : Promise.resolve(null);
    return withDatetimeOptions(services, payments.then((found) => ({ orderId, payments: found, customerZipCode })));
  };
}

/** The /order-payments link of an order ('/order-payments?orderId=VT-2026-000123&customerZipCode=49628'); the zip only for a guest. */
export function orderPaymentsPath(orderNumber: string, customerZipCode: string | null): string {
  const params = new URLSearchParams({ orderId: orderNumber });
  if (customerZipCode) params.set('customerZipCode', customerZipCode);
  return `/order-payments?${params.toString()}`;
}

/** The /order/{id} link back from the payments, with the guest's zip. */
export function orderDetailsPath(orderNumber: string, customerZipCode: string | null): string {
  return `/order/${encodeURIComponent(orderNumber)}${customerZipCode ? `?${new URLSearchParams({ customerZipCode }).toString()}` : ''}`;
}
