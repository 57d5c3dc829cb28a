import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '@vitrine/core';
import type { Services } from './services';

const ServicesContext = createContext<Services | null>(null);

/** Makes the composition root's services available to the component tree. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** All services (for route loaders built in components). Throws outside a ServicesProvider. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider>');
  return services;
}

/** The implementation bound to a port: `const cart = useService(CartGateway)`. */
export function useService<T>(port: Token<T>): T {
  return useServices().get(port);
}
