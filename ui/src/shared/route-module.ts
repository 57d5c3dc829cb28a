import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { Services } from './services';

/** What the shell needs to know about a route (shell-and-account.md §2). */
export interface RouteHandle {
  /** Full or slim header and footer. */
  readonly layout?: 'full' | 'slim';
  /** Adds <meta name="robots" content="noindex">. */
  readonly noindex?: boolean;
  /** Page type for timing (shell §9): cart, category, checkout, content, help, home, pdp, search. */
  readonly pageType?: 'cart' | 'category' | 'checkout' | 'content' | 'help' | 'home' | 'pdp' | 'search';
}

/**
 * The shape of every lazy route module (one chunk per route): a component, optionally a loader
 * factory that receives the services (the loader's failure blocks navigation and shows the route
 * error), and a handle.
 */
export interface RouteModule {
  readonly Component: ComponentType;
  readonly makeLoader?: (services: Services) => LoaderFunction;
  readonly handle?: RouteHandle;
}
