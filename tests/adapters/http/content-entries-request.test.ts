import { describe, expect, it } from 'vitest';
import { getContentEntries, isContentOutage } from '../../../adapters/src/http/content-entries-request.js';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const ENTRIES = '/api/content/v1/an-us/entries';
const DIRECT = '/api/content/direct/v1/an-us/entries';
const entries = (slug: string) => ({ items: [{ id: `${slug}-an-us-en`, contentType: 'localizedText', slug, language: 'en', updatedAt: '2026-11-01T00:00:00.000Z', fields: {} }], total: 1 });
const failure = (status: number, code: string) => new HttpError({ kind: 'http', status, code, message: code, method: 'GET', url: '/content' });

describe('getContentEntries (shopping.md §7 "Content", §8 "502 on content"; decision 0405)', () => {
  it('reads the content API with the query as search params and makes no fallback call when it answers', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, entries('from-the-api')));
    const body = await getContentEntries(h.http, aSite(), { content_type: 'localizedText', include: 0, limit: 1 });
    expect(body.items.map((e) => e.slug)).toEqual(['from-the-api']);
    expect(h.stub.calls.map((c) => c.url.pathname)).toEqual([ENTRIES]);
    expect(Object.fromEntries(h.stub.calls[0]!.url.searchParams)).toEqual({ content_type: 'localizedText', include: '0', limit: '1' });
  });

  it('asks the direct provider with the same query on a 502 and on MOCKED_CONTENTFUL_DOWN_ERROR with another status', async () => {
    for (const down of [apiError(502, 'HTTP_502'), apiError(503, 'MOCKED_CONTENTFUL_DOWN_ERROR')]) {
      const h = clientHarness();
      h.stub.on('GET', ENTRIES, down);
      h.stub.on('GET', DIRECT, json(200, entries('from-the-direct-provider')));
      const body = await getContentEntries(h.http, aSite(), { content_type: 'sizeGuideVendor', slug: 'luma' });
      expect(body.items.map((e) => e.slug)).toEqual(['from-the-direct-provider']);
      expect(h.stub.calls.map((c) => c.url.pathname)).toEqual([ENTRIES, DIRECT]);
      expect(h.stub.calls[1]!.url.searchParams.get('slug')).toBe('luma');
    }
  });

  it('throws other failures without a fallback, and the fallback failure when the direct provider fails too', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, apiError(404, 'NOT_FOUND', 'Contentful entry not found: home'), apiError(502, 'HTTP_502'));
    h.stub.on('GET', DIRECT, apiError(500, 'INTERNAL', 'boom'));
    await expect(getContentEntries(h.http, aSite(), { content_type: 'pageBannerContainer' })).rejects.toMatchObject({ status: 404, message: 'Contentful entry not found: home' });
    await expect(getContentEntries(h.http, aSite(), { content_type: 'pageBannerContainer' })).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(h.stub.calls.map((c) => c.url.pathname)).toEqual([ENTRIES, ENTRIES, DIRECT]);
  });
});

describe('isContentOutage (shopping.md §8; decisions 0410, 0405)', () => {
  it('is true for a 502 or the MOCKED_CONTENTFUL_DOWN_ERROR code, false for anything else', () => {
    expect(isContentOutage(failure(502, 'HTTP_502'))).toBe(true);
    expect(isContentOutage(failure(500, 'MOCKED_CONTENTFUL_DOWN_ERROR'))).toBe(true);
    expect(isContentOutage(failure(500, 'INTERNAL'))).toBe(false);
    expect(isContentOutage(failure(404, 'NOT_FOUND'))).toBe(false);
    expect(isContentOutage(new Error('502'))).toBe(false);
  });
});
