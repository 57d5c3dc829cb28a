import type { RouteModule } from '../../shared/route-module';
import { CartPage } from './cart-page';
import { makeCartLoader } from './cart.loader';

/** The cart `/cart` (shopping.md §2: noindex). */
const route: RouteModule = { Component: CartPage, makeLoader: makeCartLoader, handle: { layout: 'full', noindex: true, pageType: 'cart' } };
export default route;
