import type { CookieJar } from '../../platform/cookie-jar.port.js';
import type { ProfileGateway } from '../../identity/ports/profile-gateway.port.js';
import { isPrivacyOptedOut, optOutLocationsToSync, PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S } from '../domain/privacy.js';

/**
 * Use cases of the privacy opt-out (shell-and-account.md §4 "Privacy opt-out: the state is true
 * when the site's country has privacy locations and an opt-out exists. For logged-in users the
 * opt-out regions sync to the profile", §7 PATCH /profile/v1/{siteId}/me/preferences add operations
 * on /global/privacyOptOutLocations, §9 "Privacy opt-out cookie expiry 1 year"; decisions 0034,
 * 0184). The browser keeps the opted-out location codes in the first-party cookie
 * {@link PRIVACY_OPT_OUT_COOKIE} (comma-separated, one year).
 */

/** The opt-out cookie: location codes opted out in this browser ('US-CA,US-CO'). */
export const PRIVACY_OPT_OUT_COOKIE = 'vitrine_privacy_opt_out';

/** The ports the use cases call: the cookie jar, and the profile for a signed-in customer. */
export interface PrivacyOptOutPorts {
  readonly cookies: Pick<CookieJar, 'get' | 'set'>;
  readonly profiles: Pick<ProfileGateway, 'patchPreferences'>;
}

/** The location codes in the opt-out cookie (trimmed, empty parts dropped). */
export function optOutLocationsOfCookie(cookies: Pick<CookieJar, 'get'>): string[] {
  return (cookies.get(PRIVACY_OPT_OUT_COOKIE) ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Where the opt-out stands: the country's privacy locations, those opted out (cookie and profile), and the state. */
export interface PrivacyOptOutState {
  /** The site country's privacy locations; none means no opt-out control is offered. */
  readonly privacyLocations: readonly string[];
  /** The union of the cookie's and the profile's opted-out locations. */
  readonly optOutLocations: readonly string[];
  /** isPrivacyOptedOut(privacyLocations, optOutLocations). */
  readonly optedOut: boolean;
}

/**
 * The opt-out state of a customer whose profile lists `profile.privacyLocations` and
 * `profile.privacyOptOutLocations`, merged with this browser's cookie; when the cookie holds
 * locations the profile lacks, they are synced to it first (PATCH add on
 * /global/privacyOptOutLocations; optOutLocationsToSync). Rejects with what patchPreferences throws.
 */
export async function syncPrivacyOptOut(ports: PrivacyOptOutPorts, profile: { readonly privacyLocations: readonly string[]; readonly privacyOptOutLocations: readonly string[] }): Promise<PrivacyOptOutState> {
  const local = optOutLocationsOfCookie(ports.cookies);
  const missing = optOutLocationsToSync(profile.privacyOptOutLocations, local);
  if (missing.length > 0) await ports.profiles.patchPreferences([{ op: 'add', path: '/global/privacyOptOutLocations', value: missing }]);
  const all = [...profile.privacyOptOutLocations, ...missing];
  return { privacyLocations: profile.privacyLocations, optOutLocations: all, optedOut: isPrivacyOptedOut(profile.privacyLocations, all) };
}

/**
 * Opts out of data sharing in every privacy location of the site's country: writes them to the
 * cookie (kept with any it held, one year) and, for a signed-in customer (`signedIn`), adds the ones
 * the profile lacks with a PATCH add operation on /global/privacyOptOutLocations. Resolves with the
 * new state (optedOut true when the country has privacy locations). The cookie is written before
 * the call, so a failed sync (the promise rejects with what patchPreferences throws) still leaves
 * the browser opted out.
 */
export async function optOutOfDataSharing(
  ports: PrivacyOptOutPorts,
  input: { readonly privacyLocations: readonly string[]; readonly profileOptOutLocations: readonly string[]; readonly signedIn: boolean },
): Promise<PrivacyOptOutState> {
  const local = optOutLocationsOfCookie(ports.cookies);
  const cookieValue = [...local, ...optOutLocationsToSync(local, input.privacyLocations)];
  ports.cookies.set(PRIVACY_OPT_OUT_COOKIE, cookieValue.join(','), { maxAgeSeconds: PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S });
  const missing = input.signedIn ? optOutLocationsToSync(input.profileOptOutLocations, cookieValue) : [];
  if (missing.length > 0) await ports.profiles.patchPreferences([{ op: 'add', path: '/global/privacyOptOutLocations', value: missing }]);
  const all = [...input.profileOptOutLocations, ...optOutLocationsToSync(input.profileOptOutLocations, cookieValue)];
  return { privacyLocations: input.privacyLocations, optOutLocations: all, optedOut: isPrivacyOptedOut(input.privacyLocations, all) };
}
