import type { RouteModule } from '../../shared/route-module';
import { HelpPage } from './help-page';
import { makeHelpLoader } from './help.loader';

/** A help page `/help/{slug}` from a content entry (decision 0213). */
const route: RouteModule = { Component: HelpPage, makeLoader: makeHelpLoader, handle: { layout: 'full', pageType: 'help' } };
export default route;
