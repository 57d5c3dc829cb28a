import type { RouteModule } from '../../shared/route-module';
import { LoyaltyPage } from './loyalty-page';

/** The lazy route module of /account/loyalty (its guard is declared in the route table; decision 0202). */
const route: RouteModule = { Component: LoyaltyPage };
export default route;
