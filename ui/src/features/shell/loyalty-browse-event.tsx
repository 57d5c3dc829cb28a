import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { CookieJar, LOYALTY_BROWSE_COOKIE_MAX_AGE, LoyaltyGateway, routeFinishEffects } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSessionView } from '../identity';

/** The loyalty browse cookie (shell-and-account.md §3 "loyalty flags", §9 max-age 864000000; decision 0202). */
export const LOYALTY_BROWSE_COOKIE = 'vitrine_loyalty_browse';

/**
 * The loyalty browse event (shell-and-account.md §4 "Route finish"; core's routeFinishEffects):
 * when a navigation finishes and the session has a token, POST …/me/loyalty/events with
 * events.crosschannel_browse_event once — not again in this page's life, and never while the
 * cookie is 'true'; an accepted event sets the cookie to 'true' (max-age 864000000 s). A failed
 * call is left for the next route finish. Renders nothing.
 */
export function LoyaltyBrowseEvent() {
  const services = useServices();
  const location = useLocation();
  const idle = useNavigation().state === 'idle';
  const { scope } = useSessionView();
  const sent = useRef(false);
  const sending = useRef(false);
  useEffect(() => {
    if (!idle || scope === null || sending.current || !services.has(LoyaltyGateway) || !services.has(CookieJar)) return;
    const jar = services.get(CookieJar);
    const effects = routeFinishEffects({ authEventHappened: false, loyaltyBrowseCookie: jar.get(LOYALTY_BROWSE_COOKIE), loyaltyBrowseSent: sent.current });
    if (!effects.sendLoyaltyBrowseEvent) return;
    sending.current = true;
    void services
      .get(LoyaltyGateway)
      .sendBrowseEvent(location.pathname + location.search)
      .then((result) => {
        if (!result.ok) return;
        sent.current = true;
        jar.set(LOYALTY_BROWSE_COOKIE, 'true', { maxAgeSeconds: LOYALTY_BROWSE_COOKIE_MAX_AGE, path: '/' });
      })
      .finally(() => {
        sending.current = false;
      });
  }, [services, location.pathname, location.search, idle, scope]);
  return null;
}
