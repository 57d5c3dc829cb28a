import { describe, expect, it } from 'vitest';
import { CatalogMemo } from '../../sandbox/src/db/catalog-memo.js';

/** The catalogue facts memo (decision 0256): values live only at the version they were read at. */
describe('CatalogMemo', () => {
  const memoAt = (start: number | null) => {
    const state = { version: start };
    return { state, memo: new CatalogMemo(() => state.version, 2) };
  };

  it('hands a kept value back at the version it was read at, and not at another', () => {
    const { state, memo } = memoAt(3);
    expect(memo.version()).toBe(3);
    memo.keep('sku-1', { stock: 5 }, 3);
    expect(memo.get('sku-1', 3)).toEqual({ stock: 5 });
    state.version = 4;
    expect(memo.get('sku-1', 4)).toBeUndefined();
    expect(memo.get('missing', 3)).toBeUndefined();
  });

  it('keeps nothing read before a write the process has noted (version moved or unknown)', () => {
    const { state, memo } = memoAt(3);
    state.version = null;
    expect(memo.version()).toBeNull();
    memo.keep('sku-1', { stock: 5 }, 3);
    state.version = 3;
    expect(memo.get('sku-1', 3)).toBeUndefined();
    state.version = 4;
    memo.keep('sku-1', { stock: 5 }, 3);
    expect(memo.get('sku-1', 3)).toBeUndefined();
  });

  it('drops the least recently used value beyond its size', () => {
    const { memo } = memoAt(1);
    memo.keep('a', 1, 1);
    memo.keep('b', 2, 1);
    memo.get('a', 1);
    memo.keep('c', 3, 1);
    expect([memo.get('a', 1), memo.get('b', 1), memo.get('c', 1)]).toEqual([1, undefined, 3]);
  });
});
