import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfiguration, SiteContext } from '@vitrine/core';

interface SiteState {
  readonly site: SiteContext;
  readonly config: SiteConfiguration;
}

const SiteStateContext = createContext<SiteState | null>(null);

/** Provides the regional site this page load is mounted on and its configuration. */
export function SiteProvider({ site, config, children }: SiteState & { children: ReactNode }) {
  return <SiteStateContext.Provider value={{ site, config }}>{children}</SiteStateContext.Provider>;
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
