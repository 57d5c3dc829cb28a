/**
 * The identity rules' numbers (docs/auth-api.md; decisions 0071-0073), with the options that
 * change them: `startSandbox({ authorizedTtlMs, mailbox })`, or the environment variable
 * `VITRINE_AUTHORIZED_TTL` (seconds) when no option is given.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Default step-up lifetime: 900 s (docs/auth-api.md). */
export const DEFAULT_AUTHORIZED_TTL_MS = 900_000;

/** Options of the identity routes (all optional). */
export interface IdentityOptions {
  /** How long the AUTHORIZED step-up lasts, ms (default VITRINE_AUTHORIZED_TTL seconds, else 900 000). */
  readonly authorizedTtlMs?: number;
  /** Lifetime of a one-time code, ms (default VITRINE_OTP_TTL seconds, else 600 000). */
  readonly otpTtlMs?: number;
  /** Serve GET /__sandbox/mailbox (default true; startSandbox turns it off on non-loopback hosts without faults). */
  readonly mailbox?: boolean;
  /** Serve POST /__sandbox/tokens/revoke with the fault switch on (default true; startSandbox: only on a loopback host; decision 0289). */
  readonly tokenRevocation?: boolean;
}

export interface IdentitySettings {
  /** Step-up lifetime, ms. */
  readonly authorizedTtlMs: number;
  /** Lifetime of a customer (REGISTERED) token, ms: 30 days. */
  readonly registeredTtlMs: number;
  /** Lifetime of a call-centre token, ms: 8 hours. */
  readonly callCenterTtlMs: number;
  /** How long after expiry a customer token may still be refreshed, ms (= the customer token lifetime). */
  readonly refreshWindowMs: number;
  /** Lock-out: `maxFailures` failed attempts within `windowMs` lock the account for `lockMs`. */
  readonly lockout: { readonly maxFailures: number; readonly windowMs: number; readonly lockMs: number };
  /** Reset links live 30 minutes, ms. */
  readonly resetLinkTtlMs: number;
  /** One-time codes live 10 minutes (option `otpTtlMs`, else `VITRINE_OTP_TTL` seconds), ms (decision 0180). */
  readonly otpTtlMs: number;
  /** Wrong one-time codes allowed before a code is used up: 5. */
  readonly otpMaxAttempts: number;
  /**
   * Codes sent within `windowMs` (15 minutes): at most `perDestination` (5) to one phone number or
   * address, whoever asks, and `perAccount` (10) for one account, wherever they go (decision 0295).
   */
  readonly otpSends: { readonly perDestination: number; readonly perAccount: number; readonly windowMs: number };
  /** The test mailbox endpoint is served. */
  readonly mailbox: boolean;
  /** The test token revocation endpoint is served (with the fault switch on). */
  readonly tokenRevocation: boolean;
}

/** A positive whole number of seconds from the environment variable `name`, in ms; undefined otherwise. */
function secondsFromEnv(name: string): number | undefined {
  const seconds = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

function authorizedTtlFromEnv(): number | undefined {
  const raw = process.env.VITRINE_AUTHORIZED_TTL;
  if (!raw) return undefined;
  const seconds = Number.parseInt(raw, 10);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * Settings from the options: step-up `authorizedTtlMs` (option, else `VITRINE_AUTHORIZED_TTL`
 * seconds, else 900 000 ms), customer tokens 30 days (and refreshable as long again), call-centre
 * tokens 8 hours, lock-out 5 failures in 15 minutes for 15 minutes, reset links 30 minutes,
 * one-time codes 10 minutes with 5 tries, at most 5 sent to one destination and 10 for one account
 * in 15 minutes.
 * Throws RangeError for a step-up lifetime that is not a positive number.
 */
export function identitySettings(options: IdentityOptions = {}): IdentitySettings {
  const authorizedTtlMs = options.authorizedTtlMs ?? authorizedTtlFromEnv() ?? DEFAULT_AUTHORIZED_TTL_MS;
  if (!Number.isFinite(authorizedTtlMs) || authorizedTtlMs <= 0) throw new RangeError(`authorizedTtlMs must be a positive number of ms (got ${authorizedTtlMs})`);
  return {
    authorizedTtlMs,
    registeredTtlMs: 30 * DAY_MS,
    callCenterTtlMs: 8 * HOUR_MS,
    refreshWindowMs: 30 * DAY_MS,
    lockout: { maxFailures: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
    resetLinkTtlMs: 30 * MINUTE_MS,
    otpTtlMs: options.otpTtlMs ?? secondsFromEnv('VITRINE_OTP_TTL') ?? 10 * MINUTE_MS,
    otpMaxAttempts: 5,
    otpSends: { perDestination: 5, perAccount: 10, windowMs: 15 * MINUTE_MS },
    mailbox: options.mailbox ?? true,
    tokenRevocation: options.tokenRevocation ?? true,
  };
}
