import { useCallback, type MouseEvent } from 'react';
import { chooseSite, CookieJar, isLoggedIn, Logger, ProfileGateway, type SiteChoiceProfiles, type SiteContext } from '@vitrine/core';
import { loadPageOf } from '../../shared/load-page';
import { useServices } from '../../shared/service-context';
import { servicesReady, type Services } from '../../shared/services';
import { useSite } from '../../shared/site-context';
import { accessGuardOf } from '../identity';

/** The longest a site choice waits for the preferences before it loads the chosen site anyway (ms; decision 0343). */
export const SITE_CHOICE_WAIT_MS = 3000;

/** The profile gateway when the shopper is signed in (REGISTERED or AUTHORIZED), once the container is there; else null. */
async function signedInProfiles(services: Services): Promise<SiteChoiceProfiles | null> {
  const ready = await servicesReady(services);
  const scope = accessGuardOf(ready)?.scope() ?? null;
  return isLoggedIn(scope) && ready.has(ProfileGateway) ? ready.get(ProfileGateway) : null;
}

/**
 * A click on a link to another site (site select, the site-switch banner's way back; decision 0343):
 * a plain click runs core's chooseSite — the site currency preference cookie (15552000 s,
 * shopping.md §9), country, language and the site switch, then a signed-in customer's global
 * preferences (shell-and-account.md §4, §7) — and loads the link's page once that is done or after
 * {@link SITE_CHOICE_WAIT_MS}. A click with a modifier or another button (a new tab) is left to the
 * browser. Returns the click handler for a link to `to`.
 */
export function useChooseSite(): (to: SiteContext) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const services = useServices();
  const from = useSite();
  return useCallback(
    (to: SiteContext) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const href = event.currentTarget.href;
      const chosen = chooseSite({ cookies: services.get(CookieJar), signedInProfiles: () => signedInProfiles(services), logger: services.get(Logger) }, from, to);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SITE_CHOICE_WAIT_MS);
      });
      void Promise.race([chosen, waited]).then(() => {
        clearTimeout(timer);
        loadPageOf(services)(href);
      });
    },
    [services, from],
  );
}

/**
 * Staying on the current site when the banner offered the shopper's chosen one (decision 0303): the
 * current site becomes the choice — core's chooseSite from and to this site writes its language,
 * country and site currency preference cookies (15552000 s, shopping.md §9), removes a switch
 * cookie, and brings a signed-in customer's global preferences in line (shell-and-account.md §4,
 * §7). Returns the action; its promise never rejects (chooseSite logs a failed sync).
 */
export function useStayOnSite(): () => Promise<void> {
  const services = useServices();
  const site = useSite();
  return useCallback(async () => {
    await chooseSite({ cookies: services.get(CookieJar), signedInProfiles: () => signedInProfiles(services), logger: services.get(Logger) }, site, site);
  }, [services, site]);
}
