import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { PrivacyLayerSlot } from '../features/privacy';
import { Header } from '../features/shell/header';
import { SkipLink } from '../features/shell/skip-link';
import { SlimHeader } from '../features/shell/slim-header';
import type { RouteHandle } from '../shared/route-module';
import { useServices } from '../shared/service-context';
import { useSite } from '../shared/site-context';
import { ACTING_FOR_COOKIE, CookieJar, headerKind, isWebview, rememberWebview, SITE_PREFERENCE_COOKIES, SITE_SWITCH_COOKIE, SITE_SWITCH_SUPPRESS_COOKIE } from '@vitrine/core';
import { setRoutingError, useRoutingError } from '../shared/routing-error';
import { PageHead } from './page-head';
import { leaveBreadcrumb } from '../shared/error-capture';
import { useHydrated } from '../shared/use-hydrated';

const Footer = lazy(() => import('../features/shell/footer'));
/**
 * The page loader and the toast region show only on app events and navigations, which need the
 * hydrated page: both mount after hydration, off the initial JS (decision 0170).
 */
const PageLoader = lazy(async () => ({ default: (await import('../features/shell/page-loader')).PageLoader }));
const ToastRegion = lazy(async () => ({ default: (await import('../features/shell/toast-region')).ToastRegion }));
/** The loyalty browse event loads beside the first route, off the initial JS (decision 0202). */
/** The modal host loads beside the first route, off the initial JS (decision 0142). */
const ModalHost = lazy(async () => ({ default: (await import('../features/modals/modal-host')).ModalHost }));
/** Email capture and the identity layer load after the first paint with the identity machines (decision 0170). */
const SessionLayer = lazy(() => import('./session-layer'));
/** The call-centre notice reads the session machine: it loads with the slim layout (decision 0170). */
/** Back to top is hidden until a viewport of scrolling: it loads off the first paint (decision 0332). */
const BackToTop = lazy(() => import('../features/shell/back-to-top'));
/** The site-switch banner loads only when the cookies hold a switch not dismissed (decision 0343) or another site's country (decision 0303): nothing in the initial JS. */
const SiteSwitchBanner = lazy(() => import('../features/shell/site-switch-banner'));
/** The banner of an agent acting for a customer loads only when the acting cookie is set (decision 0371). */
const ActingForBanner = lazy(() => import('../features/agent/acting-for-banner'));
/** The chat launcher and its rules load after hydration, its dialog on the first click (decision 0431). */
const ChatLauncher = lazy(() => import('../features/chat/chat-launcher'));
const CallCenterNotice = lazy(async () => ({ default: (await import('../features/checkout/call-center-notice')).CallCenterNotice }));
/**
 * The offline cart banner loads after hydration, off the initial JS (decision 0450). Imported by its
 * file, not the feature's index: through the index the bundler split the initial JS into 52 chunks
 * (136 KB instead of 130).
 */
const OfflineCartStatus = lazy(async () => ({ default: (await import('../features/offline/offline-cart-status')).OfflineCartStatus }));

/**
 * Its children, in a Suspense boundary, once hydrated: the parts that need the hydrated page. A
 * component of its own, so that the switch re-renders only these parts, not the shell (decision 0465).
 */
