import type { RouteModule } from '../../shared/route-module';
import { RegistryAccountPage } from './registry-account-page';
import { makeMyRegistriesLoader } from './registry-owner.loader';

/** The lazy route module of RegistryAccountPage (its guard, authorization, is declared in the route table; shell-and-account.md §2). */
const route: RouteModule = { Component: RegistryAccountPage, makeLoader: makeMyRegistriesLoader };
export default route;
