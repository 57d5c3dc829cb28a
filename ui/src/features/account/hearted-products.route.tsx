import type { RouteModule } from '../../shared/route-module';
import { HeartedProductsPage } from './section-pages';

/** The lazy route module of HeartedProductsPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: HeartedProductsPage };
export default route;
