import type { RouteModule } from '../../shared/route-module';
import { DeliveryPassEnrollmentPage } from './delivery-pass-enrollment-page';

/** The lazy route module of /delivery-pass-enrollment (its guard and noindex handle are declared in the route table; decision 0261). */
const route: RouteModule = { Component: DeliveryPassEnrollmentPage };
export default route;
