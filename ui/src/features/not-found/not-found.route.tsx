import type { RouteModule } from '../../shared/route-module';
import { NotFoundView } from './not-found-view';

/** Any path no other route takes (shell-and-account.md §2 "Not found"). */
const route: RouteModule = { Component: NotFoundView, handle: { noindex: true, status: 404 } };
export default route;
