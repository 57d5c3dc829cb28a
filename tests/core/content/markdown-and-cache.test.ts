import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MINUTES, contentProviderAfter, cacheTtlMs, contentEntryNotFoundMessage, isCacheFresh, LOCALIZED_TEXT_FETCH_LIMIT, renderMarkdown, type Logger } from '@vitrine/core';

const logger = (): Logger => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('renderMarkdown (shell §8 "Markdown parse failure returns the raw text")', () => {
  it('returns the renderer output', () => {
    expect(renderMarkdown({ toHtml: (m) => `<p>${m}</p>` }, 'hi')).toEqual({ html: '<p>hi</p>', raw: false });
  });
  it('returns the raw text when parsing fails, and warns', () => {
    const log = logger();
    const r = renderMarkdown({ toHtml: () => { throw new Error('bad'); } }, '**x', log);
    expect(r).toEqual({ html: '**x', raw: true });
    expect(log.warn).toHaveBeenCalledOnce();
  });
  it('works without a logger', () => {
    expect(renderMarkdown({ toHtml: () => { throw new Error('bad'); } }, 'y')).toEqual({ html: 'y', raw: true });
  });
});

describe('content cache and texts (shopping §8, §9)', () => {
  it('has the TTL table in minutes', () => {
    expect(CACHE_TTL_MINUTES).toEqual({ short: 5, medium: 15, long: 60, extraLong: 1440, robots: 180, staticAsset: 43200, default: 15 });
    expect(cacheTtlMs('robots')).toBe(180 * 60_000);
    expect(cacheTtlMs('nonsense')).toBe(15 * 60_000);
  });
  it('is fresh strictly before the TTL ends', () => {
    expect(isCacheFresh(0, 299_999, 300_000)).toBe(true);
    expect(isCacheFresh(0, 300_000, 300_000)).toBe(false);
  });
  it('has the spec texts and codes', () => {
    expect(contentEntryNotFoundMessage('homepage')).toBe('Contentful entry not found: homepage');
    expect(LOCALIZED_TEXT_FETCH_LIMIT).toBe(1000);
  });
  it('property: freshness flips exactly at cachedAt + ttl', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e6), fc.integer({ min: 1, max: 1e6 }), (at, age, ttl) => {
        expect(isCacheFresh(at, at + age, ttl)).toBe(age < ttl);
      }),
    );
  });
});

describe('the content outage rule (shopping.md §8; decision 0405)', () => {
  it('502 on content, or the simulated outage code, uses the fallback provider', () => {
    expect(contentProviderAfter(502)).toBe('fallback');
    expect(contentProviderAfter(500)).toBe('fail');
    expect(contentProviderAfter(503, 'MOCKED_CONTENTFUL_DOWN_ERROR')).toBe('fallback');
    expect(contentProviderAfter(500, 'INTERNAL')).toBe('fail');
    expect(contentProviderAfter(502, null)).toBe('fallback');
  });
});
