import type { RouteModule } from '../../shared/route-module';
import { OrderPickupPage } from './order-pickup-page';

/** /order-pickup, curbside check-in (decision 0243). Its handle (noindex) is declared in the route table. */
const route: RouteModule = { Component: OrderPickupPage };
export default route;
