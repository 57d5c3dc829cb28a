import { I18nProvider } from '@lingui/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readAuthCookie } from '@vitrine/adapters';
import { Clock, CookieJar, KeyValueStore, Logger, resolveSiteFromPath, SiteConfigurationGateway, type BrandCode, type SiteConfiguration } from '@vitrine/core';
import { App } from './app/app';
import { BootError } from './app/boot-error';
import { Document } from './app/document';
import { createAppRouter } from './app/router';
import { basenameOf, correctDoubleSlashes } from './shared/url';
import { nextTask } from './shared/next-task';
import { browserServices } from './di/composition-root';
import { loadWhenIdle } from './di/deferred-services';
import type { ShellData } from './features/shell/global-promo.loader';
import { consentAsked } from './features/privacy';
import { preloadShellParts } from './features/shell/preload-shell-parts';
import { activateLocale, i18n } from './i18n/i18n';
import { installErrorCapture } from './shared/error-capture';
import type { Services } from './shared/services';
import './styles/global.css';

declare global {
  interface Window {
    /** Set by the server renderer's bootstrap script on a server-rendered page (decision 0150). */
    __VITRINE_SSR__?: { readonly config: SiteConfiguration; readonly matches: readonly string[] };
    /** The server's loader data, read by react-router's browser router (and by the boot, decision 0426). */
    __staticRouterHydrationData?: { readonly loaderData?: Readonly<Record<string, unknown>> };
  }
}

/**
 * The composition root's entry: corrects the URL, resolves the site from the context path, builds
 * the services, loads the locale's catalog, and starts the app. On a server-rendered page it
 * hydrates the server's document with the server's site configuration and loader data (nothing is
 * fetched again); on a static host (no server data) it loads the configuration and renders into
 * #root (decision 0155).
 */
async function boot(): Promise<void> {
  // The entry's module evaluation and the boot's start are two tasks, not one long one (decision 0468).
  await nextTask();
  const ssr = window.__VITRINE_SSR__;
  const corrected = ssr ? null : correctDoubleSlashes(window.location.pathname);
  if (corrected) window.history.replaceState(null, '', corrected + window.location.search + window.location.hash);

  const brand = (import.meta.env.VITRINE_BRAND as BrandCode | undefined) ?? 'an';
  const { site } = resolveSiteFromPath(brand, window.location.pathname);
  document.documentElement.lang = site.locale;
  document.documentElement.dataset.brand = brand;

  const services = browserServices({ site, apiBaseUrl: import.meta.env.VITRINE_API_BASE_URL as string });
  // Error reporting starts on the first error, its client a chunk of its own (decision 0430).
  installErrorCapture(window, async () => (await import('./features/error-reporting/error-reporting-client')).errorReporter(services));
  // The container chunk (decision 0170): a first visit needs its guest token soon (the container
  // fetches it before answering any gateway call), so it loads at once; otherwise when idle.
  if (import.meta.env.VITRINE_BACKEND === 'memory') await services.ready();
  else if (!readAuthCookie(services.get(CookieJar))) void services.ready().catch(() => undefined);
  const basename = basenameOf(site.contextPath);
  if (ssr) {
    // The shell's lazy parts in the server's HTML (the header's, the consent banner) load before
    // hydrating (decisions 0426, 0466): their boundaries then hydrate at once, never falling back
    // to a placeholder (a layout shift).
    const shellParts = preloadShellParts({
      shell: window.__staticRouterHydrationData?.loaderData?.root as ShellData | undefined,
      fullHeader: document.querySelector('header[data-header=full]') !== null,
      consentAsked: consentAsked(services.get(CookieJar)),
      subBrands: ssr.config.subBrands.length > 0,
    });
    const [router] = await Promise.all([createAppRouter(services, basename, ssr.matches), activateLocale(site.locale), shellParts]);
    // A task boundary between evaluating the modules and hydrating: two shorter tasks, not one long one.
    await nextTask();
    // The first Intl.DisplayNames of a kind loads its ICU data: the header's country button and
    // the footer make one while hydrating. Made here, each in a task of its own, that cost leaves
    // React's hydration slices (decision 0454). Once the boot script's warm-up worker has loaded
    // ICU's data (decision 0468), each takes well under a millisecond.
    for (const type of ['region', 'language'] as const) {
      new Intl.DisplayNames([site.locale], { type });
      await nextTask();
    }
    // A transition hydrates in slices that yield to the browser (decision 0280): no long task.
    startTransition(() => {
      hydrateRoot(
        document,
        <Document lang={site.locale} brand={brand}>
          <App services={services} site={site} config={ssr.config} router={router} />
        </Document>,
      );
    });
    loadWhenIdle(services);
    runClientChecksLater(services, ssr);
    return;
  }
  const [config, router] = await Promise.all([services.get(SiteConfigurationGateway).getConfiguration(), createAppRouter(services, basename), activateLocale(site.locale)]);
  document.title = config.siteName;
  createRoot(document.getElementById('root')!).render(<App services={services} site={site} config={config} router={router} />);
  runClientChecksLater(services, ssr);
}

/**
 * The once-per-load checks (oversized cookies, device info, client user state; decision 0444), a
 * chunk of their own loaded after the first render; a failure is logged, never shown.
 */
function runClientChecksLater(services: Services, state: unknown): void {
  void import('./app/client-checks')
    .then(({ runClientChecks }) =>
      runClientChecks(
        { jar: services.get(CookieJar), logger: services.get(Logger), now: services.get(Clock).now(), store: services.get(KeyValueStore) },
        { state, pathname: window.location.pathname, userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
      ),
    )
    .catch((error: unknown) => console.warn('Client checks failed', error));
}

// The service worker (decisions 0452, 0470): shell and recently viewed pages readable offline.
// Its client, a chunk of its own, registers it once the page has loaded (this module may run after
// the load event), in production builds only (the dev server has no /sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const startWorker = () =>
    void import('./app/service-worker-client')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') startWorker();
  else window.addEventListener('load', startWorker, { once: true });
}

boot().catch(async (error: unknown) => {
  console.error('Boot failed', error);
  const { site } = resolveSiteFromPath((import.meta.env.VITRINE_BRAND as BrandCode | undefined) ?? 'an', window.location.pathname);
  if (!i18n.locale) await activateLocale(site.locale);
  createRoot(document.getElementById('root')!).render(
    <I18nProvider i18n={i18n}>
      <BootError />
    </I18nProvider>,
  );
});
