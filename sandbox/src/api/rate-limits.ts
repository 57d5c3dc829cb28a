import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { ApiError, errorResponse } from './api-error.js';

/**
 * Per-connection limits on guessable secrets (passwords, gift card PINs, one-time codes), on top of
 * the per-account lock-out (docs/auth-api.md; decision 0071) and the per-code tries (decision
 * 0180): only refused attempts count, so a shopper who signs in is never slowed; past the limit
 * every attempt from that address answers 429 RATE_LIMITED with `Retry-After` (seconds) and
 * `details.retryAfterSeconds` until the window ends. Sending one-time codes is limited per address
 * too, every send counting (decision 0295). Counts are kept in memory, one store per app
 * (hono-rate-limiter's MemoryStore).
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

/** One-time code checks (phone number and username changes): 10 refused codes per address in 15 minutes (decision 0295). */
export const ONE_TIME_CODE_FAILURES_PER_ADDRESS: FailureLimit = { limit: 10, windowMs: 15 * 60_000 };
/** One-time codes sent (POST /me/verifications): 20 per address in 15 minutes, every send counting (decision 0295). */
export const ONE_TIME_CODE_SENDS_PER_ADDRESS: FailureLimit = { limit: 20, windowMs: 15 * 60_000 };

/** The per-address limits of an app (ApiDeps.addressLimits). */
export interface AddressLimits {
  readonly signIn: FailureLimit;
  readonly giftCardBalance: FailureLimit;
  /** Refused one-time codes (decision 0295). */
  readonly oneTimeCodeChecks: FailureLimit;
  /** One-time codes sent, refused or not (decision 0295). */
  readonly oneTimeCodeSends: FailureLimit;
}

/** The limits the sandbox runs with unless its options say otherwise. */
export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  signIn: SIGN_IN_FAILURES_PER_ADDRESS,
  giftCardBalance: GIFT_CARD_BALANCE_FAILURES_PER_ADDRESS,
  oneTimeCodeChecks: ONE_TIME_CODE_FAILURES_PER_ADDRESS,
  oneTimeCodeSends: ONE_TIME_CODE_SENDS_PER_ADDRESS,
};

/** The client's address from the socket (never from a forwarded header, which anyone can set); 'unknown' without one (in-process requests in tests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A limiter keyed by the client address that answers 429 RATE_LIMITED with `message` past the limit. */
function addressLimiter(limit: FailureLimit, options: { skip: (c: Context) => boolean; failuresOnly: boolean; message: string }): MiddlewareHandler {
  return rateLimiter({
    windowMs: limit.windowMs,
    limit: limit.limit,
    keyGenerator: clientAddress,
    standardHeaders: 'draft-7',
    skipSuccessfulRequests: options.failuresOnly,
    skip: options.skip,
    handler: (c) => {
      const resetTime = (c.get('rateLimit' as never) as { resetTime?: Date } | undefined)?.resetTime;
      const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + limit.windowMs) - Date.now()) / 1000));
      return errorResponse(c, new ApiError(429, 'RATE_LIMITED', options.message, { retryAfterSeconds }));
    },
  });
}

/**
 * A middleware that answers 429 RATE_LIMITED once a client address has `limit` refused answers
 * (status ≥ 400) within `windowMs`. `skip` leaves a request out of the count (e.g. a guest grant on
 * the same path). One middleware is one count: mount the same one on several routes to share it.
 */
export function failureLimiter(limit: FailureLimit, skip: (c: Context) => boolean = () => false): MiddlewareHandler {
  return addressLimiter(limit, { skip, failuresOnly: true, message: 'Too many failed attempts from this connection. Try again later.' });
}

/**
 * A middleware that answers 429 RATE_LIMITED once a client address has made `limit` requests
 * within `windowMs`, answered or refused (one-time codes sent; decision 0295).
 */
export function requestLimiter(limit: FailureLimit): MiddlewareHandler {
  return addressLimiter(limit, { skip: () => false, failuresOnly: false, message: 'Too many requests from this connection. Try again later.' });
}
