import type { RouteModule } from '../../shared/route-module';
import { AddressBookPage } from './address-book-page';

/** The lazy route module of AddressBookPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: AddressBookPage };
export default route;
