import type { RouteModule } from '../../shared/route-module';
import { SellersPage } from './brand-pages';
import { makeSellersLoader } from './brands.loader';

/** The seller index `/sellers` (shopping.md §2). */
const route: RouteModule = { Component: SellersPage, makeLoader: makeSellersLoader, handle: { layout: 'full', pageType: 'category' } };
export default route;
