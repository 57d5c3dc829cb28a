import type { RouteModule } from '../../shared/route-module';
import { OrderInquiryPage } from './order-inquiry-page';

/** /order-inquiry (shell-and-account.md §2 "Order inquiry"; decision 0267): no loader, server-rendered as is. Its handle (noindex) is declared in the route table. */
const route: RouteModule = { Component: OrderInquiryPage };
export default route;
