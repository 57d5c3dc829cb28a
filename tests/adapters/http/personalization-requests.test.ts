import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { MemoryLogger } from '@vitrine/adapters/in-memory';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { onePerPlacement, personalizationStatusOf, postDataset, type DatasetPageEvent } from '../../../adapters/src/http/personalization-requests.js';
import { aSite } from '../../mothers/site.mother.js';

const event: DatasetPageEvent = {
  locale: 'en-US',
  url: 'http://localhost/cart',
  pageType: 'cart',
  userId: 'v-1',
  attributes: { uuid: 'v-1', customer_auth_status: 'GUEST' },
  action: 'View Cart',
  cartLines: [{ productId: 'WJ03', price: 77, quantity: 2 }],
  campaignStats: [{ campaignId: 'rec-tray-cart-page', experienceId: 'rec-tray-cart-page-s0', stat: 'Impression' }],
};
const fields = { contentZones: ['cart-page' as const], flags: { noCampaigns: false, pageView: true }, strategyVariant: 0 };
const answer = { campaignResponses: [] };

/** A fetch answering each call in turn: a Response, or a network failure (undici's TypeError 'fetch failed') for an Error; it keeps the requests and when they came. */
function scriptedFetch(...answers: (Response | Error)[]) {
  const requests: { request: Request; at: number }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ request: new Request(input, init), at: Date.now() });
    const next = answers.shift() ?? new Error('no more answers');
    if (next instanceof Error) throw new TypeError('fetch failed', { cause: next });
    return next;
  };
  return { fetch, requests };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('postDataset (shell-and-account.md §7; shopping.md §4; decisions 0400, 0407)', () => {
  it("posts the page, shopper, cart, stats and the call's own fields to the dataset address, without credentials", async () => {
    const { fetch, requests } = scriptedFetch(json(200, answer));
    const body = await postDataset(aSite(), { apiBaseUrl: 'http://api.test/api/', environment: 'production', logger: new MemoryLogger(), fetch }, event, fields);
    expect(body).toEqual(answer);
    const { request } = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`http://api.test/api/personalization/v0/${aSite().siteId}/dataset`);
    expect(request.credentials).toBe('omit');
    expect(await request.json()).toEqual({
      source: { locale: 'en-US', application: 'vitrine', url: 'http://localhost/cart', channel: 'web', pageType: 'cart', contentZones: ['cart-page'] },
      user: { id: 'v-1', attributes: { uuid: 'v-1', customer_auth_status: 'GUEST' } },
      action: 'View Cart',
      cart: { singleLine: { Product: [{ _id: 'WJ03', price: 77, quantity: 2 }] } },
      flags: { noCampaigns: false, pageView: true },
      strategyVariant: 0,
      campaignStats: [{ campaignId: 'rec-tray-cart-page', experienceId: 'rec-tray-cart-page-s0', stat: 'Impression' }],
    });
  });

  it('leaves the campaign stats out in staging and when there are none', async () => {
    for (const [environment, campaignStats] of [['staging', event.campaignStats], ['production', []]] as const) {
      const { fetch, requests } = scriptedFetch(json(200, answer));
      await postDataset(aSite(), { apiBaseUrl: 'http://api.test/api', environment, logger: new MemoryLogger(), fetch }, { ...event, campaignStats }, fields);
      expect(await requests[0]!.request.json()).not.toHaveProperty('campaignStats');
    }
  });

  it('retries once, 500 ms after a network error; a second one, or an HTTP error, throws', async () => {
    const retried = scriptedFetch(new Error('dropped'), json(200, answer));
    await expect(postDataset(aSite(), { apiBaseUrl: 'http://api.test/api', environment: 'production', logger: new MemoryLogger(), fetch: retried.fetch }, event, fields)).resolves.toEqual(answer);
    expect(retried.requests).toHaveLength(2);
    expect(retried.requests[1]!.at - retried.requests[0]!.at).toBeGreaterThanOrEqual(490);
    const dropped = scriptedFetch(new Error('dropped'), new Error('dropped again'));
    await expect(postDataset(aSite(), { apiBaseUrl: 'http://api.test/api', environment: 'production', logger: new MemoryLogger(), fetch: dropped.fetch }, event, fields)).rejects.toThrow();
    expect(dropped.requests).toHaveLength(2);
    const failing = scriptedFetch(json(500, { code: 'BOOM' }), json(200, answer));
    await expect(postDataset(aSite(), { apiBaseUrl: 'http://api.test/api', environment: 'production', logger: new MemoryLogger(), fetch: failing.fetch }, event, fields)).rejects.toBeInstanceOf(HTTPError);
    expect(failing.requests).toHaveLength(1);
  });

  it('takes a 403 as a warning only: null, one warning logged', async () => {
    const logger = new MemoryLogger();
    const { fetch } = scriptedFetch(json(403, { code: 'FORBIDDEN' }));
    await expect(postDataset(aSite(), { apiBaseUrl: 'http://api.test/api', environment: 'production', logger, fetch }, event, fields)).resolves.toBeNull();
    expect(logger.entries.filter((e) => e.level === 'warn').map((e) => e.message)).toEqual(['Personalization call forbidden (403)']);
  });
});

describe('personalizationStatusOf', () => {
  it("reads the API client's HttpError and ky's HTTPError, null for anything else", async () => {
    expect(personalizationStatusOf(new HttpError({ kind: 'http', status: 403, code: 'FORBIDDEN', message: 'no', method: 'GET', url: '/content' }))).toBe(403);
    const request = new Request('http://api.test/api/personalization/v0/an-us/dataset', { method: 'POST' });
    expect(personalizationStatusOf(new HTTPError(new Response(null, { status: 404 }), request, {} as never))).toBe(404);
    expect(personalizationStatusOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('onePerPlacement', () => {
  const answered = [
    { id: 'b', payload: { placement: 'cart' } },
    { id: 'a', payload: { placement: 'home' } },
    { id: 'a2', payload: { placement: 'home' } },
    { id: 'x', payload: { placement: 'listing' } },
  ];
  it('keeps the first answer of each placement asked, in the order asked, converted; unanswered placements and unasked answers are left out', () => {
    expect(onePerPlacement(['home', 'search', 'cart'], answered, (a) => a.id)).toEqual(['a', 'b']);
    expect(onePerPlacement<string, (typeof answered)[number], string>([], answered, (a) => a.id)).toEqual([]);
  });
});
