import { data, type LoaderFunction } from 'react-router-dom';
import type { Services } from '../../shared/services';

/** True for what a loader throws for a 404: `data(…, { status: 404 })` or a 404 Response. */
export function isNotFound(thrown: unknown): boolean {
  if (thrown instanceof Response) return thrown.status === 404;
  const value = thrown as { type?: string; init?: ResponseInit | null } | null;
  return value?.type === 'DataWithResponseInit' && value.init?.status === 404;
}

/**
 * Wraps a route's loader with the page-404 handling (shopping.md §8 "404 on a page"; decision
 * 0214): when the loader throws a 404, the handling ({@link handlePageNotFound}, loaded on first
 * use so the shell stays small) redirects home, follows a redirect found for the path, reports a
 * redirect loop, or lets the 404 go on. Anything else passes through untouched.
 */
export function withPageNotFound(services: Services, basename: string, loader: LoaderFunction): LoaderFunction {
  return async (args, handlerCtx) => {
    try {
      return await loader(args, handlerCtx);
    } catch (thrown) {
      if (!isNotFound(thrown)) throw thrown;
      const { handlePageNotFound } = await import('./page-not-found');
      return handlePageNotFound(services, basename, args.request, thrown);
    }
  };
}

/** Loader of the catch-all route: every unknown path is a page 404 (then {@link withPageNotFound} runs). */
export function notFoundLoader(): LoaderFunction {
  return () => {
    throw data(null, { status: 404 });
  };
}
