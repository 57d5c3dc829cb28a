import { redirect, replace, type LoaderFunction } from 'react-router-dom';
import type { GuardedRoute, GuardResult } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { accessGuardOf } from './access-guard-runtime';

/** The query flag a downgrade success adds to the downgrade path (shell-and-account.md §4 "downgradeRedirectPath"; decision 0087). */
export const DOWNGRADE_REDIRECT_FLAG = 'downgradeRedirectPath';

/** Where a guard result sends the navigation instead of the route (app paths, without the site's context path). */
export function guardRedirectPath(result: Exclude<GuardResult, { kind: 'proceed' }>, returnTo: string): string {
  switch (result.kind) {
    case 'cancel':
      return '/';
    case 'redirect':
      return `${result.path}${result.path.includes('?') ? '&' : '?'}${DOWNGRADE_REDIRECT_FLAG}=true`;
    case 'webview-login':
      return `/login?${new URLSearchParams({ returnTo }).toString()}`;
  }
}

/**
 * The loader of a guarded route (shell-and-account.md §2, §4 "Access guard", §6; decision 0087):
 * asks the app's access guard before the route's own loader. Client-side navigations are stopped
 * earlier by the guard's blocker, so this check mostly serves a direct page load: a guest sees the
 * login modal over the loading page; success runs the route; closing the modal cancels the load
 * and goes home (history replaced); a downgrade success redirects to the downgrade path with
 * `downgradeRedirectPath=true`. `basename` is the site's context path ('' for the default site).
 * Throws (fails closed) when the app has no identity services.
 */
export function guardedLoader(services: Services, route: GuardedRoute, basename: string, inner?: LoaderFunction): LoaderFunction {
  return async (args) => {
    const guard = accessGuardOf(services);
    if (!guard) throw new Error('The access guard needs the identity services (identityModule)');
    const url = new URL(args.request.url);
    const appPath = (basename && url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname) + url.search;
    const result = await guard.check({ to: url.pathname + url.search, route, query: Object.fromEntries(url.searchParams), signal: args.request.signal });
    if (result.kind === 'cancel') throw replace(guardRedirectPath(result, appPath));
    if (result.kind !== 'proceed') throw redirect(guardRedirectPath(result, appPath));
    return inner ? inner(args) : null;
  };
}
