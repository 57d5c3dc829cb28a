import type { LoaderFunction } from 'react-router-dom';
import { domainError, err, ProductCatalog, RegistryGateway, validateRegistryState, type Product, type Registry, type RegistryError, type Result } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { SessionActor } from '../identity';

/** A registry page's data: the registry (checked before it becomes the page's current registry), or the refusal. */
export interface RegistryData {
  readonly registry: Result<Registry, RegistryError>;
}

/** The owner's item page also has each item's product, for the size and colour choice (a SKU swap). */
export interface ManageRegistryData extends RegistryData {
  readonly products: readonly Product[];
}

/**
 * Reads `?registryId=` and loads the registry with its product detail (GET …?extended_product_detail=true).
 * What the gateway answered is checked with core's validateRegistryState before the page keeps it
 * (REGISTRY.INVALID_STATE 'Invalid registry state set in store.'); no id is REGISTRY.NOT_FOUND.
 */
export async function loadRegistry(services: Services, url: URL): Promise<Result<Registry, RegistryError>> {
  const id = url.searchParams.get('registryId')?.trim();
  if (!id) return err(domainError('REGISTRY.NOT_FOUND', 'No registryId in the address'));
  const loaded = await services.get(RegistryGateway).getRegistry(id);
  return loaded.ok ? validateRegistryState(loaded.value) : loaded;
}

/** Loader of /registry/listing?registryId= (shopping.md §2): the registry, for shoppers and owners alike. */
export function makeRegistryLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<RegistryData> => ({ registry: await loadRegistry(services, new URL(request.url)) });
}

/** Loader of /registry/account/listing?registryId= (guarded): the registry and its items' products. */
export function makeManageRegistryLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<ManageRegistryData> => {
    const registry = await loadRegistry(services, new URL(request.url));
    const ids = registry.ok ? [...new Set(registry.value.items.map((i) => i.productId))] : [];
    return { registry, products: ids.length > 0 ? await services.get(ProductCatalog).getProductsByIds(ids) : [] };
  };
}

/** The signed-in customer's profile id as the session holds it (guarded loaders run after the access guard). */
export function profileIdOf(services: Services): string | null {
  if (!services.has(SessionActor)) return null;
  const session = services.get(SessionActor).getSnapshot().context.session;
  return session && session.scope !== 'GUEST' ? session.profileId : null;
}
