import type { RouteModule } from '../../shared/route-module';
import { NotFoundView } from './not-found-view';
import { notFoundLoader } from './page-not-found-guard';

/**
 * Any path no other route takes (shell-and-account.md §2 "Not found"): its loader answers 404, so the
 * router's page-404 handling (shopping.md §8; decision 0214) looks the path up before the page shows.
 */
const route: RouteModule = { Component: NotFoundView, makeLoader: notFoundLoader, handle: { noindex: true, status: 404 } };
export default route;
