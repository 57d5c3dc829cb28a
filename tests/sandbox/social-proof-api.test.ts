import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

const SOCIAL = '/api/slipstream/api/social/v0';
const ITEM = SHOWCASE.standard.productId;

describe('social proof from recorded events (shopping.md §7; decision 0320)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  const view = (visitorId: string, kind = 'VIEW', itemId: string = ITEM) => h.raw('POST', `${SOCIAL}/events`, { body: { siteId: 'an-us', itemId, kind, visitorId } });

  it('counts distinct visitors who viewed or added a product within the lookback window', async () => {
    const start = h.now;
    expect((await view('v1')).status).toBe(202);
    expect((await view('v1')).status).toBe(202);
    expect((await view('v2')).status).toBe(202);
    expect((await view('v2', 'ADD_TO_CART')).status).toBe(202);
    h.now = start + 90 * 60_000;
    expect((await view('v3')).status).toBe(202);
    const lastHour = await h.json('GET', `${SOCIAL}?siteId=an-us&itemIds=${ITEM},24-WG084&lookbackMins=60`);
    expect(lastHour.status).toBe(200);
    expect(lastHour.body.items).toEqual([
      { itemId: ITEM, views: 1, addToCarts: 0 },
      { itemId: '24-WG084', views: 0, addToCarts: 0 },
    ]);
    const twoHours = await h.json('GET', `${SOCIAL}?siteId=an-us&itemIds=${ITEM}&lookbackMins=120`);
    expect(twoHours.body.items).toEqual([{ itemId: ITEM, views: 3, addToCarts: 1 }]);
    const otherSite = await h.json('GET', `${SOCIAL}?siteId=an-ca&itemIds=${ITEM}&lookbackMins=120`);
    expect(otherSite.body.items).toEqual([{ itemId: ITEM, views: 0, addToCarts: 0 }]);
  });

  it('refuses malformed requests and unknown sites or products', async () => {
    expect((await h.json('GET', `${SOCIAL}?siteId=an-us&itemIds=&lookbackMins=60`)).status).toBe(400);
    expect((await h.json('GET', `${SOCIAL}?siteId=an-us&itemIds=${ITEM}&lookbackMins=0`)).status).toBe(400);
    expect((await h.json('GET', `${SOCIAL}?siteId=an-us&itemIds=${ITEM}&lookbackMins=abc`)).status).toBe(400);
    expect((await h.json('GET', `${SOCIAL}?siteId=zz-zz&itemIds=${ITEM}&lookbackMins=60`)).status).toBe(404);
    expect((await view('v1', 'PURCHASE')).status).toBe(400);
    expect((await view('')).status).toBe(400);
    expect((await view('v1', 'VIEW', 'NO-SUCH-PRODUCT')).status).toBe(404);
  });
});
