import type { RouteModule } from '../../shared/route-module';
import { LoginPage } from './login-page';

/** The lazy route module of `/login` (its handle hides the account menu; declared in the route table). */
const route: RouteModule = { Component: LoginPage };
export default route;
