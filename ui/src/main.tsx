import { createRoot } from 'react-dom/client';
import { resolveSiteFromPath, SiteConfigurationGateway, type BrandCode } from '@vitrine/core';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { basenameOf, correctDoubleSlashes } from './app/url';
import { browserServices } from './di/composition-root';
import { activateLocale } from './i18n/i18n';
import './styles/global.css';

/**
 * The composition root's entry: corrects the URL, resolves the site from the context path, builds
 * the services, loads the site configuration and the locale's catalog, and renders the app.
 */
async function boot(): Promise<void> {
  const corrected = correctDoubleSlashes(window.location.pathname);
  if (corrected) window.history.replaceState(null, '', corrected + window.location.search + window.location.hash);

  const brand = (import.meta.env.VITRINE_BRAND as BrandCode | undefined) ?? 'an';
  const { site } = resolveSiteFromPath(brand, window.location.pathname);
  document.documentElement.lang = site.locale;
  document.documentElement.dataset.brand = brand;

  const services = browserServices({ site, apiBaseUrl: import.meta.env.VITRINE_API_BASE_URL as string });
  const [config] = await Promise.all([services.get(SiteConfigurationGateway).getConfiguration(), activateLocale(site.locale)]);
  document.title = config.siteName;
  const router = createAppRouter(services, basenameOf(site.contextPath));
  createRoot(document.getElementById('root')!).render(<App services={services} site={site} config={config} router={router} />);
}

boot().catch((error: unknown) => {
  console.error('Boot failed', error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main style="padding:48px;font-family:system-ui"><h1>We are having trouble loading the store.</h1><p>Please check your connection and <a href="">try again</a>.</p></main>';
  }
});
