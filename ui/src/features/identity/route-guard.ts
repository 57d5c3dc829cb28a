import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { GuardedRoute } from '@vitrine/core';

/** The handle of a guarded route (declared statically in the route table, since lazy routes have no handle until loaded). */
export interface GuardHandle {
  readonly guard?: GuardedRoute;
  /** `/login` hides the account menu (shell-and-account.md §2). */
  readonly hideAccountMenu?: boolean;
}

/** What the deepest matching route of `pathname` (an app path) requires, or null when nothing. */
export function guardOfPath(routes: readonly RouteObject[], pathname: string): GuardedRoute | null {
  const matches = matchRoutes([...routes], pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const guard = (matches[i]!.route.handle as GuardHandle | undefined)?.guard;
    if (guard) return guard;
  }
  return null;
}

/** A query string as a record (the last value of a repeated name wins). */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
