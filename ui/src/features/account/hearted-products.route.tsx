import type { RouteModule } from '../../shared/route-module';
import { HeartedProductsPage, makeHeartedProductsLoader } from './hearted-products-page';

/** The lazy route module of HeartedProductsPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: HeartedProductsPage, makeLoader: makeHeartedProductsLoader };
export default route;
