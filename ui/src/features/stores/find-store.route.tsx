import type { RouteModule } from '../../shared/route-module';
import { FindStorePage } from './find-store-page';
import { makeFindStoreLoader } from './find-store.loader';

/** /stores, Find a store (decision 0240). */
const route: RouteModule = { Component: FindStorePage, makeLoader: makeFindStoreLoader };
export default route;
