import { collapseDoubleSlashes } from '@vitrine/core';

/**
 * Double slashes in the URL path are corrected (shell-and-account.md §2; core's
 * collapseDoubleSlashes): '/shop//x' → '/shop/x'. Returns the corrected path, or null when nothing
 * needed correcting.
 */
export function correctDoubleSlashes(pathname: string): string | null {
  const fixed = collapseDoubleSlashes(pathname);
  return fixed === pathname ? null : fixed;
}

/** The router basename for a context path: '' for '/', '/fr-fr' for '/fr-fr/'. */
export function basenameOf(contextPath: string): string {
  return contextPath === '/' ? '' : contextPath.replace(/\/$/, '');
}
