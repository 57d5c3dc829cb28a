import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { GuardedRoute } from '@vitrine/core';
import type { Services } from '../shared/services';
import { guardedLoader } from '../features/identity/guarded-loader';
import type { GuardHandle } from '../features/identity/route-guard';
import { AppShell } from './app-shell';
import { HydrateFallback } from './hydrate-fallback';
import { RouteError } from './route-error';
import type { RouteHandle, RouteModule } from '../shared/route-module';

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
 * A guarded route's lazy module (shell-and-account.md §4 "Access guard"): the module's loader runs
 * after the access guard let the navigation through ({@link guardedLoader}). The guard itself is
 * declared statically in the route's handle, so the guard's blocker can read it before the chunk
 * loads; the module's own handle is not used.
 */
function guardedLazyRoute(services: Services, guard: GuardedRoute, basename: string, load: () => Promise<{ default: RouteModule }>): RouteObject['lazy'] {
  return async () => {
    const { default: mod } = await load();
    return { Component: mod.Component, loader: guardedLoader(services, guard, basename, mod.makeLoader?.(services)) };
  };
}

/**
 * The checkout: a parent route that needs a registered user (shell-and-account.md §2, §6) with
 * child steps; every step is noindex with the slim header and footer, the confirmation restores
 * the full ones (decision 0115). Handles are static so the shell reads them before a chunk loads.
 */
function checkoutRoute(services: Services, basename: string): RouteObject {
  const registered: GuardedRoute = { requiresRegistered: true };
  const slim: RouteHandle = { layout: 'slim', noindex: true, pageType: 'checkout' };
  const step = (load: () => Promise<{ default: RouteModule }>) => lazyRoute(services, load);
  return {
    path: 'checkout',
    handle: { ...slim, guard: registered } satisfies RouteHandle & GuardHandle,
    lazy: guardedLazyRoute(services, registered, basename, () => import('../features/checkout/checkout.route')),
    children: [
      { index: true, handle: slim, lazy: step(() => import('../features/checkout/checkout-index.route')) },
      { path: 'shipping-address', handle: slim, lazy: step(() => import('../features/checkout/shipping-address.route')) },
      { path: 'shipping-delivery', handle: slim, lazy: step(() => import('../features/checkout/shipping-delivery.route')) },
      { path: 'payment', handle: slim, lazy: step(() => import('../features/checkout/payment.route')) },
      { path: 'confirmation', handle: { layout: 'full', noindex: true, pageType: 'checkout' } satisfies RouteHandle, lazy: step(() => import('../features/checkout/confirmation.route')) },
    ],
  };
}

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
export function appRoutes(services: Services, basename = ''): RouteObject[] {
  const route = (load: () => Promise<{ default: RouteModule }>) => lazyRoute(services, load);
  /** A route that needs authorization (or what `guard` says), with its static handle. */
  const guarded = (path: string, guard: GuardedRoute, load: () => Promise<{ default: RouteModule }>, handle: RouteHandle = {}): RouteObject => ({
    path,
    handle: { ...handle, guard } satisfies RouteHandle & GuardHandle,
    lazy: guardedLazyRoute(services, guard, basename, load),
  });
  const authorized: GuardedRoute = { requiresAuthorization: true };
  return [
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteError />,
      HydrateFallback: InitialLoadFallback,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: route(() => import('../features/home/home.route')) },
            { path: 'login', handle: { hideAccountMenu: true } satisfies GuardHandle, lazy: route(() => import('../features/identity/login.route')) },
            { path: 'password/reset', lazy: route(() => import('../features/identity/password-reset.route')) },
            guarded('account', authorized, () => import('../features/account/account-index.route')),
            guarded('account/dashboard', authorized, () => import('../features/account/dashboard.route')),
            guarded('account/membership', authorized, () => import('../features/account/membership.route'), { noindex: true }),
            guarded('account/address', authorized, () => import('../features/account/address.route')),
            guarded('account/payments', authorized, () => import('../features/account/payments.route')),
            guarded('account/account-settings', authorized, () => import('../features/account/account-settings.route')),
            guarded('account/hearted-products', authorized, () => import('../features/account/hearted-products.route')),
            guarded('orders', authorized, () => import('../features/orders/orders.route')),
            guarded('order/:id', { requiresAuthorization: true, customerZipCodeBypass: true }, () => import('../features/orders/order-details.route')),
            { path: 'order-tracking', handle: { noindex: true } satisfies RouteHandle, lazy: route(() => import('../features/orders/order-tracking.route')) },
            { path: 'mock-order/:mockId', handle: { noindex: true } satisfies RouteHandle, lazy: route(() => import('../features/orders/mock-order.route')) },
            checkoutRoute(services, basename),
            guarded('registry/account', authorized, () => import('../features/account/registry-account.route')),
            guarded('registry/account/edit', authorized, () => import('../features/account/registry-account.route')),
            guarded('registry/account/listing', authorized, () => import('../features/account/registry-account.route')),
            guarded('registry/account/create', authorized, () => import('../features/account/registry-account.route')),
            guarded('delivery-pass-enrollment', authorized, () => import('../features/account/delivery-pass-enrollment.route'), { noindex: true }),
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
  return createBrowserRouter(appRoutes(services, basename), { basename });
}
