import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecTrays, PersonalizationGateway, type DatasetEvent } from '@vitrine/core';
import { BACKENDS, sandboxClient, type ContractBackend } from './support/backends.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { apiBaseOf } from './support/contract-harness.js';

/**
 * Contract: PersonalizationGateway, written once and run against the sandbox (ky gateway over real
 * HTTP) and the in-memory back end (shopping.md §3, §7 "Content and personalization";
 * shell-and-account.md §7, §8; decisions 0147, 0400).
 */

const event = (productId: string, cartProductId: string): DatasetEvent => ({
  placements: ['product-page', 'product-page-family'],
  productIds: [productId],
  strategyVariant: 0,
  locale: 'en-US',
  url: 'http://localhost/contract-test',
  pageType: 'pdp',
  userId: 'contract-visitor',
  attributes: { uuid: 'contract-visitor', customer_auth_status: 'GUEST' },
  action: 'View Item',
  cartLines: [{ productId: cartProductId, price: 10, quantity: 1 }],
  campaignStats: [{ campaignId: 'rec-tray-product-page', experienceId: 'rec-tray-product-page-s0', stat: 'Impression' }],
});

describe.each(BACKENDS)('personalization contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => backend?.close());
  /** A product with Luma related links (sandbox) or a sample look (in memory), and another product for the cart. */
  const seed = () => (backend.name === 'sandbox' ? { productId: 'WJ03', cart: 'WJ02' } : { productId: 'MH01', cart: 'MJ02' });

  it("answers the product page's tray about the product, without it, priced in the site's currency", async () => {
    const gateway = backend.client().get(PersonalizationGateway);
    const trays = await gateway.getRecTrays({ placements: ['product-page'], productIds: [seed().productId], strategyVariant: 0 }, false);
    expect(trays.map((t) => t.placement)).toEqual(['product-page']);
    const [tray] = trays;
    expect(tray!.campaignId).toBe('rec-tray-product-page');
    expect(tray!.title).toBe('You may also like');
    expect(tray!.products.length).toBeGreaterThan(0);
    expect(tray!.products.map((p) => p.productId)).not.toContain(seed().productId);
    for (const product of tray!.products) expect(product.price.saleLow.currency).toBe('USD');
  });

  it('answers the dataset call with one tray per content zone, seeded by the page and the cart', async () => {
    const gateway = backend.client().get(PersonalizationGateway);
    const trays = await loadRecTrays(gateway, event(seed().productId, seed().cart), true);
    expect(trays[0]!.placement).toBe('product-page');
    const ids = trays.flatMap((t) => t.products.map((p) => p.productId));
    expect(ids).not.toContain(seed().productId);
    expect(ids).not.toContain(seed().cart);
  });
});

describe('personalization failures over HTTP (shell-and-account.md §8; shopping.md §4; decision 0400)', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox({ faults: true });
  });
  afterAll(async () => sandbox?.close());
  const fault = (path: string, init: Record<string, unknown>) =>
    fetch(`${apiBaseOf(sandbox.url)}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, method: 'POST', count: 1, ...init }) });

  it('takes a 403 as a warning only: no trays, one warning logged', async () => {
    const client = sandboxClient(sandbox.url);
    expect((await fault('/content/v0/an-us/personalized-content', { status: 403, code: 'FORBIDDEN' })).ok).toBe(true);
    await expect(client.get(PersonalizationGateway).getRecTrays({ placements: ['home-page'], productIds: [], strategyVariant: 0 }, false)).resolves.toEqual([]);
    expect((await fault('/personalization/v0/an-us/dataset', { status: 403, code: 'FORBIDDEN' })).ok).toBe(true);
    await expect(client.get(PersonalizationGateway).sendDataset(event('WJ03', 'WJ02'))).resolves.toEqual([]);
    expect(client.logger.entries.filter((e) => e.level === 'warn' && e.message === 'Personalization call forbidden (403)')).toHaveLength(2);
  });

  it('retries the dataset call once after 500 ms when the connection drops, and fails on other errors', async () => {
    const client = sandboxClient(sandbox.url);
    expect((await fault('/personalization/v0/an-us/dataset', { drop: true })).ok).toBe(true);
    const started = Date.now();
    const trays = await client.get(PersonalizationGateway).sendDataset(event('WJ03', 'WJ02'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(trays.length).toBeGreaterThan(0);
    expect((await fault('/personalization/v0/an-us/dataset', { status: 500, code: 'BOOM' })).ok).toBe(true);
    await expect(client.get(PersonalizationGateway).sendDataset(event('WJ03', 'WJ02'))).rejects.toThrow();
  });
});
