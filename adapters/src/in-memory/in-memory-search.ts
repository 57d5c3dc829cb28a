import { isSkuUnavailable, limitSuggestions, SUGGESTION_LIMITS, type Product, type ProductSearch, type ProductTile, type SearchSuggestions, type SearchSuggestionsResult, type SuggestionsSignal, type TilePage } from '@vitrine/core';
import { productTileOf } from './product-tile-of.js';

/** Lower case without accents, as the sandbox folds search text (decision 0251). */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
const stripTags = (html: string): string => html.replace(/<[^>]*>/g, ' ');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The searchable texts of a product: name, category and facet words, description. */
interface SearchDoc {
  readonly product: Product;
  readonly position: number;
  readonly name: string;
  readonly facets: readonly string[];
  readonly description: string;
}

/** True when every query word starts some word of `text`. */
function everyWordPrefixes(queryWords: readonly string[], text: string): boolean {
  const textWords = words(text);
  return queryWords.length > 0 && queryWords.every((q) => textWords.some((w) => w.startsWith(q)));
}

/**
 * ProductSearch and SearchSuggestions in memory, with the sandbox's rules (decisions 0080, 0081)
 * minus stemming: a product matches when every query word starts a word of its name, category,
 * facets (highlights, colour names) or description, or the whole query appears in its name or
 * category/facet text; name matches come first, then category/facet matches, then description
 * matches, each in the order given. Suggestions: up to 5 terms (names, category names, highlights,
 * colour names) starting with, then with a word starting with, then containing the query — more
 * products first, then shorter, then alphabetical — and up to 3 tiles of the first term.
 * `failWith(error)` makes every later call throw it (a transport fault); `calls` records each call.
 * A suggestion call whose signal is already aborted rejects with an AbortError.
 */
export class InMemorySearch implements ProductSearch, SearchSuggestions {
  readonly calls: string[] = [];
  private failure: Error | null = null;
  private readonly docs: readonly SearchDoc[];

  constructor(products: readonly Product[]) {
    this.docs = products.map((product, position) => ({
      product,
      position,
      name: product.displayName,
      facets: [product.parentCategory?.displayName, ...product.highlights, ...product.colors.map((c) => c.displayName)].filter((f): f is string => Boolean(f)),
      description: stripTags(product.description),
    }));
  }

  /** Every later call throws `error` (null: answer again). */
  failWith(error: Error | null): void {
    this.failure = error;
  }

  /** See {@link ProductSearch.search}: matches ranked as the class says, one page of tiles. */
  async search(query: string, page: number, pageSize: number): Promise<TilePage> {
    this.calls.push(`search ${query} ${page} ${pageSize}`);
    if (this.failure) throw this.failure;
    const term = query.trim();
    const matches = this.rank(term);
    const start = (page - 1) * pageSize;
    return {
      category: { slug: 'search', displayName: term },
      tiles: matches.slice(start, start + pageSize).map(productTileOf),
      page,
      pageSize,
      totalRecords: matches.length,
    };
  }

  /** See {@link SearchSuggestions.suggest}. */
  async suggest(query: string, signal?: SuggestionsSignal, onTerms?: (terms: readonly string[]) => void): Promise<SearchSuggestionsResult> {
    this.calls.push(`suggest ${query}`);
    if (this.failure) throw this.failure;
    if (signal?.aborted) throw new DOMException('The suggestions call was aborted', 'AbortError');
    const q = fold(query.trim());
    if (q === '') return { terms: [], products: [] };
    const counts = new Map<string, { term: string; products: Set<string> }>();
    for (const doc of this.docs) {
      for (const term of [doc.name, ...doc.facets]) {
        const key = fold(term.trim());
        if (!key.includes(q)) continue;
        const entry = counts.get(key) ?? { term: term.trim(), products: new Set<string>() };
        entry.products.add(doc.product.productId);
        counts.set(key, entry);
      }
    }
    const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'u');
    const matchOf = (key: string) => (key.startsWith(q) ? 0 : wordStart.test(key) ? 1 : 2);
    const ranked = [...counts.entries()]
      .sort(([ka, a], [kb, b]) => matchOf(ka) - matchOf(kb) || b.products.size - a.products.size || a.term.length - b.term.length || (ka < kb ? -1 : ka > kb ? 1 : 0))
      .map(([, e]) => e.term);
    const { terms } = limitSuggestions({ terms: ranked, products: [] });
    onTerms?.(terms);
    const first = terms[0];
    const products = first === undefined ? [] : this.rank(first).slice(0, SUGGESTION_LIMITS.products).map(productTileOf);
    return { terms, products };
  }

  /**
   * See {@link SearchSuggestions.popular}: the 3 purchasable products (a SKU core's isSkuUnavailable lets through)
   * with the most reviews, then in catalogue order — the sandbox's rule without orders (decision 0252).
   */
  async popular(signal?: SuggestionsSignal): Promise<readonly ProductTile[]> {
    this.calls.push('popular');
    if (this.failure) throw this.failure;
    if (signal?.aborted) throw new DOMException('The popular items call was aborted', 'AbortError');
    return this.docs
      .filter((doc) => doc.product.skus.some((sku) => !isSkuUnavailable(sku)))
      .sort((a, b) => b.product.reviews.count - a.product.reviews.count || a.position - b.position)
      .slice(0, SUGGESTION_LIMITS.popular)
      .map((doc) => productTileOf(doc.product));
  }

  /** The products matching `term`, best first. */
  private rank(term: string): Product[] {
    const phrase = fold(term);
    if (phrase === '') return [];
    const queryWords = words(term);
    const tierOf = (doc: SearchDoc): number | null => {
      const facetText = doc.facets.join(' ');
      if (everyWordPrefixes(queryWords, doc.name) || fold(doc.name).includes(phrase)) return 0;
      if (everyWordPrefixes(queryWords, `${doc.name} ${facetText}`) || fold(facetText).includes(phrase)) return 1;
      if (everyWordPrefixes(queryWords, `${doc.name} ${facetText} ${doc.description}`)) return 2;
      return null;
    };
    return this.docs
      .map((doc) => ({ doc, tier: tierOf(doc) }))
      .filter((m): m is { doc: SearchDoc; tier: number } => m.tier !== null)
      .sort((a, b) => a.tier - b.tier || Number(fold(b.doc.name).startsWith(phrase)) - Number(fold(a.doc.name).startsWith(phrase)) || a.doc.position - b.doc.position)
      .map((m) => m.doc.product);
  }
}
