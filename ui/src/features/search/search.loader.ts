import type { LoaderFunction } from 'react-router-dom';
import { Logger, ProductSearch, type TilePage } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { pageCount, parsePage } from '../../components/page-window';

/** Results per search page (same as a category page, decision 0052). */
export const SEARCH_PAGE_SIZE = 24;

/** What the search page renders. `results` is null when no term was given. */
export interface SearchData {
  readonly query: string;
  readonly results: TilePage | null;
  readonly page: number;
  readonly totalPages: number;
  /** True when the search failed (logged) and an empty result is shown (shopping.md §8). */
  readonly failed: boolean;
}

/**
 * Loader of `/search?q=` (shopping.md §2): page `?page=` (1-based) of the `ProductSearch` results
 * for the trimmed term. An empty term searches nothing. A failure is logged ('Search failure') and
 * gives an empty result (shopping.md §8 "Search failure: logged and search cleared").
 */
export function makeSearchLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<SearchData> => {
    const url = new URL(request.url);
    const query = (url.searchParams.get('q') ?? '').trim();
    const page = parsePage(url.searchParams.get('page'));
    if (!query) return { query, results: null, page, totalPages: 0, failed: false };
    try {
      const results = await services.get(ProductSearch).search(query, page, SEARCH_PAGE_SIZE);
      return { query, results, page, totalPages: pageCount(results.totalRecords, SEARCH_PAGE_SIZE), failed: false };
    } catch (error) {
      services.get(Logger).error('Search failure', { query, error: String(error) });
      return {
        query,
        results: { category: { slug: 'search', displayName: query }, tiles: [], page, pageSize: SEARCH_PAGE_SIZE, totalRecords: 0 },
        page,
        totalPages: 0,
        failed: true,
      };
    }
  };
}
