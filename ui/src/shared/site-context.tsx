import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfiguration, SiteContext } from '@vitrine/core';

interface SiteState {
  readonly site: SiteContext;
  readonly config: SiteConfiguration;
  /** The page's origin ('https://shop.example'); the server passes the request's, the browser defaults to `window.location.origin`. */
  readonly origin?: string;
}

const SiteStateContext = createContext<SiteState | null>(null);

/** Provides the regional site this page load is mounted on and its configuration. */
export function SiteProvider({ site, config, origin, children }: SiteState & { children: ReactNode }) {
  return <SiteStateContext.Provider value={{ site, config, ...(origin ? { origin } : {}) }}>{children}</SiteStateContext.Provider>;
}

/** The page's origin for absolute links (canonical): the provider's, else the browser's. Safe on the server when the provider has one. */
export function useOrigin(): string {
  const state = useContext(SiteStateContext);
  return state?.origin ?? window.location.origin;
}

/** The current site (id, locale, currency, pool, context path). */
export function useSite(): SiteContext {
  const state = useContext(SiteStateContext);
  if (!state) throw new Error('useSite needs a <SiteProvider>');
  return state.site;
}

/** The current site's configuration (max quantity, top-rated minimums, features...). */
export function useSiteConfig(): SiteConfiguration {
  const state = useContext(SiteStateContext);
  if (!state) throw new Error('useSiteConfig needs a <SiteProvider>');
  return state.config;
}
