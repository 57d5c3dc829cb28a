import type { RouteModule } from '../../shared/route-module';
import { AccountSettingsPage } from './account-settings-page';

/** The lazy route module of AccountSettingsPage (its guard and handle are declared in the route table). */
const route: RouteModule = { Component: AccountSettingsPage };
export default route;
