import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MINUTES, type Clock } from '@vitrine/core';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import type { HttpClient } from '../../../adapters/src/http/client.js';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { KyPageBannerGateway } from '../../../adapters/src/http/ky-page-banner-gateway.js';
import { aSite } from '../../mothers/site.mother.js';

const entry = (headline: string): StoredContentEntriesDto => ({
  total: 1,
  items: [
    {
      id: 'home-an-us-en',
      contentType: 'pageBannerContainer',
      slug: 'home',
      language: 'en',
      updatedAt: '2026-11-27T10:00:00.000Z',
      fields: { banners: [{ id: 'live', type: 'componentLiveTextBanner', fields: { headlineText: headline, ctaLinks: [] } }] },
    },
  ],
});

const failure = (status: number, code: string) => new HttpError({ kind: 'http', status, code, message: code, method: 'GET', url: '/content' });

/** An HttpClient whose GET answers from `answer(path)`, recording the paths asked. */
function fakeHttp(answer: (path: string, call: number) => unknown): HttpClient & { readonly paths: string[] } {
  const paths: string[] = [];
  const get = async <T,>(path: string) => {
    paths.push(path);
    const result = answer(path, paths.length);
    if (result instanceof Error) throw result;
    return result as T;
  };
  const never = async () => {
    throw new Error('not used');
  };
  return { paths, get, post: never, put: never, patch: never, delete: never };
}

const clockAt = (state: { now: number }): Clock => ({ now: () => state.now });
const headlineOf = (result: Awaited<ReturnType<KyPageBannerGateway['getPageBanners']>>) =>
  result.ok && result.value.banners[0]?.type === 'componentLiveTextBanner' ? result.value.banners[0].fields.headlineText : null;

describe('KyPageBannerGateway (shopping.md §7 "Content", §8, §9; decisions 0410, 0411)', () => {
  it('answers a fresh cached entry without fetching again, and fetches once the medium TTL has passed', async () => {
    const time = { now: 1_000_000 };
    const http = fakeHttp((_path, call) => entry(`Headline ${call}`));
    const gateway = new KyPageBannerGateway(http, aSite(), clockAt(time));
    expect(headlineOf(await gateway.getPageBanners('home'))).toBe('Headline 1');
    time.now += CACHE_TTL_MINUTES.medium * 60_000 - 1;
    expect(headlineOf(await gateway.getPageBanners('home'))).toBe('Headline 1');
    expect(http.paths).toHaveLength(1);
    time.now += 1;
    expect(headlineOf(await gateway.getPageBanners('home'))).toBe('Headline 2');
    expect(http.paths).toEqual(['/content/v1/an-us/entries', '/content/v1/an-us/entries']);
  });

  it('falls back to the direct provider on a 502 and on MOCKED_CONTENTFUL_DOWN_ERROR with another status', async () => {
    for (const down of [failure(502, 'HTTP_502'), failure(503, 'MOCKED_CONTENTFUL_DOWN_ERROR')]) {
      const http = fakeHttp((path) => (path.startsWith('/content/v1/') ? down : entry('From the direct provider')));
      const result = await new KyPageBannerGateway(http, aSite(), clockAt({ now: 0 })).getPageBanners('home');
      expect(headlineOf(result)).toBe('From the direct provider');
      expect(http.paths).toEqual(['/content/v1/an-us/entries', '/content/direct/v1/an-us/entries']);
    }
  });

  it("gives CONTENT.ENTRY_NOT_FOUND 'Contentful entry not found: {slug}' on a 404 or an empty answer, and throws other failures", async () => {
    const notFound = await new KyPageBannerGateway(fakeHttp(() => failure(404, 'NOT_FOUND')), aSite(), clockAt({ now: 0 })).getPageBanners('category-collections');
    expect(notFound).toEqual({ ok: false, error: expect.objectContaining({ code: 'CONTENT.ENTRY_NOT_FOUND', message: 'Contentful entry not found: category-collections' }) });
    const empty = await new KyPageBannerGateway(fakeHttp(() => ({ items: [], total: 0 })), aSite(), clockAt({ now: 0 })).getPageBanners('home');
    expect(empty.ok).toBe(false);
    await expect(new KyPageBannerGateway(fakeHttp(() => failure(500, 'HTTP_500')), aSite(), clockAt({ now: 0 })).getPageBanners('home')).rejects.toMatchObject({ status: 500 });
  });
});
