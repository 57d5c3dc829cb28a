import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { planProductLinks } from '../../sandbox/src/seed/steps/product-links.step.js';
import { campaignTotals } from '../../sandbox/src/personalization/campaign-stats.js';
import { SandboxHarness } from './sandbox-harness.js';

const CONTENT = '/api/content/v0/an-us/personalized-content';
const DATASET = '/api/personalization/v0/an-us/dataset';
const WJ03 = SHOWCASE.standard.productId;

interface Tray {
  productId: string;
}
const query = (queryId: string, placement: string, productIds: string[], extra: Record<string, unknown> = {}) => ({ queryId, type: 'recTray', placement, productIds, ...extra });
const content = (queries: unknown[]) => ({ environment: 'production', bestMatch: true, isEvent: false, personalized: false, queries });
const ids = (campaign: { payload: { products: Tray[]; fullProductIds: string[] } }) => {
  expect(campaign.payload.fullProductIds).toEqual(campaign.payload.products.map((p) => p.productId));
  return campaign.payload.fullProductIds;
};

describe('product links seed step (decision 0400)', () => {
  it('resolves SKUs, numbers each product and kind from 1 and drops self links, repeats and unknown ends', () => {
    const links = new Map([
      ['related', new Map([['A', ['B', 'A', 'X', 'B-S', 'C']]])],
      ['upsell', new Map([['X', ['A']], ['A', ['C']]])],
    ] as const);
    const resolve = (sku: string) => ({ A: 'A', B: 'B', 'B-S': 'B', C: 'C' })[sku] ?? null;
    expect(planProductLinks(links, resolve)).toEqual([
      { productId: 'A', linkedProductId: 'B', linkType: 'related', position: 1 },
      { productId: 'A', linkedProductId: 'C', linkType: 'related', position: 2 },
      { productId: 'A', linkedProductId: 'C', linkType: 'upsell', position: 1 },
    ]);
  });
});

