import type { RouteModule } from '../../shared/route-module';
import { RegistrySearchPage } from './registry-search-page';
import { makeRegistrySearchLoader } from './registry-search.loader';

/** /registry/search (shopping.md §2 registry routes): open to everyone, rendered on the server. */
const route: RouteModule = { Component: RegistrySearchPage, makeLoader: makeRegistrySearchLoader };
export default route;
