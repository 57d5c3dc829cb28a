import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitSuggestions, searchResultsPath, searchStateAfter, SUGGESTION_LIMITS } from '@vitrine/core';

describe('suggestions (shopping §9: 5 terms, 3 products, popular 3)', () => {
  it('applies the limits and de-duplicates terms', () => {
    const r = limitSuggestions({ terms: ['Dress', 'dress ', ' ', 'skirt', 'top', 'jeans', 'coat', 'hat'], products: [1, 2, 3, 4], popular: [5, 6, 7, 8] });
    expect(r).toEqual({ terms: ['Dress', 'skirt', 'top', 'jeans', 'coat'], products: [1, 2, 3], popular: [5, 6, 7] });
    expect(limitSuggestions({ terms: [], products: [] }).popular).toEqual([]);
  });
  it('links results to /search?q={term}', () => {
    expect(searchResultsPath(' linen & silk ')).toBe('/search?q=linen%20%26%20silk');
  });
  it('tracks loading, loaded and cleared', () => {
    expect(searchStateAfter({ type: 'typed', keywords: 'dre' }, '')).toEqual({ status: 'loading', keywords: 'dre' });
    expect(searchStateAfter({ type: 'typed', keywords: '  ' }, 'dre')).toEqual({ status: 'cleared', keywords: '' });
    expect(searchStateAfter({ type: 'loaded' }, 'dre')).toEqual({ status: 'loaded', keywords: 'dre' });
    expect(searchStateAfter({ type: 'cleared' }, 'dre')).toEqual({ status: 'cleared', keywords: '' });
    expect(searchStateAfter({ type: 'failed' }, 'dre')).toEqual({ status: 'cleared', keywords: '' });
  });
  it('property: never more than the limits, and exactly the limit when enough distinct items exist', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/)), fc.array(fc.nat()), (terms, products) => {
      const r = limitSuggestions({ terms, products, popular: products });
      expect(r.terms).toHaveLength(Math.min(terms.length, SUGGESTION_LIMITS.terms));
      expect(r.products).toHaveLength(Math.min(products.length, SUGGESTION_LIMITS.products));
      expect(r.popular).toHaveLength(Math.min(products.length, SUGGESTION_LIMITS.popular));
    }));
  });
});
