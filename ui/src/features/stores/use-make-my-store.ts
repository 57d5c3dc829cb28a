import { useCallback } from 'react';
import { Clock, KeyValueStore, Logger, makeMyStore, ProfileGateway, type Store } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import { accessGuardOf } from '../identity';
import { defaultStoreChanged } from './use-default-store';

/** The scopes whose preferences may be written (decision 0075). */
const SIGNED_IN = new Set(['REGISTERED', 'AUTHORIZED', 'CALL_CENTER']);

/**
 * "Make this my store" (shopping.md §4 "Default store"; decision 0241): core's makeMyStore — cache the
 * store under defaultBopisStore for 60 days and, for a signed-in customer, save it first in the
 * preferences' favoriteStores. A failed preferences call is logged: the store stays cached.
 */
export function useMakeMyStore(): (store: Pick<Store, 'storeNumber' | 'name' | 'poolId'>) => Promise<{ ok: boolean; savedToProfile: boolean }> {
  const services = useServices();
  const site = useSite();
  return useCallback(
    async (chosen) => {
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
        defaultStoreChanged();
      }
    },
    [services, site],
  );
}
