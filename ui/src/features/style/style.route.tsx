import type { RouteModule } from '../../shared/route-module';
import { StylePage } from './style-page';
import { makeStyleLoader } from './style.loader';

/** The style page `/shop/style/{id}` (shopping.md §2; decision 0270), server-rendered. */
const route: RouteModule = { Component: StylePage, makeLoader: makeStyleLoader, handle: { layout: 'full', pageType: 'pdp' } };
export default route;
