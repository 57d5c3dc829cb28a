import type { RouteModule } from '../../shared/route-module';
import { OrderDetailsPage } from './order-details-page';
import { makeOrderDetailsLoader } from './orders.loader';

/** /order/{id} (shell-and-account.md §2 "Order details"). Its guard (authorization unless customerZipCode) is declared in the route table. */
const route: RouteModule = { Component: OrderDetailsPage, makeLoader: makeOrderDetailsLoader };
export default route;
