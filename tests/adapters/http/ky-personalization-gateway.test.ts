import { describe, expect, it } from 'vitest';
import type { DatasetEvent } from '@vitrine/core';
import { MemoryLogger } from '@vitrine/adapters/in-memory';
import type { HttpClient } from '../../../adapters/src/http/client.js';
import { KyPersonalizationGateway } from '../../../adapters/src/http/ky-personalization-gateway.js';
import { aSite } from '../../mothers/site.mother.js';

/** Campaign stats are not sent in staging (shopping.md §4; shell-and-account.md §7; decision 0400). */
describe('KyPersonalizationGateway dataset body', () => {
  const event: DatasetEvent = {
    placements: ['home-page'],
    productIds: [],
    strategyVariant: 1,
    locale: 'en-US',
    url: 'http://localhost/',
    pageType: 'home',
    userId: 'v-1',
    attributes: { uuid: 'v-1' },
    action: 'View Home',
    cartLines: [{ productId: 'WJ03', price: 77, quantity: 2 }],
    campaignStats: [{ campaignId: 'rec-tray-home-page', experienceId: 'rec-tray-home-page-s1', stat: 'Clickthrough' }],
  };
  const unusedClient = {} as HttpClient;

  async function sentBody(environment: string, sentEvent: DatasetEvent = event): Promise<{ body: Record<string, unknown>; credentials: RequestCredentials; url: string }> {
    const sent: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify({ campaignResponses: [] }), { headers: { 'content-type': 'application/json' } });
    };
    const gateway = new KyPersonalizationGateway(unusedClient, aSite(), { apiBaseUrl: 'http://api.test/api/', environment, logger: new MemoryLogger(), fetch });
    await expect(gateway.sendDataset(sentEvent)).resolves.toEqual([]);
    return { body: (await sent[0]!.json()) as Record<string, unknown>, credentials: sent[0]!.credentials, url: sent[0]!.url };
  }

  it('sends the page, user, cart and campaign stats in production, without credentials', async () => {
    const { body, credentials, url } = await sentBody('production');
    expect(url).toBe(`http://api.test/api/personalization/v0/${aSite().siteId}/dataset`);
    expect(credentials).toBe('omit');
    expect(body).toMatchObject({
      source: { locale: 'en-US', pageType: 'home', contentZones: ['home-page'] },
      user: { id: 'v-1' },
      flags: { noCampaigns: false, pageView: true },
      cart: { singleLine: { Product: [{ _id: 'WJ03', price: 77, quantity: 2 }] } },
      campaignStats: [{ campaignId: 'rec-tray-home-page', stat: 'Clickthrough' }],
      strategyVariant: 1,
    });
    expect(body).not.toHaveProperty('campaignVariant');
  });

  it("sends a listing's campaign variant and content zone (decision 0424)", async () => {
    const { body } = await sentBody('production', { ...event, placements: ['category-page'], productIds: ['WJ03', 'WJ04'], pageType: 'category', action: 'View Category', campaignVariant: 2 });
    expect(body).toMatchObject({ source: { pageType: 'category', contentZones: ['category-page'] }, catalog: { Product: [{ _id: 'WJ03' }, { _id: 'WJ04' }] }, campaignVariant: 2 });
  });

  it('leaves the campaign stats out in staging', async () => {
    const { body } = await sentBody('staging');
    expect(body).not.toHaveProperty('campaignStats');
    expect(body).toHaveProperty('action', 'View Home');
  });
});
