import type { RouteModule } from '../../shared/route-module';
import { MembershipPage } from './section-pages';

/** The lazy route module of MembershipPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: MembershipPage };
export default route;
