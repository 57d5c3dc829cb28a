import type { RouteModule } from '../../shared/route-module';
import { SellerPage } from './brand-pages';
import { makeSellerLoader } from './brands.loader';

/** A seller page `/sellers/{slug}` (shopping.md §2). */
const route: RouteModule = { Component: SellerPage, makeLoader: makeSellerLoader, handle: { layout: 'full', pageType: 'category' } };
export default route;
