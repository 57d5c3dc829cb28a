import type { RouteModule } from '../../shared/route-module';
import { StorePage } from './store-page';
import { makeStoreLoader } from './store.loader';

/** /stores/{id}, the store page (shopping.md §2). */
const route: RouteModule = { Component: StorePage, makeLoader: makeStoreLoader };
export default route;
