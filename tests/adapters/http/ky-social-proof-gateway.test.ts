import { describe, expect, it } from 'vitest';
import { KySocialProofGateway } from '../../../adapters/src/http/ky-social-proof-gateway.js';
import { FakeScheduler } from '../../mothers/core/fakes.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json, networkFailure } from '../support/fetch-stub.js';

const SOCIAL = '/api/slipstream/api/social/v0';
const EVENTS = `${SOCIAL}/events`;
const accepted = () => new Response(null, { status: 202 });

describe('KySocialProofGateway (decision 0320)', () => {
  it('asks for the site, the comma-separated ids and the window, and reads the counts', async () => {
    const h = clientHarness();
    h.stub.on('GET', SOCIAL, json(200, { items: [{ itemId: 'P1', views: 4, addToCarts: 1 }, { itemId: 'P2', views: 0, addToCarts: 0 }] }));
    const result = await new KySocialProofGateway(h.http, aSite(), new FakeScheduler()).getSocialProof(['P1', 'P2'], 60);
    expect(result).toEqual([
      { itemId: 'P1', views: 4, addToCarts: 1 },
      { itemId: 'P2', views: 0, addToCarts: 0 },
    ]);
    const params = h.stub.calls[0]!.url.searchParams;
    expect([params.get('siteId'), params.get('itemIds'), params.get('lookbackMins')]).toEqual(['an-us', 'P1,P2', '60']);
  });

  it('records an event with the site, and retries once after 500 ms on a network error', async () => {
    const h = clientHarness();
    const scheduler = new FakeScheduler();
    h.stub.on('POST', EVENTS, () => networkFailure(), accepted);
    const done = new KySocialProofGateway(h.http, aSite(), scheduler).recordEvent('P1', 'VIEW', 'visitor-1');
    await waitUntil(() => scheduler.pending === 1);
    scheduler.advance(499);
    expect(h.stub.callsTo('POST', EVENTS)).toHaveLength(1);
    scheduler.advance(1);
    await done;
    const calls = h.stub.callsTo('POST', EVENTS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ siteId: 'an-us', itemId: 'P1', kind: 'VIEW', visitorId: 'visitor-1' });
  });

  it('does not retry an error status', async () => {
    const h = clientHarness();
    h.stub.on('POST', EVENTS, apiError(404, 'NOT_FOUND'));
    await expect(new KySocialProofGateway(h.http, aSite(), new FakeScheduler()).recordEvent('NOPE', 'ADD_TO_CART', 'v')).rejects.toMatchObject({ status: 404 });
    expect(h.stub.callsTo('POST', EVENTS)).toHaveLength(1);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
