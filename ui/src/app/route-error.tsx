import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '@vitrine/core';
import { NotFoundView } from '../features/not-found/not-found-view';
import { ChunkLoadFailure } from './chunk-load-failure';

/**
 * Shown when a route's data fetch or render fails (shell-and-account.md §8): a 404 response shows
 * the not-found page; a route chunk that failed after its retries the chunk-load message with its
 * reload offer (decision 0441); anything else is logged and offers a retry.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  // Already reported by the retrying import (chunk-retry.ts).
  if (error instanceof ChunkLoadError) return <ChunkLoadFailure kind={error.kind} />;
  console.error('Route error', error);
  return (
    <div className="page" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>We could not load this page. Please try again.</Trans>
      </p>
      <p>
        {/* A full document load of the same page (no `window` on the server). */}
        <Link reloadDocument to={`${location.pathname}${location.search}`}>
          <Trans>Try again</Trans>
        </Link>{' '}
        · <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}
