import type { RouteModule } from '../../shared/route-module';
import { RegistryListingPage } from './registry-listing-page';
import { makeRegistryLoader } from './registry.loader';

/** /registry/listing?registryId= (shopping.md §2): open to everyone; the viewer's role depends on the session (decision 0152). */
const route: RouteModule = { Component: RegistryListingPage, makeLoader: makeRegistryLoader };
export default route;
