import { useCallback, useEffect, useState } from 'react';
import { Clock, KeyValueStore, Logger, makeMyStore, ProfileGateway, readDefaultStore, type DefaultStore, type Store } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import { accessGuardOf } from '../identity';

const listeners = new Set<() => void>();

/** The scopes whose preferences may be written (decision 0075). */
const SIGNED_IN = new Set(['REGISTERED', 'AUTHORIZED', 'CALL_CENTER']);

/**
 * The shopper's pickup store (shopping.md §4 "Default store"; decision 0241), read with core's
 * readDefaultStore after the page hydrates (localStorage is the browser's), and `choose` = core's
 * makeMyStore: cache it under defaultBopisStore for 60 days and, signed in, save it first in the
 * preferences' favoriteStores. Every component using the hook sees a new choice at once.
 */
export function useDefaultStore(): { readonly store: DefaultStore | undefined; choose(store: Pick<Store, 'storeNumber' | 'name' | 'poolId'>): Promise<{ ok: boolean; savedToProfile: boolean }> } {
  const services = useServices();
  const site = useSite();
  const [store, setStore] = useState<DefaultStore | undefined>(undefined);
  useEffect(() => {
    const read = () => setStore(readDefaultStore(services.get(KeyValueStore), services.get(Clock)));
    read();
    listeners.add(read);
    return () => void listeners.delete(read);
  }, [services]);
  const choose = useCallback(
    async (chosen: Pick<Store, 'storeNumber' | 'name' | 'poolId'>) => {
      const scope = accessGuardOf(services)?.scope() ?? null;
      const profile = scope !== null && SIGNED_IN.has(scope) && services.has(ProfileGateway) ? services.get(ProfileGateway) : undefined;
      try {
        const result = await makeMyStore({ storage: services.get(KeyValueStore), clock: services.get(Clock), site, ...(profile ? { profile } : {}) }, chosen);
        return result.ok ? { ok: true, savedToProfile: result.value.savedToProfile } : { ok: false, savedToProfile: false };
      } catch (error) {
        // The store is cached before the preferences call: only the favourite was not saved.
        services.get(Logger).error('Saving the favorite store failed', { error: String(error), storeNumber: chosen.storeNumber });
        return { ok: true, savedToProfile: false };
      } finally {
        listeners.forEach((listener) => listener());
      }
    },
    [services, site],
  );
  return { store, choose };
}
