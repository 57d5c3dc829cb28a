import type { RouteModule } from '../../shared/route-module';
import { PaymentsPage } from './payments-page';

/** The lazy route module of PaymentsPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: PaymentsPage };
export default route;
