import type { RouteModule } from '../../app/route-module';
import { PaymentsPage } from './section-pages';

/** The lazy route module of PaymentsPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: PaymentsPage };
export default route;
