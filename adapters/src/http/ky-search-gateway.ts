import type { ProductSearch, SiteContext, TilePage } from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { SearchRequestDto, SearchResponseDto } from '@vitrine/contract';
import { VITRINE_HEADER } from './headers.js';
import { normalizeTile } from './normalizers/tile.normalizer.js';

/**
 * ProductSearch over HTTP: POST /catalog-search-service/v0/{siteId}/products/searches with query,
 * pageSize and page, and the inventory-pool header (shopping.md §7 "Search"; docs/api.md).
 * Transport faults propagate as HttpError; the caller logs and clears the search (shopping.md §8).
 */
export class KySearchGateway implements ProductSearch {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  /** See {@link ProductSearch.search}. An empty query gives an empty page without a call. */
  async search(query: string, page: number, pageSize: number): Promise<TilePage> {
    const term = query.trim();
    const category = { slug: 'search', displayName: term };
    if (term === '') return { category, tiles: [], page: 1, pageSize, totalRecords: 0 };
    const body: SearchRequestDto = { query: term, pageSize, page };
    const response = await this.http.post<SearchResponseDto>(`/catalog-search-service/v0/${encodeURIComponent(this.site.siteId)}/products/searches`, {
      json: body,
      headers: { [VITRINE_HEADER.inventoryPool]: this.site.inventoryPool },
    });
    return { category, tiles: response.records.map(normalizeTile), page: response.page, pageSize: response.pageSize, totalRecords: response.totalRecords };
  }
}
