import type { RouteModule } from '../../app/route-module';
import { OrdersPage } from './section-pages';

/** The lazy route module of OrdersPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: OrdersPage };
export default route;
