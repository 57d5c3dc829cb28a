import type { RouteModule } from '../../shared/route-module';
import { PaymentStep } from './payment-step';

/** /checkout/payment, step 5. Its handle (layout, noindex) and guard are declared in the route table. */
const route: RouteModule = { Component: PaymentStep };
export default route;
