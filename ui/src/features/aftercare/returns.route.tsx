import type { RouteModule } from '../../shared/route-module';
import { ReturnsPage } from './returns-page';

/** /returns and /returns/{step} (shell-and-account.md §2 Returns; decision 0194): the machine asks for a sign-in itself, so a guest sees the order step with Continue disabled. */
const route: RouteModule = { Component: ReturnsPage };
export default route;
