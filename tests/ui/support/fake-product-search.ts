import { productTileOf } from '@vitrine/adapters/in-memory';
import type { Product, ProductSearch, TilePage } from '@vitrine/core';

/**
 * ProductSearch for UI tests: products whose name contains the query (case-insensitive), paged;
 * `failWith(error)` makes every later search throw (a transport fault). `calls` records queries.
 */
export class FakeProductSearch implements ProductSearch {
  readonly calls: string[] = [];
  private failure: Error | null = null;

  constructor(private readonly products: readonly Product[]) {}

  failWith(error: Error): void {
    this.failure = error;
  }

  async search(query: string, page: number, pageSize: number): Promise<TilePage> {
    this.calls.push(`${query} ${page} ${pageSize}`);
    if (this.failure) throw this.failure;
    const matches = this.products.filter((p) => p.displayName.toLowerCase().includes(query.trim().toLowerCase()));
    const start = (page - 1) * pageSize;
    return {
      category: { slug: 'search', displayName: query },
      tiles: matches.slice(start, start + pageSize).map(productTileOf),
      page,
      pageSize,
      totalRecords: matches.length,
    };
  }
}
