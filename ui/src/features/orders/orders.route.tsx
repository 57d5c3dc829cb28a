import type { RouteModule } from '../../shared/route-module';
import { OrdersPage } from './orders-page';
import { makeOrdersLoader } from './orders.loader';

/** /orders (shell-and-account.md §2 "Order history"). Its guard (authorization) is declared in the route table. */
const route: RouteModule = { Component: OrdersPage, makeLoader: makeOrdersLoader };
export default route;
