import type { RouteModule } from '../../shared/route-module';
import { CustomerStep } from './customer-step';

/** /checkout, step 2 (a call-centre agent chooses the customer; a shopper is moved on). Its handle (layout, noindex) and guard are declared in the route table. */
const route: RouteModule = { Component: CustomerStep };
export default route;
