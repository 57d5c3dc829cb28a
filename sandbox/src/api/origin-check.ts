import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, errorResponse } from './api-error.js';

/**
 * Origin checks on state-changing requests (POST, PUT, PATCH, DELETE; decision 0293): a browser
 * request that says it comes from another site is refused with 403 ORIGIN_NOT_ALLOWED before any
 * handler runs. "Says" means `Sec-Fetch-Site` other than same-origin or none (a typed URL), or,
 * without that header, an `Origin` whose host is not the request's own. Requests with neither
 * header (the server renderer's own calls, command-line clients, tests) are not browsers' and pass:
 * cookies alone cannot be sent cross-site by them.
 */
export function originCheck(): MiddlewareHandler {
  return async (c, next) => {
    if (!isStateChanging(c.req.method) || sameSite(c)) return next();
    return errorResponse(c, new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'State-changing requests must come from this storefront'));
  };
}

const isStateChanging = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

function sameSite(c: Context): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(c.req.url).host;
  } catch {
    return false;
  }
}
