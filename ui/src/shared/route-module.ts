import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { PageType } from '@vitrine/core';
import type { Services } from './services';

/** What the shell needs to know about a route (shell-and-account.md §2). */
export interface RouteHandle {
  /** Full or slim header and footer. */
  readonly layout?: 'full' | 'slim';
  /**
   * The route shows the slim header to a call-centre agent acting for a customer (shell-and-account.md
   * §2 "only on routes that enable it"; decision 0373): the order confirmation.
   */
  readonly slimForCallCenter?: boolean;
  /** Adds <meta name="robots" content="noindex">. */
  readonly noindex?: boolean;
  /** Page type for timing (shell §9; core's PAGE_TYPES), which the web-vitals events carry (decision 0363). */
  readonly pageType?: PageType;
  /**
   * The route's data depends on the session (account, checkout, orders, cart, wishlist): the server
   * renders its loading state and the browser loads it (decision 0152).
   */
  readonly sessionData?: boolean;
  /** The HTTP status the server answers this route with (404 for the not-found route); default 200. */
  readonly status?: number;
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
  /**
   * The lazily loaded parts the server rendered into the page from this route's loader data
   * (`data`, the server's, untyped): a server-rendered page loads them before it hydrates (decision
   * 0426), so their Suspense boundaries hydrate with the route and answer the first click. A part
   * still waiting for its chunk at hydration keeps the server's HTML without handlers, and React
   * does not replay a click made on it. Resolves when loaded; a failed load is ignored (the part
   * then loads when it renders).
   */
  readonly preloadParts?: (data: unknown) => Promise<unknown>;
}
