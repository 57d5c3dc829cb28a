import type { RouteModule } from '../../shared/route-module';
import { HomePage } from './home-page';
import { makeHomeLoader } from './home.loader';

/** The home page `/`. */
const route: RouteModule = { Component: HomePage, makeLoader: makeHomeLoader, handle: { layout: 'full', pageType: 'home' } };
export default route;
