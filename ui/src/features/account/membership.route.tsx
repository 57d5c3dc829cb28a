import type { RouteModule } from '../../shared/route-module';
import { MembershipPage } from './membership-page';

/** The lazy route module of MembershipPage (its guard and noindex handle are declared in the route table; decision 0260). */
const route: RouteModule = { Component: MembershipPage };
export default route;
