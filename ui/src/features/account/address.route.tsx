import type { RouteModule } from '../../shared/route-module';
import { AddressPage } from './section-pages';

/** The lazy route module of AddressPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: AddressPage };
export default route;
