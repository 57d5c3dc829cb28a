import type { RouteModule } from '../../shared/route-module';
import { RegistryAccountPage } from './section-pages';

/** The lazy route module of RegistryAccountPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: RegistryAccountPage };
export default route;
