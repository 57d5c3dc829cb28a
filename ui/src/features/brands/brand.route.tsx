import type { RouteModule } from '../../shared/route-module';
import { BrandPage } from './brand-pages';
import { makeBrandLoader } from './brands.loader';

/** A brand page `/brands/{slug}` (shopping.md §2). */
const route: RouteModule = { Component: BrandPage, makeLoader: makeBrandLoader, handle: { layout: 'full', pageType: 'category' } };
export default route;
