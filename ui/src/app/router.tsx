import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Services } from '../di/services';
import { AppShell } from './app-shell';
import { HydrateFallback } from './hydrate-fallback';
import { RouteError } from './route-error';
import type { RouteModule } from './route-module';

/** Turns a lazy route module import into react-router's `lazy` (one chunk per route). */
function lazyRoute(services: Services, load: () => Promise<{ default: RouteModule }>): RouteObject['lazy'] {
  return async () => {
    const { default: mod } = await load();
    return {
      Component: mod.Component,
      ...(mod.makeLoader ? { loader: mod.makeLoader(services) } : {}),
      ...(mod.handle ? { handle: mod.handle } : {}),
    };
  };
}

/**
 * The one route table (shell-and-account.md §2 "Client routes"), mounted under the site's context
 * path (`basename`, '' for the default site).
 */
export function appRoutes(services: Services): RouteObject[] {
  const route = (load: () => Promise<{ default: RouteModule }>) => lazyRoute(services, load);
  return [
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteError />,
      HydrateFallback,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: route(() => import('../features/home/home.route')) },
            { path: 'shop/mto/:slug', lazy: route(() => import('../features/product/product.route')) },
            { path: 'shop/:slug', lazy: route(() => import('../features/product/product.route')) },
            { path: 'cart', lazy: route(() => import('../features/cart/cart.route')) },
            { path: 'search', lazy: route(() => import('../features/search/search.route')) },
            { path: 'wishlist', lazy: route(() => import('../features/wishlist/wishlist.route')) },
            { path: ':slug', lazy: route(() => import('../features/category/category.route')) },
            { path: '*', lazy: route(() => import('../features/not-found/not-found.route')) },
          ],
        },
      ],
    },
  ];
}

/** The browser router for a page load. */
export function createAppRouter(services: Services, basename: string) {
  return createBrowserRouter(appRoutes(services), { basename });
}
