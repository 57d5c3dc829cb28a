import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { GuardedRoute } from '@vitrine/core';

/** The handle of a guarded route (declared statically in the route table, since lazy routes have no handle until loaded). */
export interface GuardHandle {
  readonly guard?: GuardedRoute;
  /** `/login` hides the account menu (shell-and-account.md §2). */
  readonly hideAccountMenu?: boolean;
}

/** The last answer of {@link guardOfPath}: a query-only navigation (a PDP selection) asks again for the same path. */
let last: { routes: readonly RouteObject[]; pathname: string; guard: GuardedRoute | null } | null = null;

/**
 * What the deepest matching route of `pathname` (an app path) requires, or null when nothing.
 * Matching flattens and ranks the whole route table, so the last answer is kept and reused for the
 * same table and path.
 */
export function guardOfPath(routes: readonly RouteObject[], pathname: string): GuardedRoute | null {
  if (last && last.routes === routes && last.pathname === pathname) return last.guard;
  const matches = matchRoutes([...routes], pathname) ?? [];
  let guard: GuardedRoute | null = null;
  for (let i = matches.length - 1; i >= 0 && !guard; i -= 1) guard = (matches[i]!.route.handle as GuardHandle | undefined)?.guard ?? null;
  last = { routes, pathname, guard };
  return guard;
}

/** A query string as a record (the last value of a repeated name wins). */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
