import type { RouteModule } from '../../shared/route-module';
import { DashboardPage } from './dashboard-page';

/** The lazy route module of DashboardPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: DashboardPage };
export default route;
