import { useEffect, useRef } from 'react';
import { CookieJar, isLoggedIn, Logger, optOutLocationsOfCookie, optOutLocationsToSync, PRIVACY_OPT_OUT_COOKIE, PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S, ProfileGateway, syncPrivacyOptOut } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSessionView } from '../identity';

/**
 * The privacy opt-out sync of a signed-in customer (shell-and-account.md §4 "Privacy opt-out … For
 * logged-in users the opt-out regions sync to the profile", §9 cookie expiry 1 year; decision 0433).
 * Once per profile load: the locations of this browser's opt-out cookie (optOutLocationsOfCookie)
 * that the profile lacks are added to it (core's syncPrivacyOptOut: PATCH add on
 * /global/privacyOptOutLocations), and the profile's opt-outs the cookie lacks are written to the
 * cookie ({@link PRIVACY_OPT_OUT_COOKIE}, one year), so the browser stays opted out after sign-out.
 * A failed PATCH is logged (warn) and tried again on the next profile load. Renders nothing.
 */
export function PrivacyOptOutSync() {
  const services = useServices();
  const { scope, profile } = useSessionView();
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || !isLoggedIn(scope) || !services.has(CookieJar) || synced.current === profile.profileId) return;
    synced.current = profile.profileId;
    const cookies = services.get(CookieJar);
    const local = optOutLocationsOfCookie(cookies);
    const toCookie = optOutLocationsToSync(local, profile.privacyOptOutLocations);
    if (toCookie.length > 0) cookies.set(PRIVACY_OPT_OUT_COOKIE, [...local, ...toCookie].join(','), { maxAgeSeconds: PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S });
    if (optOutLocationsToSync(profile.privacyOptOutLocations, local).length === 0) return;
    syncPrivacyOptOut({ cookies, profiles: services.get(ProfileGateway) }, profile).catch((error: unknown) => {
      synced.current = null;
      if (services.has(Logger)) services.get(Logger).warn('Privacy opt-out sync failed', { error: String(error) });
    });
  }, [services, scope, profile]);
  return null;
}
