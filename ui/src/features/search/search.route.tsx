import type { RouteModule } from '../../shared/route-module';
import { SearchPage } from './search-page';
import { makeSearchLoader } from './search.loader';

/** Search results `/search?q={term}` (shopping.md §2: noindex). */
const route: RouteModule = { Component: SearchPage, makeLoader: makeSearchLoader, handle: { layout: 'full', noindex: true, pageType: 'search' } };
export default route;
