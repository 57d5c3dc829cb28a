import type { RouteModule } from '../../shared/route-module';
import { DeliveryStep } from './delivery-step';

/** /checkout/shipping-delivery, step 4. Its handle (layout, noindex) and guard are declared in the route table. */
const route: RouteModule = { Component: DeliveryStep };
export default route;
