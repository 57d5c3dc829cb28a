import type { RouteModule } from '../../shared/route-module';
import { ClaimsPage } from './claims-page';

/** /claims and /claims/{step} (shell-and-account.md §2 Claims; decision 0194): select and review ask for a sign-in unless the query has customerZipCode (the machine decides). */
const route: RouteModule = { Component: ClaimsPage };
export default route;
