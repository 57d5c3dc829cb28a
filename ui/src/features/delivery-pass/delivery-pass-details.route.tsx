import type { RouteModule } from '../../shared/route-module';
import { DeliveryPassDetailsPage } from './delivery-pass-details-page';

/** The lazy route module of /delivery-pass-details (a session route in the route table; decision 0261). */
const route: RouteModule = { Component: DeliveryPassDetailsPage };
export default route;
