import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { JsonPatchOperation, Registry, RegistryDraft, RegistryError, RegistrySearchPage, RegistrySearchQuery, RegistrySummary } from '../domain/registry.js';

/** An item as the upsert sends it (API: sku, product_id, requested_quantity, favorite, channel). */
export interface RegistryItemInput {
  readonly sku: string;
  readonly productId: string;
  readonly requestedQuantity: number;
  readonly favorite?: boolean;
}

/**
 * Port: the gift registry API (shopping.md §7 "Registry"). Implemented by KyRegistryGateway and an
 * in-memory fake. Every method resolves a Result: REGISTRY.NOT_FOUND for an unknown registry or
 * item, REGISTRY.VERSION_CONFLICT when a version test fails, REGISTRY.INVALID_REQUEST for a 400.
 * Transport faults throw.
 */
export interface RegistryGateway {
  /** GET /registry/v1/{siteId}/search with first_name, last_name, optional month and year, page and offset 20: active registries. */
  searchRegistries(query: RegistrySearchQuery): Promise<Result<RegistrySearchPage, RegistryError>>;

  /** GET /registry/v1/{siteId}/search with the signed-in customer's web_profile_id and a projection: their registries, active or not (REGISTRY.SIGN_IN_REQUIRED for a guest). */
  myRegistries(webProfileId: string): Promise<Result<readonly RegistrySummary[], RegistryError>>;

  /** POST /registry/v1/{siteId} (channel WEB_DESKTOP): the created registry (version 1, no items). */
  createRegistry(draft: RegistryDraft): Promise<Result<Registry, RegistryError>>;

  /** PUT /registry/v1/{siteId}/{id}: replaces the registry's fields (not its items) if `version` is still current. */
  replaceRegistry(registryId: string, version: number, draft: RegistryDraft & { readonly active: boolean }): Promise<Result<void, RegistryError>>;

  /** GET /registry/v1/{siteId}/{id}?extended_product_detail=true: the registry with its current version. */
  getRegistry(registryId: string): Promise<Result<Registry, RegistryError>>;

  /** DELETE /registry/v1/{siteId}/{id}/items/{sku} with the registry version. */
  removeItem(registryId: string, sku: string, version: number): Promise<Result<void, RegistryError>>;

  /** POST /registry/v1/{siteId}/{id}/items?upsert=true with the items (channel WEB_DESKTOP). */
  upsertItems(registryId: string, items: readonly RegistryItemInput[]): Promise<Result<void, RegistryError>>;

  /** PATCH /registry/v1/{siteId}/{id}/items/{sku} with JSON Patch operations (a version test first). */
  patchItem(registryId: string, sku: string, operations: readonly JsonPatchOperation[]): Promise<Result<void, RegistryError>>;

  /** PATCH /registry/v1/{siteId}/{id} with JSON Patch operations (a version test first). */
  patchRegistry(registryId: string, operations: readonly JsonPatchOperation[]): Promise<Result<void, RegistryError>>;
}
export const RegistryGateway = token<RegistryGateway>('RegistryGateway');
