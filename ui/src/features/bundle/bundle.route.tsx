import type { RouteModule } from '../../shared/route-module';
import { BundlePage } from './bundle-page';
import { makeBundleLoader } from './bundle.loader';

/** The bundle page `/shop/bundle/{slug}` (shopping.md §2; decision 0220). */
const route: RouteModule = { Component: BundlePage, makeLoader: makeBundleLoader, handle: { layout: 'full', pageType: 'pdp' } };
export default route;
