import {
  err,
  ok,
  REGISTRY_CHANNEL,
  REGISTRY_SEARCH_PAGE_SIZE,
  type JsonPatchOperation,
  type Registry,
  type RegistryDraft,
  type RegistryError,
  type RegistryGateway,
  type RegistryItemInput,
  type RegistrySearchPage,
  type RegistrySearchQuery,
  type RegistrySummary,
  type Result,
  type SiteContext,
} from '@vitrine/core';
import type { RegistryDto, RegistryItemsRequestDto, RegistryReplaceRequestDto, RegistrySearchResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { normalizeRegistry, normalizeRegistrySearch, normalizeRegistrySummary, registryDraftDto } from './normalizers/registry.normalizer.js';
import { registryFailure } from './registry-failures.js';

/** The projection of the caller's own registries (GET …/search?web_profile_id=): summaries only. */
const OWN_REGISTRIES_PROJECTION = 'summary';

/**
 * RegistryGateway over HTTP: the eight /registry/v1/{siteId} calls of shopping.md §7 "Registry"
 * (search by names or web_profile_id, create, get with extended_product_detail, PUT, PATCH, item
 * PATCH, item DELETE with version, item upsert), channel WEB_DESKTOP, search pages of 20 (§9).
 * Coded RegistryErrors (see registryFailure); transport faults throw.
 */
export class KyRegistryGateway implements RegistryGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix = ''): string {
    return `/registry/v1/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  private item(registryId: string, sku: string): string {
    return this.path(`/${encodeURIComponent(registryId)}/items/${encodeURIComponent(sku)}`);
  }

  private async call<T>(request: () => Promise<T>): Promise<Result<T, RegistryError>> {
    try {
      return ok(await request());
    } catch (error) {
      return err(registryFailure(error));
    }
  }

  searchRegistries(query: RegistrySearchQuery): Promise<Result<RegistrySearchPage, RegistryError>> {
    const searchParams = { first_name: query.firstName, last_name: query.lastName, month: query.month, year: query.year, page: query.page ?? 1, offset: REGISTRY_SEARCH_PAGE_SIZE };
    return this.call(async () => normalizeRegistrySearch(await this.http.get<RegistrySearchResponseDto>(this.path('/search'), { searchParams })));
  }

  myRegistries(webProfileId: string): Promise<Result<readonly RegistrySummary[], RegistryError>> {
    const searchParams = { web_profile_id: webProfileId, projection: OWN_REGISTRIES_PROJECTION };
    return this.call(async () => (await this.http.get<RegistrySearchResponseDto>(this.path('/search'), { searchParams })).registries.map(normalizeRegistrySummary));
  }

  createRegistry(draft: RegistryDraft): Promise<Result<Registry, RegistryError>> {
    return this.call(async () => normalizeRegistry(await this.http.post<RegistryDto>(this.path(), { json: registryDraftDto(draft, REGISTRY_CHANNEL) })));
  }

  getRegistry(registryId: string): Promise<Result<Registry, RegistryError>> {
    return this.call(async () => normalizeRegistry(await this.http.get<RegistryDto>(this.path(`/${encodeURIComponent(registryId)}`), { searchParams: { extended_product_detail: true } })));
  }

  replaceRegistry(registryId: string, version: number, draft: RegistryDraft & { readonly active: boolean }): Promise<Result<void, RegistryError>> {
    const json: RegistryReplaceRequestDto = { ...registryDraftDto(draft, REGISTRY_CHANNEL), version, active: draft.active };
    return this.call(async () => void (await this.http.put<RegistryDto>(this.path(`/${encodeURIComponent(registryId)}`), { json })));
  }

  patchRegistry(registryId: string, operations: readonly JsonPatchOperation[]): Promise<Result<void, RegistryError>> {
    return this.call(async () => void (await this.http.patch<RegistryDto>(this.path(`/${encodeURIComponent(registryId)}`), { json: operations })));
  }

  patchItem(registryId: string, sku: string, operations: readonly JsonPatchOperation[]): Promise<Result<void, RegistryError>> {
    return this.call(async () => void (await this.http.patch<RegistryDto>(this.item(registryId, sku), { json: operations })));
  }

  removeItem(registryId: string, sku: string, version: number): Promise<Result<void, RegistryError>> {
    return this.call(async () => void (await this.http.delete<RegistryDto>(this.item(registryId, sku), { searchParams: { version } })));
  }

  upsertItems(registryId: string, items: readonly RegistryItemInput[]): Promise<Result<void, RegistryError>> {
    const json: RegistryItemsRequestDto = {
      items: items.map((i) => ({ sku: i.sku, product_id: i.productId, requested_quantity: i.requestedQuantity, ...(i.favorite !== undefined ? { favorite: i.favorite } : {}), channel: REGISTRY_CHANNEL })),
    };
    return this.call(async () => void (await this.http.post<RegistryDto>(this.path(`/${encodeURIComponent(registryId)}/items`), { searchParams: { upsert: true }, json })));
  }
}
