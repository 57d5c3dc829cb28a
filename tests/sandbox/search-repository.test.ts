import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, prefixTsQuery, queryWords, rankTerms, SAYT_TERM_LIMIT, startsWithPattern, textSearchConfig } from '../../sandbox/src/catalog/search-repository.js';

describe('search repository rules', () => {
  describe('rankTerms', () => {
    it('puts terms starting with the query first, then word starts, then other matches', () => {
      const candidates = [
        { term: 'Sweatshirt Hoodie', products: 1 },
        { term: 'Shoody', products: 9 },
        { term: 'Hoodies & Sweatshirts', products: 20 },
        { term: 'Hoodie', products: 1 },
      ];
      expect(rankTerms(candidates, 'hood')).toEqual(['Hoodies & Sweatshirts', 'Hoodie', 'Sweatshirt Hoodie', 'Shoody']);
    });

    it('orders equal matches by product count, then length, then alphabet', () => {
      const candidates = [
        { term: 'Tank B', products: 1 },
        { term: 'Tank A', products: 1 },
        { term: 'Tanks', products: 12 },
        { term: 'Tank', products: 1 },
      ];
      expect(rankTerms(candidates, 'TAN')).toEqual(['Tanks', 'Tank', 'Tank A', 'Tank B']);
    });

    it(`keeps at most ${SAYT_TERM_LIMIT} distinct terms (ignoring case) that contain the query`, () => {
      const candidates = ['Black', 'black', 'Blackberry', 'Blue', 'Black Tee', 'Black Cap', 'Black Bag', 'Black Mat'].map((term) => ({ term, products: 1 }));
      const terms = rankTerms(candidates, 'black');
      expect(terms).toHaveLength(SAYT_TERM_LIMIT);
      expect(terms[0]).toBe('Black');
      expect(terms).not.toContain('Blue');
      expect(rankTerms(candidates, 'black', 2)).toEqual(['Black', 'Black Bag']);
    });

    it('answers nothing for a blank query and treats regular-expression characters literally', () => {
      expect(rankTerms([{ term: 'Tank', products: 1 }], '  ')).toEqual([]);
      expect(rankTerms([{ term: 'C++ Mug', products: 1 }, { term: 'Cup', products: 1 }], '+')).toEqual(['C++ Mug']);
    });

    it('always gives distinct terms that contain the query, at most the limit', () => {
      fc.assert(
        fc.property(fc.array(fc.record({ term: fc.string({ maxLength: 12 }), products: fc.nat(30) }), { maxLength: 30 }), fc.string({ minLength: 1, maxLength: 3 }), (candidates, query) => {
          const terms = rankTerms(candidates, query);
          expect(terms.length).toBeLessThanOrEqual(SAYT_TERM_LIMIT);
          expect(new Set(terms.map((t) => t.toLowerCase())).size).toBe(terms.length);
          expect(terms.every((t) => t.toLowerCase().includes(query.trim().toLowerCase()))).toBe(true);
        }),
      );
    });
  });

  describe('query text', () => {
    it('splits a query into lower-case words of letters and digits', () => {
      expect(queryWords('Full-Zip  hoodie! 4.2L Heißluft')).toEqual(['full', 'zip', 'hoodie', '4', '2l', 'heißluft']);
      expect(queryWords('!!! --')).toEqual([]);
    });

    it('builds a prefix tsquery that needs every word, and an empty one without words', () => {
      expect(prefixTsQuery('men hood')).toEqual('men:* & hood:*');
      expect(prefixTsQuery("a & | b:* ')")).toEqual('a:* & b:*');
      expect(prefixTsQuery('%')).toEqual('');
    });

    it('escapes LIKE wildcards and the escape character', () => {
      expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
      expect(startsWithPattern('tee_')).toBe('tee\\_%');
    });

    it("maps languages to Postgres text-search configurations, 'simple' when unknown", () => {
      expect(['en', 'fr', 'de', 'es', 'it', 'zh', 'EN'].map(textSearchConfig)).toEqual(['english', 'french', 'german', 'spanish', 'italian', 'simple', 'english']);
    });
  });
});
