import type { RouteModule } from '../../shared/route-module';
import { AgentCustomersPage } from './agent-customers-page';

/** The lazy route module of /agent/customers (a guarded session route with the slim header in the route table; decision 0373). */
const route: RouteModule = { Component: AgentCustomersPage };
export default route;
