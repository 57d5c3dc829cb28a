import type { RouteModule } from '../../shared/route-module';
import { SubBrandHomePage } from './sub-brand-home-page';
import { makeSubBrandHomeLoader } from './sub-brand-home.loader';

/** A sub-brand's home `/anthroliving`, `/fpmovement` (shopping.md §1; decision 0344); the not-found page where it is not enabled. */
const route: RouteModule = { Component: SubBrandHomePage, makeLoader: makeSubBrandHomeLoader, handle: { layout: 'full', pageType: 'home' } };
export default route;
