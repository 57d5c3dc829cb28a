import type { RouteModule } from '../../shared/route-module';
import { BrandsPage } from './brand-pages';
import { makeBrandsLoader } from './brands.loader';

/** The brand index `/brands` (shopping.md §2). */
const route: RouteModule = { Component: BrandsPage, makeLoader: makeBrandsLoader, handle: { layout: 'full', pageType: 'category' } };
export default route;
