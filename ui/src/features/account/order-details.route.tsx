import type { RouteModule } from '../../app/route-module';
import { OrderDetailsPage } from './section-pages';

/** The lazy route module of OrderDetailsPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: OrderDetailsPage };
export default route;
