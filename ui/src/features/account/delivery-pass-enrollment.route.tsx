import type { RouteModule } from '../../shared/route-module';
import { DeliveryPassEnrollmentPage } from './section-pages';

/** The lazy route module of DeliveryPassEnrollmentPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: DeliveryPassEnrollmentPage };
export default route;
