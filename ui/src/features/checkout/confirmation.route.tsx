import type { RouteModule } from '../../shared/route-module';
import { ConfirmationStep } from './confirmation-step';

/** /checkout/confirmation?orderNumber=…, step 7 (shell-and-account.md §2: the full header and footer again; noindex). Its handle (layout, noindex) and guard are declared in the route table. */
const route: RouteModule = { Component: ConfirmationStep };
export default route;
