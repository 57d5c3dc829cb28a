import type { RouteModule } from '../../shared/route-module';
import { OrderPaymentsPage } from './order-payments-page';
import { makeOrderPaymentsLoader } from './order-payments.loader';

/** /order-payments (shell-and-account.md §2 "Order payments"; decision 0265). Its guard (authorization unless customerZipCode) is declared in the route table. */
const route: RouteModule = { Component: OrderPaymentsPage, makeLoader: makeOrderPaymentsLoader };
export default route;
