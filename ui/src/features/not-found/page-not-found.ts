import { data, redirect } from 'react-router-dom';
import { pageNotFoundStep, redirectOutcome, StorefrontPagesGateway } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** The path of `url` inside the site (without the context path `basename`). */
function sitePath(url: URL, basename: string): string {
  const path = url.pathname;
  if (!basename || basename === '/') return path;
  return path === basename ? '/' : path.startsWith(`${basename}/`) ? path.slice(basename.length) : path;
}

/**
 * A page 404 (shopping.md §8 "404 on a page"; decision 0214) of `request`, whose loader threw
 * `notFound`: core's pageNotFoundStep decides — home (a redirect to '/') after a site switch or for a
 * decommissioned flag; else the redirect lookup (POST /catalog/v0/{siteId}/redirects/searches) and,
 * when the path has moved, a redirect with the lookup's status (301/302) and `redirect_status` added
 * (on the server a real HTTP redirect); a redirect loop is an error (508); else `notFound` is
 * rethrown (the not-found page). A failed lookup keeps the 404. Always throws.
 */
export async function handlePageNotFound(services: Services, basename: string, request: Request, notFound: unknown): Promise<never> {
  const url = new URL(request.url);
  const step = pageNotFoundStep(sitePath(url, basename), url.searchParams);
  if (step.kind === 'home') throw redirect('/');
  if (!services.has(StorefrontPagesGateway)) throw notFound;
  let found;
  try {
    found = await services.get(StorefrontPagesGateway).findRedirect(step.requestPath);
  } catch {
    throw notFound;
  }
  if (!found.ok) throw notFound;
  const outcome = redirectOutcome(step.requestPath, found.value, step.afterRedirect);
  if (outcome.kind === 'loop') throw data({ message: `Redirect loop at ${step.requestPath}` }, { status: 508 });
  throw redirect(outcome.location, outcome.status);
}
