import { asyncScheduler } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import {
  CLEARED_SUGGESTIONS,
  IDLE_SUGGESTIONS,
  loadPopularItems,
  searchAsYouType,
  SUGGESTIONS_DEBOUNCE_MS,
  type SearchSuggestions,
  type SearchSuggestionsResult,
  type SuggestionsSignal,
  type SuggestionsState,
} from '@vitrine/core';
import { aLogger } from '../../mothers/core/fakes.js';
import { aTile } from '../../mothers/tile.mother.js';

/** Debounce (ms = frames in TestScheduler.run) and the time a call takes. */
const DEBOUNCE = 20;
const CALL = 5;

const resultFor = (query: string): SearchSuggestionsResult => ({ terms: [`${query} hoodie`, `${query} tee`], products: [aTile({ productId: `P-${query}` })] });
const loading = (keywords: string, previous: SuggestionsState = IDLE_SUGGESTIONS): SuggestionsState => ({ ...previous, status: 'loading', keywords });
const loaded = (keywords: string): SuggestionsState => ({ status: 'loaded', keywords, ...resultFor(keywords), termsFor: keywords });

/**
 * A SearchSuggestions stub on virtual time: each call answers `CALL` frames later (or fails for
 * the queries in `failing`), through a thenable scheduled on the TestScheduler, and records its
 * query and signal.
 */
function stubPort(failing: readonly string[] = []) {
  const calls: { query: string; signal: SuggestionsSignal | undefined }[] = [];
  const port: SearchSuggestions = {
    suggest(query, signal) {
      calls.push({ query, signal });
      const thenable = {
        then(resolve: (r: SearchSuggestionsResult) => void, reject: (e: unknown) => void) {
          asyncScheduler.schedule(() => (failing.includes(query) ? reject(new Error(`sayt ${query} failed`)) : resolve(resultFor(query))), CALL);
        },
      };
      return thenable as unknown as Promise<SearchSuggestionsResult>;
    },
    popular: async () => [],
  };
  return { port, calls };
}

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('searchAsYouType (shopping.md §4 "Search", §8; decisions 0083, 0133)', () => {
  it('waits the 100 ms of decision 0474 by default, and a blank text after a pause asks nothing', () => {
    expect(SUGGESTIONS_DEBOUNCE_MS).toBe(100);
    const { port, calls } = stubPort();
    scheduler().run(({ hot, expectObservable }) => {
      const typed = hot('-a 250ms b', { a: 's', b: ' ' });
      expectObservable(searchAsYouType({ suggestions: port, logger: aLogger() }, typed), '^ 500ms !').toBe('a b 104ms c 145ms d', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: loaded('s'),
        d: CLEARED_SUGGESTIONS,
      });
    });
    expect(calls.map((c) => c.query)).toEqual(['s']);
  });

  it('shows loading at once and asks once, for the text typed last before the pause', () => {
    const { port, calls } = stubPort();
    scheduler().run(({ hot, expectObservable }) => {
      const typed = hot('-a 5ms b', { a: 's', b: 'sh' });
      expectObservable(searchAsYouType({ suggestions: port, logger: aLogger() }, typed, { debounceMs: DEBOUNCE })).toBe('a b 5ms c 24ms d', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: loading('sh'),
        d: loaded('sh'),
      });
    });
    expect(calls.map((c) => c.query)).toEqual(['sh']);
  });

  it('aborts the call of stale text when the shopper types on, and shows only the latest answer', () => {
    const { port, calls } = stubPort();
    scheduler().run(({ hot, expectObservable }) => {
      const typed = hot('-a 22ms b', { a: 's', b: 'sh' });
      expectObservable(searchAsYouType({ suggestions: port, logger: aLogger() }, typed, { debounceMs: DEBOUNCE })).toBe('a b 22ms c 24ms d', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: loading('sh'),
        d: loaded('sh'),
      });
    });
    expect(calls.map((c) => [c.query, c.signal?.aborted])).toEqual([
      ['s', true],
      ['sh', false],
    ]);
  });

  it('logs a failure and clears, and the stream goes on', () => {
    const { port } = stubPort(['x']);
    const logger = aLogger();
    scheduler().run(({ hot, expectObservable }) => {
      const typed = hot('-a 30ms b', { a: 'x', b: 'sh' });
      expectObservable(searchAsYouType({ suggestions: port, logger }, typed, { debounceMs: DEBOUNCE })).toBe('a b 24ms c 5ms d 24ms e', {
        a: IDLE_SUGGESTIONS,
        b: loading('x'),
        c: CLEARED_SUGGESTIONS,
        d: loading('sh', CLEARED_SUGGESTIONS),
        e: loaded('sh'),
      });
    });
    expect(logger.error).toHaveBeenCalledWith('Search failure', { query: 'x', error: 'Error: sayt x failed' });
  });

  it('clears at once on blank text (no call) and drops repeats of the same trimmed text', () => {
    const { port, calls } = stubPort();
    scheduler().run(({ hot, expectObservable }) => {
      const typed = hot('-a 5ms b 5ms c 5ms d', { a: 's', b: '  ', c: 'sh', d: ' sh ' });
      expectObservable(searchAsYouType({ suggestions: port, logger: aLogger() }, typed, { debounceMs: DEBOUNCE })).toBe('a b 5ms c 5ms d 24ms e', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: CLEARED_SUGGESTIONS,
        d: loading('sh', CLEARED_SUGGESTIONS),
        e: loaded('sh'),
      });
    });
    expect(calls.map((c) => c.query)).toEqual(['sh']);
  });

  it('keeps the previous suggestions while the next text loads', () => {
    const { port } = stubPort();
    scheduler().run(({ hot, expectObservable }) => {
      const typed = hot('-a 40ms b', { a: 's', b: 'sh' });
      expectObservable(searchAsYouType({ suggestions: port, logger: aLogger() }, typed, { debounceMs: DEBOUNCE }), '^ 45ms !').toBe('a b 24ms c 15ms d', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: loaded('s'),
        d: { ...loaded('s'), status: 'loading', keywords: 'sh' },
      });
    });
  });

  it('shows the terms when the port reports them, still loading, then the products with them (decision 0479)', () => {
    const calls: { query: string; signal: SuggestionsSignal | undefined }[] = [];
    // The terms come CALL frames after the call and the whole answer CALL frames later.
    const port: SearchSuggestions = {
      suggest(query, signal, onTerms) {
        calls.push({ query, signal });
        const thenable = {
          then(resolve: (r: SearchSuggestionsResult) => void) {
            asyncScheduler.schedule(() => onTerms?.(resultFor(query).terms), CALL);
            asyncScheduler.schedule(() => resolve(resultFor(query)), 2 * CALL);
          },
        };
        return thenable as unknown as Promise<SearchSuggestionsResult>;
      },
      popular: async () => [],
    };
    scheduler().run(({ hot, expectObservable }) => {
      // 'sh' comes after the terms of 's' and before their products: those products never show.
      const typed = hot('-a 27ms b', { a: 's', b: 'sh' });
      expectObservable(searchAsYouType({ suggestions: port, logger: aLogger() }, typed, { debounceMs: DEBOUNCE }), '^ 70ms !').toBe('a b 24ms c 2ms d 24ms e 4ms f', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: { ...loading('s'), terms: resultFor('s').terms, termsFor: 's' },
        d: { ...loading('s'), terms: resultFor('s').terms, termsFor: 's', keywords: 'sh' },
        e: { ...loading('s'), terms: resultFor('sh').terms, termsFor: 'sh', keywords: 'sh' },
        f: loaded('sh'),
      });
    });
    expect(calls.map((c) => [c.query, c.signal?.aborted])).toEqual([
      ['s', true],
      ['sh', false],
    ]);
  });

  it('completes after the last answer when the typing ends, and aborts a running call on unsubscribe', () => {
    const done = stubPort();
    const dropped = stubPort();
    scheduler().run(({ hot, cold, expectObservable }) => {
      expectObservable(searchAsYouType({ suggestions: done.port, logger: aLogger() }, cold('-a|', { a: 's' }), { debounceMs: DEBOUNCE })).toBe('a b 5ms (c|)', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: loaded('s'),
      });
      expectObservable(searchAsYouType({ suggestions: dropped.port, logger: aLogger() }, hot('-a', { a: 's' }), { debounceMs: DEBOUNCE }), '^ 22ms !').toBe('a b', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
      });
    });
    expect(done.calls.map((c) => c.signal?.aborted)).toEqual([false]);
    expect(dropped.calls.map((c) => [c.query, c.signal?.aborted])).toEqual([['s', true]]);
  });

  it('uses the given canceller', () => {
    const aborted: string[] = [];
    const { port } = stubPort();
    scheduler().run(({ hot, expectObservable }) => {
      let n = 0;
      const newCanceller = () => {
        const id = `call-${++n}`;
        return { signal: { aborted: false, addEventListener: () => undefined, removeEventListener: () => undefined }, abort: () => aborted.push(id) };
      };
      expectObservable(searchAsYouType({ suggestions: port, logger: aLogger() }, hot('-a 22ms b', { a: 's', b: 'sh' }), { debounceMs: DEBOUNCE, newCanceller }), '^ 30ms !').toBe('a b 22ms c', {
        a: IDLE_SUGGESTIONS,
        b: loading('s'),
        c: loading('sh'),
      });
    });
    expect(aborted).toEqual(['call-1']);
  });
});

