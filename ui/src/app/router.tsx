import { lazy, Suspense } from 'react';
import { createBrowserRouter, type HydrationState, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { GuardedRoute } from '@vitrine/core';
import { servicesReady, type Services } from '../shared/services';
import { withPageNotFound } from '../features/not-found';
import type { GuardHandle } from '../features/identity/route-guard';
import { AppShell } from './app-shell';
import { HydrateFallback } from './hydrate-fallback';
import { RouteError } from './route-error';
import { retryingImport } from './chunk-retry';
import { nextTask } from '../shared/next-task';
import type { RouteHandle, RouteModule } from '../shared/route-module';

type Load = () => Promise<{ default: RouteModule }>;

/**
 * Deterministic route ids from the route module's path under ui/src ('features/home/home.route',
 * then 'features/product/product.route#2' for the second route of a module): the same on the
 * server and in the browser, and the server finds a route's chunk and CSS in the Vite manifest by
 * it ({@link routeModuleOf}; decision 0151).
 */
function routeIds() {
  const seen = new Map<string, number>();
  return {
    of(module: string): { id: string } {
      const n = (seen.get(module) ?? 0) + 1;
      seen.set(module, n);
      return { id: n === 1 ? module : `${module}#${n}` };
    },
  };
}

/** The route module path ('features/home/home.route') of a route id made by the route table, or null. */
export function routeModuleOf(routeId: string): string | null {
  return routeId.startsWith('features/') ? (routeId.split('#')[0] ?? null) : null;
}

/**
 * Turns a lazy route module import into react-router's `lazy` (one chunk per route). A route whose
 * data depends on the session (`sessionData`, decision 0152) always has a loader, so that on a
 * server-rendered page it shows its HydrateFallback and loads on the client.
 */
function lazyRoute(services: Services, load: Load, sessionData = false, basename = '', hydrationData?: () => unknown): RouteObject['lazy'] {
  // Retried twice, then the chunk-load message (shell-and-account.md §8; decision 0441).
  const loadModule = retryingImport(services, load);
  let hydrating = hydrationData !== undefined;
  return async () => {
    const { default: mod } = await loadModule();
    // Hydrating a server-rendered page: the parts the server rendered load first (decision 0426).
    if (hydrating && mod.preloadParts) await mod.preloadParts(hydrationData!()).catch(() => undefined);
    hydrating = false;
    const makeLoader = mod.makeLoader;
    // A loader's 404 goes through the page-404 handling (home, redirect lookup, not-found; decision 0214).
    const loader = makeLoader ? whenReady(services, () => withPageNotFound(services, basename, makeLoader(services))) : sessionData ? () => null : undefined;
    return {
      Component: mod.Component,
      ...(loader ? { loader } : {}),
      // A session route declares its handle statically (the server reads it before loading the module).
      ...(mod.handle && !sessionData ? { handle: mod.handle } : {}),
    };
  };
}

/**
 * A guarded route's lazy module (shell-and-account.md §4 "Access guard"): the module's loader runs
 * after the access guard let the navigation through ({@link guardedLoader}). The guard itself is
 * declared statically in the route's handle, so the guard's blocker can read it before the chunk
 * loads; the module's own handle is not used.
 */
function guardedLazyRoute(services: Services, guard: GuardedRoute, basename: string, load: Load): RouteObject['lazy'] {
  const loadModule = retryingImport(services, load);
  const loadGuard = retryingImport(services, async () => {
    const { guardedLoader } = await import('../features/identity/guarded-loader');
    return { default: guardedLoader };
  });
  return async () => {
    // The access guard (and the session machine it reads) is a chunk of its own (decision 0170).
    const [{ default: mod }, { default: guardedLoader }] = await Promise.all([loadModule(), loadGuard()]);
    return { Component: mod.Component, loader: whenReady(services, () => guardedLoader(services, guard, basename, mod.makeLoader?.(services))) };
  };
}

/**
 * A loader made on its first call, once the services answer every port (decision 0170): a client
 * navigation right after the first paint waits for the container instead of meeting a stand-in.
 */
function whenReady(services: Services, make: () => LoaderFunction): LoaderFunction {
  let loader: LoaderFunction | null = null;
  return async (args) => {
    await servicesReady(services);
    loader ??= make();
    return loader(args);
  };
}

/**
 * The checkout: a parent route that needs a registered user (shell-and-account.md §2, §6) with
 * child steps; every step is noindex with the slim header and footer, the confirmation restores
 * the full ones (decision 0115). Handles are static so the shell reads them before a chunk loads.
 */
function checkoutRoute(services: Services, basename: string, ids: ReturnType<typeof routeIds>): RouteObject {
  const registered: GuardedRoute = { requiresRegistered: true };
  const slim: RouteHandle = { layout: 'slim', noindex: true, pageType: 'checkout', sessionData: true };
  const step = (module: string, load: Load) => ({ ...ids.of(module), HydrateFallback, lazy: lazyRoute(services, load, true) });
  return {
    path: 'checkout',
    handle: { ...slim, guard: registered } satisfies RouteHandle & GuardHandle,
    ...ids.of('features/checkout/checkout.route'),
    HydrateFallback,
    lazy: guardedLazyRoute(services, registered, basename, () => import('../features/checkout/checkout.route')),
    children: [
      { index: true, handle: slim, ...step('features/checkout/checkout-index.route', () => import('../features/checkout/checkout-index.route')) },
      { path: 'shipping-address', handle: slim, ...step('features/checkout/shipping-address.route', () => import('../features/checkout/shipping-address.route')) },
      { path: 'shipping-delivery', handle: slim, ...step('features/checkout/shipping-delivery.route', () => import('../features/checkout/shipping-delivery.route')) },
      { path: 'payment', handle: slim, ...step('features/checkout/payment.route', () => import('../features/checkout/payment.route')) },
      { path: 'confirmation', handle: { layout: 'full', slimForCallCenter: true, noindex: true, pageType: 'checkout', sessionData: true } satisfies RouteHandle, ...step('features/checkout/confirmation.route', () => import('../features/checkout/confirmation.route')) },
    ],
  };
}

/** The sub-brand home's module (decision 0344), one import for the routes of both sub-brands. */
const subBrandHome: Load = () => import('../features/sub-brand/sub-brand-home.route');

/** The modal stack's view, loaded on first render (decision 0142). */
const ModalStackView = lazy(async () => ({ default: (await import('../features/modals/modal-stack-view')).ModalStackView }));

/**
 * While the first route loads (react-router's HydrateFallback): the loading page, plus the modal
 * stack, so the access guard's login can show on a direct load of a guarded page.
 */
function InitialLoadFallback() {
  return (
    <>
      <HydrateFallback />
      <Suspense fallback={null}>
        <ModalStackView />
      </Suspense>
    </>
  );
}

/**
 * The one route table (shell-and-account.md §2 "Client routes"), mounted under the site's context
 * path (`basename`, '' for the default site).
 */
export function appRoutes(services: Services, basename = '', hydrationData?: HydrationState['loaderData']): RouteObject[] {
  const ids = routeIds();
  const route = (module: string, load: Load) => {
    const { id } = ids.of(module);
    return { id, lazy: lazyRoute(services, load, false, basename, hydrationData && (() => hydrationData[id])) };
  };
  /** A route whose data depends on the session (decision 0152): server-rendered as its loading state. */
  const sessionRoute = (module: string, load: Load) => ({ ...ids.of(module), HydrateFallback, lazy: lazyRoute(services, load, true, basename) });
  /** A route that needs authorization (or what `guard` says), with its static handle; its data is the session's. */
  const guarded = (path: string, guard: GuardedRoute, module: string, load: Load, handle: RouteHandle = {}): RouteObject => ({
    path,
    ...ids.of(module),
    HydrateFallback,
    handle: { ...handle, sessionData: true, guard } satisfies RouteHandle & GuardHandle,
    lazy: guardedLazyRoute(services, guard, basename, load),
  });
  const authorized: GuardedRoute = { requiresAuthorization: true };
  return [
    {
      id: 'root',
      element: <AppShell />,
      // The header promo from the content API (decision 0301): loaded once per page load, server-rendered.
      // Its module loads on first use: in the browser the server's data is used, so it stays off the initial JS.
      loader: whenReady(services, () => async (args) => (await import('../features/shell/global-promo.loader')).makeShellLoader(services)(args)),
      shouldRevalidate: () => false,
      errorElement: <RouteError />,
      HydrateFallback: InitialLoadFallback,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, ...route('features/home/home.route', () => import('../features/home/home.route')) },
            { path: 'login', handle: { hideAccountMenu: true } satisfies GuardHandle, ...route('features/identity/login.route', () => import('../features/identity/login.route')) },
            { path: 'password/reset', ...route('features/identity/password-reset.route', () => import('../features/identity/password-reset.route')) },
            guarded('account', authorized, 'features/account/account-index.route', () => import('../features/account/account-index.route')),
            guarded('account/dashboard', authorized, 'features/account/dashboard.route', () => import('../features/account/dashboard.route')),
            guarded('account/membership', authorized, 'features/account/membership.route', () => import('../features/account/membership.route'), { noindex: true }),
            guarded('account/address', authorized, 'features/account/address.route', () => import('../features/account/address.route')),
            guarded('account/payments', authorized, 'features/account/payments.route', () => import('../features/account/payments.route')),
            guarded('account/account-settings', authorized, 'features/account/account-settings.route', () => import('../features/account/account-settings.route')),
            guarded('account/hearted-products', authorized, 'features/account/hearted-products.route', () => import('../features/account/hearted-products.route')),
            // The loyalty page (decision 0202).
            guarded('account/loyalty', authorized, 'features/loyalty/loyalty.route', () => import('../features/loyalty/loyalty.route')),
            // The delivery pass (shell-and-account.md §2; decision 0261): enrollment needs authorization and is noindex; the details invite a non-member.
            guarded('delivery-pass-enrollment', authorized, 'features/delivery-pass/delivery-pass-enrollment.route', () => import('../features/delivery-pass/delivery-pass-enrollment.route'), { noindex: true }),
            // The call-centre agent's page (decisions 0370, 0373): signed in, slim header with the call-centre notice.
            guarded('agent/customers', { requiresRegistered: true }, 'features/agent/agent-customers.route', () => import('../features/agent/agent-customers.route'), { layout: 'slim', noindex: true }),
            { path: 'delivery-pass-details', handle: { sessionData: true } satisfies RouteHandle, ...sessionRoute('features/delivery-pass/delivery-pass-details.route', () => import('../features/delivery-pass/delivery-pass-details.route')) },
            guarded('orders', authorized, 'features/orders/orders.route', () => import('../features/orders/orders.route')),
            guarded('order/:id', { requiresAuthorization: true, customerZipCodeBypass: true }, 'features/orders/order-details.route', () => import('../features/orders/order-details.route')),
            // Order inquiry as a page (the #order-inquiry modal's form) and an order's payments (decisions 0265, 0267).
            { path: 'order-inquiry', handle: { noindex: true } satisfies RouteHandle, ...route('features/orders/order-inquiry.route', () => import('../features/orders/order-inquiry.route')) },
            guarded('order-payments', { requiresAuthorization: true, customerZipCodeBypass: true, downgradePath: '/order-inquiry' }, 'features/orders/order-payments.route', () => import('../features/orders/order-payments.route'), { noindex: true }),
            { path: 'order-tracking', handle: { noindex: true, sessionData: true } satisfies RouteHandle, ...sessionRoute('features/orders/order-tracking.route', () => import('../features/orders/order-tracking.route')) },
            { path: 'mock-order/:mockId', handle: { noindex: true, sessionData: true } satisfies RouteHandle, ...sessionRoute('features/orders/mock-order.route', () => import('../features/orders/mock-order.route')) },
            checkoutRoute(services, basename, ids),
            // Returns and claims (decisions 0191, 0194): the flows' machines ask for a sign-in themselves (guest continue disabled; customerZipCode on claims).
            { path: 'returns/:step?', handle: { noindex: true, sessionData: true } satisfies RouteHandle, ...sessionRoute('features/aftercare/returns.route', () => import('../features/aftercare/returns.route')) },
            { path: 'claims/:step?', handle: { noindex: true, sessionData: true } satisfies RouteHandle, ...sessionRoute('features/aftercare/claims.route', () => import('../features/aftercare/claims.route')) },
            // Gift registry (shopping.md §2 registry routes; shell-and-account.md §2; decision 0230)
            guarded('registry/account', authorized, 'features/registry/registry-account.route', () => import('../features/registry/registry-account.route')),
            guarded('registry/account/edit', authorized, 'features/registry/registry-edit.route', () => import('../features/registry/registry-edit.route')),
            guarded('registry/account/listing', authorized, 'features/registry/registry-manage.route', () => import('../features/registry/registry-manage.route')),
            guarded('registry/account/create', authorized, 'features/registry/registry-create.route', () => import('../features/registry/registry-create.route')),
            { path: 'registry/search', ...route('features/registry/registry-search.route', () => import('../features/registry/registry-search.route')) },
            { path: 'registry/listing', handle: { sessionData: true } satisfies RouteHandle, ...sessionRoute('features/registry/registry-listing.route', () => import('../features/registry/registry-listing.route')) },
            // Product kinds, favorites (decisions 0220, 0221): bundle page, hybrid (noindex), shared wishlist.
            { path: 'shop/bundle/:slug', ...route('features/bundle/bundle.route', () => import('../features/bundle/bundle.route')) },
            // Style pages: shop-the-look sets (shopping.md §2; decision 0270).
            { path: 'shop/style/:id', ...route('features/style/style.route', () => import('../features/style/style.route')) },
            { path: 'shop/hybrid/:slug', handle: { layout: 'full', pageType: 'pdp', noindex: true } satisfies RouteHandle, ...route('features/product/product.route', () => import('../features/product/product.route')) },
            { path: 'wishlist/:id', ...route('features/wishlist/shared-wishlist.route', () => import('../features/wishlist/shared-wishlist.route')) },
            { path: 'shop/mto/:slug', ...route('features/product/product.route', () => import('../features/product/product.route')) },
            { path: 'shop/:slug', ...route('features/product/product.route', () => import('../features/product/product.route')) },
            { path: 'cart', handle: { layout: 'full', noindex: true, pageType: 'cart', sessionData: true } satisfies RouteHandle, ...sessionRoute('features/cart/cart.route', () => import('../features/cart/cart.route')) },
            { path: 'search', ...route('features/search/search.route', () => import('../features/search/search.route')) },
            { path: 'wishlist', handle: { layout: 'full', sessionData: true } satisfies RouteHandle, ...sessionRoute('features/wishlist/wishlist.route', () => import('../features/wishlist/wishlist.route')) },
            // Brands, sellers and help pages (shopping.md §2; decisions 0212, 0213)
            { path: 'brands', ...route('features/brands/brands.route', () => import('../features/brands/brands.route')) },
            { path: 'brands/:slug', ...route('features/brands/brand.route', () => import('../features/brands/brand.route')) },
            { path: 'sellers', ...route('features/brands/sellers.route', () => import('../features/brands/sellers.route')) },
            { path: 'sellers/:slug', ...route('features/brands/seller.route', () => import('../features/brands/seller.route')) },
            { path: 'help/:slug', ...route('features/help/help.route', () => import('../features/help/help.route')) },
            // Stores and curbside pickup (decisions 0240-0243)
            { path: 'stores', ...route('features/stores/find-store.route', () => import('../features/stores/find-store.route')) },
            { path: 'stores/:id', ...route('features/stores/store.route', () => import('../features/stores/store.route')) },
            { path: 'order-pickup', handle: { noindex: true } satisfies RouteHandle, ...route('features/stores/order-pickup.route', () => import('../features/stores/order-pickup.route')) },
            // Sub-brand homes (shopping.md §1; decision 0344): the not-found page on sites where the sub-brand is not enabled.
            ...['anthroliving', 'fpmovement'].map((path) => ({ path, ...route('features/sub-brand/sub-brand-home.route', subBrandHome) })),
            { path: ':slug', ...route('features/category/category.route', () => import('../features/category/category.route')) },
            { path: '*', ...route('features/not-found/not-found.route', () => import('../features/not-found/not-found.route')) },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser router for a page load. On a server-rendered page (decision 0150) the routes the
 * server matched (`serverMatches`, their ids root first) are loaded first, so the first render
 * matches the server's HTML; the router then picks the server's loader data up from
 * `window.__staticRouterHydrationData` and runs no loader that already ran. Without server data
 * (static hosting) the client loaders run as usual. The router is made in a task of its own: it
 * flattens and ranks the whole route table (decision 0468).
 */
export async function createAppRouter(services: Services, basename: string, serverMatches?: readonly string[]) {
  const routes = appRoutes(services, basename, serverMatches ? (window.__staticRouterHydrationData?.loaderData ?? {}) : undefined);
  if (serverMatches) {
    await resolveLazyRoutes(routes, serverMatches);
    await nextTask();
  }
  return createBrowserRouter(routes, { basename });
}

/**
 * Loads the lazy modules of the routes with the given ids and merges them into the route objects
 * (react-router's SSR + lazy recipe). The ids are the server's matches, so the route table is not
 * flattened and matched a second time (decision 0468). Resolves when every module has loaded;
 * rejects with a module's load error.
 */
export async function resolveLazyRoutes(routes: RouteObject[], ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  const found: RouteObject[] = [];
  const visit = (list: readonly RouteObject[]) => {
    for (const route of list) {
      if (route.id !== undefined && wanted.has(route.id)) found.push(route);
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(
    found.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      // Static properties win over the lazy ones, as react-router merges them.
      for (const [key, value] of Object.entries(resolved)) if ((route as Record<string, unknown>)[key] === undefined) (route as Record<string, unknown>)[key] = value;
      route.lazy = undefined;
    }),
  );
}
