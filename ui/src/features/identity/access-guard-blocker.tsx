import { useCallback, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';
import { CookieJar, decideRouteAccess, isWebview } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { accessGuardOf } from './access-guard-runtime';
import { guardRedirectPath } from './guarded-loader';
import { guardOfPath, queryOf } from './route-guard';

/** An app path from a router location path: the site's context path (basename) taken off. */
export function stripBasename(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  return pathname.toLowerCase().startsWith(basename.toLowerCase()) ? pathname.slice(basename.length) || '/' : pathname;
}

/**
 * The access guard for client-side navigations (shell-and-account.md §4 "Access guard"; decision
 * 0087): a react-router blocker stops a navigation to a route the shopper may not enter yet (core's
 * `decideRouteAccess`), the access guard machine opens the login modal, and then the navigation
 * proceeds (success), is reset (still unauthorized: the page the shopper was on stays exactly as
 * it was), or goes to the downgrade path with `downgradeRedirectPath=true`. Renders nothing.
 */
export function AccessGuardBlocker() {
  const services = useServices();
  const guard = accessGuardOf(services);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const routes = dataRouter?.router.routes;
  const basename = dataRouter?.basename ?? '/';
  const navigate = useNavigate();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (!guard || !routes) return false;
      if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) return false;
      const route = guardOfPath(routes, nextLocation.pathname);
      if (!route) return false;
      const query = queryOf(nextLocation.search);
      return decideRouteAccess(route, { scope: guard.scope(), query, webview: isWebview(query, services.has(CookieJar) ? services.get(CookieJar) : null) }).kind !== 'proceed';
    },
    [guard, routes, services],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked' || !guard || !routes) return;
    const next = blocker.location;
    const pathname = stripBasename(next.pathname, basename);
    const route = guardOfPath(routes, pathname);
    if (!route) return blocker.proceed();
    const appPath = pathname + next.search;
    let live = true;
    void guard.check({ to: `blocked:${appPath}`, route, query: queryOf(next.search) }).then((result) => {
      if (!live) return;
      if (result.kind === 'proceed') return blocker.proceed();
      blocker.reset();
      if (result.kind !== 'cancel') navigate(guardRedirectPath(result, appPath));
    });
    return () => {
      live = false;
    };
  }, [blocker, guard, routes, basename, navigate]);

  return null;
}
