import type { LoaderFunction } from 'react-router-dom';
import { OrderGateway, type Order, type OrderError, type OrderHistoryPage, type Result } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { withDatetimeOptions, type WithDatetimeOptions } from './datetime-options';

/** What the order history page renders: a page of orders, or the coded refusal, and the date display options (decision 0415). */
export type OrdersData = WithDatetimeOptions<{
  readonly history: Result<OrderHistoryPage, OrderError>;
}>;

/** What the order details page renders, with the date display options (decision 0415). */
export type OrderDetailsData = WithDatetimeOptions<{
  readonly order: Result<Order, OrderError>;
  /** The customerZipCode the order was looked up with (null when signed in). */
  readonly customerZipCode: string | null;
}>;

/** Orders per history page. */
export const ORDERS_PAGE_SIZE = 10;

/** `?page=` as a page number ≥ 1 (anything else is page 1). */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Loader of /orders (shell-and-account.md §2 "Order history"; docs/checkout-api.md "Orders"): the
 * `?page=` of the history, newest first, 10 a page (OrderGateway.listOrders), beside the date display
 * options (decision 0415). A transport fault propagates to the route error (which offers a retry).
 */
export function makeOrdersLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<OrdersData> =>
    withDatetimeOptions(services, services.get(OrderGateway).listOrders({ page: pageOf(new URL(request.url)), pageSize: ORDERS_PAGE_SIZE }).then((history) => ({ history })));
}

/**
 * Loader of /order/{id} (shell-and-account.md §2 "Order details", §6 "Order details … skip the
 * check when customerZipCode is present"): the order, with the query's customerZipCode passed on
 * (OrderGateway.getOrder), beside the date display options (decision 0415). Refusals (NOT_FOUND, SIGN_IN_REQUIRED) come back as data; a transport
 * fault propagates to the route error.
 */
export function makeOrderDetailsLoader(services: Services): LoaderFunction {
  return async ({ request, params }): Promise<OrderDetailsData> => {
    const customerZipCode = new URL(request.url).searchParams.get('customerZipCode')?.trim() || null;
    const order = services.get(OrderGateway).getOrder(params['id'] ?? '', customerZipCode ? { customerZipCode } : {});
    return withDatetimeOptions(services, order.then((found) => ({ order: found, customerZipCode })));
  };
}
