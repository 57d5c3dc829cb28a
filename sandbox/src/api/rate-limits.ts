import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { ApiError, errorResponse } from './api-error.js';

/**
 * Per-connection limits on guessable secrets (passwords, gift card PINs), on top of the
 * per-account lock-out (docs/auth-api.md; decision 0071): only refused attempts count, so a
 * shopper who signs in is never slowed; past the limit every attempt from that address answers
 * 429 RATE_LIMITED with `Retry-After` (seconds) and `details.retryAfterSeconds` until the window
 * ends. Counts are kept in memory, one store per app (hono-rate-limiter's MemoryStore).
 */

/** Refused attempts allowed per client address in one window. */
export interface FailureLimit {
  /** Refused attempts allowed in the window. */
  readonly limit: number;
  /** The window, in ms. */
  readonly windowMs: number;
}

/** Sign-in and step-up passwords: 20 refused attempts per address in 15 minutes (a household or office shares an address). */
export const SIGN_IN_FAILURES_PER_ADDRESS: FailureLimit = { limit: 20, windowMs: 15 * 60_000 };
/** Gift card balance checks: 10 refused card number and PIN pairs per address in 15 minutes. */
export const GIFT_CARD_BALANCE_FAILURES_PER_ADDRESS: FailureLimit = { limit: 10, windowMs: 15 * 60_000 };

/** The per-address limits of an app (ApiDeps.addressLimits). */
export interface AddressLimits {
  readonly signIn: FailureLimit;
  readonly giftCardBalance: FailureLimit;
}

/** The limits the sandbox runs with unless its options say otherwise. */
export const DEFAULT_ADDRESS_LIMITS: AddressLimits = { signIn: SIGN_IN_FAILURES_PER_ADDRESS, giftCardBalance: GIFT_CARD_BALANCE_FAILURES_PER_ADDRESS };

/** The client's address from the socket (never from a forwarded header, which anyone can set); 'unknown' without one (in-process requests in tests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A middleware that answers 429 RATE_LIMITED once a client address has `limit` refused answers
 * (status ≥ 400) within `windowMs`. `skip` leaves a request out of the count (e.g. a guest grant on
 * the same path).
 */
export function failureLimiter(limit: FailureLimit, skip: (c: Context) => boolean = () => false): MiddlewareHandler {
  return rateLimiter({
    windowMs: limit.windowMs,
    limit: limit.limit,
    keyGenerator: clientAddress,
    standardHeaders: 'draft-7',
    skipSuccessfulRequests: true,
    skip,
    handler: (c) => {
      const resetTime = (c.get('rateLimit' as never) as { resetTime?: Date } | undefined)?.resetTime;
      const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + limit.windowMs) - Date.now()) / 1000));
      c.header('Retry-After', String(retryAfterSeconds));
      return errorResponse(c, new ApiError(429, 'RATE_LIMITED', 'Too many failed attempts from this connection. Try again later.', { retryAfterSeconds }));
    },
  });
}
