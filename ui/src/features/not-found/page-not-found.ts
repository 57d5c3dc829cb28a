import { data, redirect, type LoaderFunction } from 'react-router-dom';
import { pageNotFoundStep, redirectOutcome, StorefrontPagesGateway } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** True for what a loader throws for a 404: `data(…, { status: 404 })` or a 404 Response. */
function isNotFound(thrown: unknown): boolean {
  if (thrown instanceof Response) return thrown.status === 404;
  const init = (thrown as { type?: string; init?: ResponseInit | null } | null)?.init;
  return (thrown as { type?: string } | null)?.type === 'DataWithResponseInit' && init?.status === 404;
}

/** The path of `url` inside the site (without the context path `basename`). */
function sitePath(url: URL, basename: string): string {
  const path = url.pathname;
  if (!basename || basename === '/') return path;
  return path === basename ? '/' : path.startsWith(`${basename}/`) ? path.slice(basename.length) : path;
}

/**
 * A page 404 (shopping.md §8 "404 on a page"; decision 0214), wrapped around a route's loader:
 * when the loader throws a 404, core's pageNotFoundStep decides — home (a redirect to '/') after a
 * site switch or for a decommissioned flag; else the redirect lookup (POST
 * /catalog/v0/{siteId}/redirects/searches) and, when the path has moved, a redirect with the
 * lookup's status (301/302) and `redirect_status` added — on the server a real HTTP redirect; a
 * redirect loop is an error (508); else the 404 goes on (the not-found page). Other results and
 * errors pass through untouched; a failed lookup keeps the 404.
 */
export function withPageNotFound(services: Services, basename: string, loader: LoaderFunction): LoaderFunction {
  return async (args, handlerCtx) => {
    try {
      return await loader(args, handlerCtx);
    } catch (thrown) {
      if (!isNotFound(thrown)) throw thrown;
      const url = new URL(args.request.url);
      const step = pageNotFoundStep(sitePath(url, basename), url.searchParams);
      if (step.kind === 'home') throw redirect('/');
      if (step.kind === 'not-found' || !services.has(StorefrontPagesGateway)) throw thrown;
      let found;
      try {
        found = await services.get(StorefrontPagesGateway).findRedirect(step.requestPath);
      } catch {
        throw thrown;
      }
      if (!found.ok) throw thrown;
      const outcome = redirectOutcome(step.requestPath, found.value);
      if (outcome.kind === 'loop') throw data({ message: `Redirect loop at ${step.requestPath}` }, { status: 508 });
      throw redirect(outcome.location, outcome.status);
    }
  };
}

/** Loader of the catch-all route: every unknown path is a page 404 (then {@link withPageNotFound} runs). */
export function notFoundLoader(): LoaderFunction {
  return () => {
    throw data(null, { status: 404 });
  };
}
