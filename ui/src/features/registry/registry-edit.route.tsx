import type { RouteModule } from '../../shared/route-module';
import { RegistryEditPage } from './registry-edit-page';
import { makeEditRegistryLoader } from './registry-owner.loader';

/** The lazy route module of RegistryEditPage (its guard, authorization, is declared in the route table; shell-and-account.md §2). */
const route: RouteModule = { Component: RegistryEditPage, makeLoader: makeEditRegistryLoader };
export default route;
