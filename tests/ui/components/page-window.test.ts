import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, parsePage } from '../../../ui/src/components/page-window';

describe('pager rules (decision 0052)', () => {
  it('shows first, last, the current page and its neighbours with gaps', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('clamps the current page into range', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });

  it('counts pages', () => {
    expect(pageCount(30, 24)).toBe(2);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(0, 24)).toBe(0);
  });

  it('reads ?page= as a whole number of at least 1, else 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '2x']) expect(parsePage(bad)).toBe(1);
  });
});
