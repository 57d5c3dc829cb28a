import type { RouteModule } from '../../shared/route-module';
import { MockOrderPage } from './mock-order-page';

/** /mock-order/{mockId} behind the internal feature flag (shell-and-account.md §2). Its handle (noindex) is declared in the route table. */
const route: RouteModule = { Component: MockOrderPage };
export default route;
