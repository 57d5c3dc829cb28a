import { redirect } from 'react-router-dom';
import type { RouteModule } from '../../shared/route-module';

/** /account redirects to /account/dashboard (shell-and-account.md §2); the guard runs first. */
const route: RouteModule = {
  Component: () => null,
  makeLoader: () => () => redirect('/account/dashboard'),
};
export default route;
