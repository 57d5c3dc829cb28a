import { createContext, use, useContext, type ReactNode } from 'react';
import type { Token } from '@vitrine/core';
import { isDeferred, type Services } from './services';

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

/**
 * Suspends the component until the services answer every port (the browser's container loaded
 * after the first paint, decision 0170); returns at once for an ordinary container. With `port`,
 * only until that port answers. During hydration React keeps the server's HTML of the suspended
 * part and hydrates it when the container is there.
 */
export function useServicesReady(port?: Token<unknown>): void {
  const services = useServices();
  if (!isDeferred(services)) return;
  if (services.loaded) {
    // A render retried after suspending here calls use() again (React's rule for use()); the
    // promise React tracked is fulfilled by now, so it returns at once.
    const done = services.ready();
    if ((done as { status?: string }).status === 'fulfilled') use(done);
    return;
  }
  if (port && services.answersNow(port)) return;
  use(services.ready());
}

/** The implementation bound to a port: `const cart = useService(CartGateway)` (suspends until it can answer, see {@link useServicesReady}). */
export function useService<T>(port: Token<T>): T {
  useServicesReady(port);
  return useServices().get(port);
}