function AfterHydration({ children }: { readonly children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The handle of the deepest matched route that has one. */
function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}

/**
 * The page shell (shell-and-account.md §2): in the mobile app's webview only the main landmark and
 * the page's overlays (decision 0305); elsewhere the skip link, full or slim header (the full one with the
 * site-switch banner under it when the cookies show a switch or another chosen site, decisions 0343 and 0303), the main landmark,
 * lazy footer, page loader, the toast region (decision 0200), the lazy modal host (hash modals and the modal stack) and the access
 * guard's blocker. Moves focus to the main landmark after client-side navigations so
 * screen-reader users land on the new page.
 */
export function AppShell() {
  const handle = useRouteHandle();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  const layout = handle.layout ?? 'full';

  const routingError = useRoutingError();
  const services = useServices();
  // The request's cookies on the server, the same ones in the browser: both render alike. The banner decides the rest (core's siteSwitchOf).
  const jar = services.has(CookieJar) ? services.get(CookieJar) : null;
  const siteSwitch = jar?.get(SITE_SWITCH_COOKIE);
  const chosenCountry = jar?.get(SITE_PREFERENCE_COOKIES.country);
  const site = useSite();
  // Inside the mobile app's webview the app draws its own chrome: no header, banners or footer (decision 0305).
  const webview = isWebview(Object.fromEntries(new URLSearchParams(location.search)), jar);

  // Which header (core's headerKind, shell-and-account.md §2): none in a webview, slim on the routes
  // that declare the slim layout and, for a call-centre agent acting for a customer (the acting cookie,
  // known to the server and the browser alike), on the routes that enable it; else full (decision 0373).
  const callCenter = Boolean(jar?.get(ACTING_FOR_COOKIE));
  const header = headerKind({ checkoutType: layout === 'slim', slimForCallCenter: handle.slimForCallCenter ?? false }, { callCenter, webview });

  // Webview mode asked for in the query is kept for the session (decision 0305).
  useEffect(() => {
    if (location.search && jar) rememberWebview(Object.fromEntries(new URLSearchParams(location.search)), jar);
  }, [location.search, jar]);
  // Experiment values given in the query string are kept in their cookies (decision 0330).
  useEffect(() => {
    // The experiment rules load only for a URL with a query (off the initial JS).
    if (location.search && services.has(CookieJar)) void import('../shared/experiments').then(({ storeExperimentOverrides }) => storeExperimentOverrides(services.get(CookieJar), location.search));
  }, [location.search, services]);
  // Each page reached is a breadcrumb for error reports (decision 0430).
  useEffect(() => leaveBreadcrumb('navigation', location.pathname), [location.pathname]);
  // Route finish clears the routing error; layout effects run before the new page's own effects.
  useLayoutEffect(() => setRoutingError(null), [location.pathname]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The hydration mark: the page answers clicks from here on (the e2e journeys wait for it: e2e/support/test.ts).
      document.documentElement.dataset.hydrated = 'true';
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      <PageHead noindex={handle.noindex === true} />
      {!webview && <SkipLink />}
      <AfterHydration>
        <PageLoader />
        <ToastRegion />
      </AfterHydration>
      {header === 'none' ? null : header === 'slim' ? (
        <>
          <SlimHeader />
          <Suspense fallback={null}>
            <CallCenterNotice />
          </Suspense>
        </>
      ) : (
        <>
          <Header />
          {(siteSwitch && siteSwitch !== jar?.get(SITE_SWITCH_SUPPRESS_COOKIE)) || (chosenCountry && chosenCountry.toUpperCase() !== site.country) ? (
            <Suspense fallback={null}>
              <SiteSwitchBanner />
            </Suspense>
          ) : null}
        </>
      )}
      {jar?.get(ACTING_FOR_COOKIE) ? <Suspense fallback={null}><ActingForBanner /></Suspense> : null}
      <main id="main-content" ref={mainRef} tabIndex={-1} data-routing-error={routingError ?? undefined}>
        <Outlet />
      </main>
      {!webview && (
        <>
          <Suspense fallback={<div style={{ minHeight: 96 }} />}>
            <Footer variant={layout} />
          </Suspense>
          <Suspense fallback={null}>
            <BackToTop isHomepage={handle.pageType === 'home'} />
          </Suspense>
        </>
      )}
      <ScrollRestoration />
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
      <Suspense fallback={null}>
        <SessionLayer />
      </Suspense>
      {/* The privacy layer is server-rendered: a first visit paints the consent banner (a fixed
          overlay, so it shifts nothing) with the page, not after hydration (decision 0466). */}
      <PrivacyLayerSlot />
      <AfterHydration>
        {/* In a webview, the checkout-type (slim) routes disable chat (decision 0431). */}
        <ChatLauncher webview={webview} routeDisablesInWebview={layout === 'slim'} />
        <OfflineCartStatus />
      </AfterHydration>
    </>
  );
}