describe('recommendation trays from placed orders and Luma links (shopping.md §3, §7; decision 0400)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  }, 600_000);
  afterAll(async () => h?.close());

  it('seeds the related, up-sell and cross-sell links of the committed subset', async () => {
    const kinds = await h.db.query<{ link_type: string; n: number }>('select link_type, count(*)::int as n from product_link group by link_type order by link_type');
    expect(kinds.map((k) => k.link_type)).toEqual(['crosssell', 'related', 'upsell']);
    expect(kinds.every((k) => k.n > 0)).toBe(true);
  });

  it("ranks a product's Luma related then up-sell links when it has no co-purchases, sellable products only", async () => {
    const links = await h.db.query<{ linked_product_id: string }>(
      "select linked_product_id from product_link where product_id = $1 and link_type in ('related', 'upsell') order by case link_type when 'related' then 0 else 1 end, position",
      [WJ03],
    );
    const res = await h.json('POST', CONTENT, content([query('pdp', 'product-page', [WJ03])]));
    expect(res.status).toBe(200);
    const [answer] = res.body.queryResponses;
    expect(answer).toMatchObject({ queryId: 'pdp', status: 200, campaign: { campaignId: 'rec-tray-product-page', experienceId: 'rec-tray-product-page-s0', payload: { templateId: 'rec-tray', placement: 'product-page' } } });
    const tray = ids(answer.campaign);
    expect(tray.length).toBeGreaterThan(0);
    expect(tray).toEqual(links.map((l) => l.linked_product_id).filter((id) => tray.includes(id)));
    expect(tray).not.toContain(WJ03);
    expect(answer.campaign.payload.products[0].priceData.currencyCode).toBe('USD');
  });

  it('puts the products bought in the same placed orders first, then the links', async () => {
    // A demo order holds the duffle bag and the watch together (sandbox/src/seed/past-orders.ts).
    const [shared] = await h.db.query<{ other: string }>(
      `select other.product_id as other from order_line seed join order_line other on other.order_number = seed.order_number
        where seed.product_id = '24-MB01' and other.product_id <> '24-MB01' group by other.product_id order by count(*) desc limit 1`,
    );
    const res = await h.json('POST', CONTENT, content([query('bag', 'cart-page', ['24-MB01'])]));
    expect(ids(res.body.queryResponses[0].campaign)[0]).toBe(shared!.other);
    const linksOnly = await h.json('POST', CONTENT, content([query('bag', 'cart-page', ['24-MB01'], { strategyVariant: 3, campaignVariant: 2 })]));
    expect(linksOnly.body.queryResponses[0].campaign.experienceId).toBe('rec-tray-cart-page-s3-c2');
    expect(ids(linksOnly.body.queryResponses[0].campaign)).not.toContain(shared!.other);
  });

  it('answers best sellers without products, the family from the same category, and 207 when one query names no known product', async () => {
    const res = await h.json('POST', CONTENT, content([query('home', 'home-page', []), query('family', 'product-page-family', [WJ03]), query('gone', 'product-page', ['NO-SUCH'])]));
    expect(res.status).toBe(207);
    const [home, family, gone] = res.body.queryResponses;
    const [top] = await h.db.query<{ product_id: string }>('select product_id from order_line group by product_id order by sum(quantity) desc, product_id limit 1');
    expect(ids(home.campaign)[0]).toBe(top!.product_id);
    const jackets = await h.db.query<{ product_id: string }>('select product_id from product where parent_category_id = (select parent_category_id from product where product_id = $1)', [WJ03]);
    expect(ids(family.campaign).length).toBeGreaterThan(0);
    expect(ids(family.campaign).every((id: string) => jackets.some((j) => j.product_id === id))).toBe(true);
    expect(gone).toEqual({ queryId: 'gone', status: 404, campaign: null, error: { code: 'PRODUCT_NOT_FOUND', message: 'No product found for NO-SUCH' } });
  });

  it("answers a listing or search tray from its seeds, and the store's best sellers for campaign variant 2 (decision 0424)", async () => {
    const seeds = [WJ03];
    const res = await h.json('POST', CONTENT, content([query('plp', 'category-page', seeds, { campaignVariant: 1 }), query('search', 'search-page', seeds, { campaignVariant: 2 })]));
    expect(res.status).toBe(200);
    const [plp, search] = res.body.queryResponses;
    expect(plp.campaign).toMatchObject({ campaignId: 'rec-tray-category-page', experienceId: 'rec-tray-category-page-s0-c1', campaignName: 'You may also like', payload: { placement: 'category-page' } });
    expect(search.campaign).toMatchObject({ campaignId: 'rec-tray-search-page', experienceId: 'rec-tray-search-page-s0-c2', campaignName: 'Popular right now', payload: { placement: 'search-page' } });
    const related = ids(plp.campaign);
    const popular = ids(search.campaign);
    expect(related.length).toBeGreaterThan(0);
    expect(popular.length).toBeGreaterThan(0);
    for (const id of [...related, ...popular]) expect(seeds).not.toContain(id);
    expect(popular).not.toEqual(related);
    const sold = (await h.db.query<{ product_id: string }>('select product_id from order_line group by product_id order by sum(quantity) desc, product_id')).map((r) => r.product_id);
    expect(popular).toEqual(sold.filter((id) => popular.includes(id)));
  });

  it('refuses a body the contract refuses', async () => {
    expect((await h.json('POST', CONTENT, content([]))).status).toBe(400);
    expect((await h.json('POST', CONTENT, content([query('x', 'nowhere', [])]))).status).toBe(400);
    expect((await h.json('POST', CONTENT, content([query('x', 'product-page', [WJ03], { strategyVariant: 5 })]))).status).toBe(400);
  });

  it('answers the dataset call with one campaign per content zone, seeded by the page and the cart, none with noCampaigns', async () => {
    const body = {
      source: { locale: 'en-US', application: 'vitrine', url: 'http://localhost/shop/x', channel: 'web', pageType: 'pdp', contentZones: ['product-page', 'product-page-family'] },
      user: { id: 'visitor-1', attributes: { customer_auth_status: 'GUEST' } },
      flags: { noCampaigns: false, pageView: true },
      action: 'View Item',
      itemAction: 'View Item',
      catalog: { Product: [{ _id: WJ03 }] },
      cart: { singleLine: { Product: [{ _id: '24-MB01', price: 34, quantity: 1 }] } },
      campaignStats: [{ campaignId: 'rec-tray-product-page', experienceId: 'rec-tray-product-page-s0', stat: 'Impression' }],
    };
    const res = await h.json('POST', DATASET, body);
    expect(res.status).toBe(200);
    expect(res.body.campaignResponses.map((c: { payload: { placement: string } }) => c.payload.placement)).toEqual(['product-page', 'product-page-family']);
    const tray = ids(res.body.campaignResponses[0]);
    expect(tray).not.toContain(WJ03);
    expect(tray).not.toContain('24-MB01');
    const none = await h.json('POST', DATASET, { ...body, flags: { noCampaigns: true, pageView: true } });
    expect(none.body).toEqual({ campaignResponses: [] });
    expect((await h.json('POST', DATASET, { ...body, user: {} })).status).toBe(400);
  });

  it('adds the campaign stats of each dataset call to the impressions and clicks of the campaign experience (decision 0425)', async () => {
    const body = {
      source: { locale: 'en-US', application: 'vitrine', url: 'http://localhost/women-tops', channel: 'web', pageType: 'category', contentZones: [] },
      user: { id: 'visitor-2', attributes: {} },
      flags: { noCampaigns: true, pageView: true },
      action: 'View Category',
    };
    const stat = (experienceId: string, kind: 'Impression' | 'Clickthrough') => ({ campaignId: 'rec-tray-category-page', experienceId, stat: kind });
    const before = await campaignTotals(h.db, 'an-us', ['rec-tray-category-page']);
    expect(before).toEqual([]);
    await h.json('POST', DATASET, { ...body, campaignStats: [stat('rec-tray-category-page-s0-c1', 'Impression'), stat('rec-tray-category-page-s0-c1', 'Clickthrough'), stat('rec-tray-category-page-s0-c2', 'Impression')] });
    const second = await h.json('POST', DATASET, { ...body, campaignStats: [stat('rec-tray-category-page-s0-c1', 'Impression')] });
    expect(second.status).toBe(200);
    await h.json('POST', DATASET, body);
    expect(await campaignTotals(h.db, 'an-us', ['rec-tray-category-page'])).toEqual([
      { campaignId: 'rec-tray-category-page', experienceId: 'rec-tray-category-page-s0-c1', impressions: 2, clicks: 1 },
      { campaignId: 'rec-tray-category-page', experienceId: 'rec-tray-category-page-s0-c2', impressions: 1, clicks: 0 },
    ]);
    expect(await campaignTotals(h.db, 'fp-uk', ['rec-tray-category-page'])).toEqual([]);
  });
});
