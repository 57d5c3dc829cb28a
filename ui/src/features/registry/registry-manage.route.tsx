import type { RouteModule } from '../../shared/route-module';
import { RegistryManagePage } from './registry-manage-page';
import { makeManageRegistryLoader } from './registry.loader';

/** The lazy route module of RegistryManagePage (its guard, authorization, is declared in the route table; shell-and-account.md §2). */
const route: RouteModule = { Component: RegistryManagePage, makeLoader: makeManageRegistryLoader };
export default route;
