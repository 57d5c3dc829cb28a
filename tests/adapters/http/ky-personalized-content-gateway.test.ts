import { describe, expect, it } from 'vitest';
import type { PersonalizedContentEvent } from '@vitrine/core';
import { MemoryLogger } from '@vitrine/adapters/in-memory';
import type { HttpClient } from '../../../adapters/src/http/client.js';
import { KyPersonalizedContentGateway } from '../../../adapters/src/http/ky-personalized-content-gateway.js';
import { aSite } from '../../mothers/site.mother.js';

/** The promotions' dataset body: not a page view, no trays, stats left out in staging (shopping.md §4; decisions 0407, 0408). */
describe('KyPersonalizedContentGateway dataset body', () => {
  const event: PersonalizedContentEvent = {
    locale: 'en-US',
    url: 'http://localhost/',
    pageType: 'home',
    action: 'View Home',
    userId: 'v-1',
    attributes: { uuid: 'v-1' },
    cartLines: [],
    campaignStats: [{ campaignId: 'bandit-promotion-home-page-promotion', experienceId: 'gift-wrap', stat: 'Clickthrough' }],
    promotionPlacements: ['home-page-promotion'],
    notifications: false,
  };

  async function sent(environment: string, answer: unknown, sentEvent = event) {
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    };
    const gateway = new KyPersonalizedContentGateway({} as HttpClient, aSite(), { apiBaseUrl: 'http://api.test/api', environment, logger: new MemoryLogger(), fetch });
    const content = await gateway.sendContentDataset(sentEvent);
    return { content, body: (await requests[0]!.json()) as Record<string, unknown>, request: requests[0]! };
  }

  const notification = { campaignId: 'notification-welcome-back', experienceId: 'welcome-back-signed-in', campaignName: 'Welcome back', payload: { templateId: 'notification', kind: 'welcome-back', experience: 'welcome-back-signed-in', userGroup: 'returning-customer' } };

  it('asks the promotion zones without a page view or trays, with the stats, and keeps notifications only when asked', async () => {
    const { body, request, content } = await sent('production', { campaignResponses: [], notificationCampaigns: [notification] });
    expect(request.credentials).toBe('omit');
    expect(body).toMatchObject({ source: { contentZones: [] }, flags: { noCampaigns: false, pageView: false }, promotionZones: ['home-page-promotion'], notifications: false, campaignStats: [{ stat: 'Clickthrough' }] });
    expect(content).toEqual({ banditPromotions: [], notificationCampaigns: [] });
    const asked = await sent('production', { campaignResponses: [], notificationCampaigns: [notification] }, { ...event, notifications: true });
    expect(asked.content.notificationCampaigns).toEqual([{ campaignId: 'notification-welcome-back', experienceId: 'welcome-back-signed-in', campaignName: 'Welcome back', kind: 'welcome-back', experience: 'welcome-back-signed-in', userGroup: 'returning-customer', remaining: null }]);
  });

  it('leaves the campaign stats out in staging', async () => {
    const { body } = await sent('staging', { campaignResponses: [] });
    expect(body).not.toHaveProperty('campaignStats');
  });
});
