import type { RegistryGateway, SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';

/**
 * The RegistryGateway httpBindings binds: a stand-in that loads KyRegistryGateway (its normalizers
 * and error mapping) on the first registry call, so the registry's code stays out of the initial
 * JS (architecture.md "load your feature lazily"; decision 0230). Same methods, same results.
 */
export function lazyRegistryGateway(http: HttpClient, site: SiteContext): RegistryGateway {
  let loading: Promise<RegistryGateway> | undefined;
  const gateway = () => (loading ??= import('./ky-registry-gateway.js').then(({ KyRegistryGateway }) => new KyRegistryGateway(http, site)));
  return {
    searchRegistries: async (query) => (await gateway()).searchRegistries(query),
    myRegistries: async (webProfileId) => (await gateway()).myRegistries(webProfileId),
    createRegistry: async (draft) => (await gateway()).createRegistry(draft),
    getRegistry: async (registryId) => (await gateway()).getRegistry(registryId),
    replaceRegistry: async (registryId, version, draft) => (await gateway()).replaceRegistry(registryId, version, draft),
    patchRegistry: async (registryId, operations) => (await gateway()).patchRegistry(registryId, operations),
    patchItem: async (registryId, sku, operations) => (await gateway()).patchItem(registryId, sku, operations),
    removeItem: async (registryId, sku, version) => (await gateway()).removeItem(registryId, sku, version),
    upsertItems: async (registryId, items) => (await gateway()).upsertItems(registryId, items),
  };
}
