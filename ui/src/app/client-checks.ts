import {
  COOKIE_SIZE_LIMIT,
  COOKIE_WARNING_TTL_MINUTES,
  defaultClientUserState,
  deviceInfoOf,
  FIRST_PARTY_COOKIE_PREFIX,
  formatDeviceInfo,
  oversizedCookiesToLog,
  parseDeviceInfo,
  recordDeviceInfoOnce,
  type CookieJar,
  type DeviceInfo,
  type KeyValueStore,
  type Logger,
} from '@vitrine/core';
import { detectDevice } from '@vitrine/adapters';

/**
 * Checks the browser runs once per page load, when idle after the first paint (a chunk of its own;
 * decision 0444): oversized cookies (shell-and-account.md §8, §9), the device info (§4) and the
 * client user state (§8).
 */

/** The cookie remembering when oversized cookies were last logged (epoch ms); it lasts COOKIE_WARNING_TTL_MINUTES (§9). */
export const COOKIE_WARNING_COOKIE = 'vitrine_cookie_warning';
/** Where the device info is recorded ('web|ios|mobile'), for a year. */
export const DEVICE_INFO_KEY = 'vitrine.deviceInfo';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Logs (warn 'Oversized cookies' with their names and the 500-character limit) the cookies without
 * the product prefix whose name=value is over 500 characters, at most once a week: the warning
 * cookie holds when it was last logged (epoch ms, `now`) for 10 080 minutes. Returns the names
 * logged (empty when nothing is due).
 */
export function logOversizedCookies(jar: CookieJar, logger: Logger, now: number): string[] {
  const last = Number(jar.get(COOKIE_WARNING_COOKIE) ?? Number.NaN);
  const cookies = Object.entries(jar.getAll()).map(([name, value]) => ({ name, value }));
  const names = oversizedCookiesToLog(cookies, FIRST_PARTY_COOKIE_PREFIX, Number.isFinite(last) ? last : null, now);
  if (names.length === 0) return names;
  logger.warn('Oversized cookies', { names, limit: COOKIE_SIZE_LIMIT });
  jar.set(COOKIE_WARNING_COOKIE, String(now), { maxAgeSeconds: COOKIE_WARNING_TTL_MINUTES * 60 });
  return names;
}

/**
 * The device info, recorded once (§4): an earlier record in `store` is kept, else the one detected
 * from `userAgent` and `maxTouchPoints` is stored ('web|ios|mobile', a year). Returns the record.
 */
export function recordDeviceInfo(store: KeyValueStore, userAgent: string, maxTouchPoints: number): DeviceInfo {
  const stored = store.get<string>(DEVICE_INFO_KEY);
  const info = recordDeviceInfoOnce(stored === undefined ? null : parseDeviceInfo(stored), deviceInfoOf(detectDevice(userAgent, maxTouchPoints)));
  if (stored === undefined) store.set(DEVICE_INFO_KEY, formatDeviceInfo(info), YEAR_MS);
  return info;
}

/**
 * The client user state (§8): the server's page state (`__VITRINE_SSR__`) when the page has one;
 * when it is missing (a page the client rendered itself) it is logged (warn 'Missing client user
 * state') and defaults are built from `pathname`: mobile device true, the context path from the URL.
 * Returns null when the state is there, else the defaults.
 */
export function clientUserStateDefaults(state: unknown, pathname: string, logger: Logger): ReturnType<typeof defaultClientUserState> | null {
  if (state) return null;
  const defaults = defaultClientUserState(pathname);
  logger.warn('Missing client user state', { defaults });
  return defaults;
}

/** What {@link runClientChecks} reads from the page. */
export interface ClientCheckInput {
  /** The server's page state (`window.__VITRINE_SSR__`), undefined on a page the client rendered. */
  readonly state: unknown;
  readonly pathname: string;
  readonly userAgent: string;
  readonly maxTouchPoints: number;
}

/** Runs the three checks with the page's first-paint ports (CookieJar, Logger, Clock, KeyValueStore). */
export function runClientChecks(ports: { readonly jar: CookieJar; readonly logger: Logger; readonly now: number; readonly store: KeyValueStore }, input: ClientCheckInput): void {
  logOversizedCookies(ports.jar, ports.logger, ports.now);
  recordDeviceInfo(ports.store, input.userAgent, input.maxTouchPoints);
  clientUserStateDefaults(input.state, input.pathname, ports.logger);
}
