import type { RouteModule } from '../../shared/route-module';
import { ShippingAddressStep } from './shipping-address-step';

/** /checkout/shipping-address, step 3. Its handle (layout, noindex) and guard are declared in the route table. */
const route: RouteModule = { Component: ShippingAddressStep };
export default route;
