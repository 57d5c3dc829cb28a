import type { RouteModule } from '../../shared/route-module';
import { OrderTrackingPage } from './order-tracking-page';
import { makeTrackingLoader } from './order-tracking.loader';

/** /order-tracking (shell-and-account.md §2). Its handle (noindex) is declared in the route table. */
const route: RouteModule = { Component: OrderTrackingPage, makeLoader: makeTrackingLoader };
export default route;
