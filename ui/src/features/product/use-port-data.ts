import { startTransition, useEffect, useState } from 'react';
import { Logger } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { servicesReady, type Services } from '../../shared/services';

/**
 * Data a product page part loads after hydration (price details, "Shop the look"; decisions 0270,
 * 0272): runs `load` with the services once they answer every port, again when `key` changes.
 * Null until it answers, and null when it fails (the failure is logged as a warning under
 * `what`, and the page goes on without the part, as shopping.md §8 does for side content).
 */
export function usePortData<T>(key: string, what: string, load: (services: Services) => Promise<T | null>): T | null {
  const services = useServices();
  const [data, setData] = useState<{ key: string; value: T | null } | null>(null);
  useEffect(() => {
    let live = true;
    servicesReady(services)
      .then((ready) => load(ready))
      .then(
        // A transition: the part renders in slices that yield to the browser (decision 0465).
        (value) => live && startTransition(() => setData({ key, value })),
        (error: unknown) => {
          services.get(Logger).warn(`${what} could not be loaded`, { key, error: String(error) });
          if (live) startTransition(() => setData({ key, value: null }));
        },
      );
    return () => {
      live = false;
    };
    // `load` is read once per key on purpose: callers pass an inline function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, key, what]);
  return data?.key === key ? data.value : null;
}
