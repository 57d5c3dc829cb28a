import type { RouteModule } from '../../shared/route-module';
import { RegistryCreatePage } from './registry-create-page';
import { makeCreateRegistryLoader } from './registry-owner.loader';

/** The lazy route module of RegistryCreatePage (its guard, authorization, is declared in the route table; shell-and-account.md §2). */
const route: RouteModule = { Component: RegistryCreatePage, makeLoader: makeCreateRegistryLoader };
export default route;