describe('loadPopularItems (shopping.md §9 "popular items 3", §8; decision 0252)', () => {
  const portWith = (popular: SearchSuggestions['popular']): SearchSuggestions => ({ suggest: async () => ({ terms: [], products: [] }), popular });

  it('keeps the first 3 tiles the port answers, and passes the signal on', async () => {
    const tiles = ['A', 'B', 'C', 'D'].map((id) => aTile({ productId: id }));
    const signals: (SuggestionsSignal | undefined)[] = [];
    const signal = new AbortController().signal;
    const items = await loadPopularItems({ suggestions: portWith(async (s) => (signals.push(s), tiles)), logger: aLogger() }, signal);
    expect(items.map((t) => t.productId)).toEqual(['A', 'B', 'C']);
    expect(signals).toEqual([signal]);
  });

  it('logs a failure as a search failure and answers no items', async () => {
    const logger = aLogger();
    const items = await loadPopularItems({ suggestions: portWith(async () => Promise.reject(new Error('popular down'))), logger });
    expect(items).toEqual([]);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('Search failure', { query: '', error: 'Error: popular down' });
  });

  it('answers no items and logs nothing when the call was aborted', async () => {
    const logger = aLogger();
    const controller = new AbortController();
    controller.abort();
    const items = await loadPopularItems({ suggestions: portWith(async () => Promise.reject(new Error('aborted'))), logger }, controller.signal);
    expect(items).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
