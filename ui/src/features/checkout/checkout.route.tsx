import type { RouteModule } from '../../shared/route-module';
import { CheckoutLayout } from './checkout-layout';

/** The checkout's parent route (shell-and-account.md §2: slim header and footer, noindex, registered user). Its handle (layout, noindex) and guard are declared in the route table. */
const route: RouteModule = { Component: CheckoutLayout };
export default route;
