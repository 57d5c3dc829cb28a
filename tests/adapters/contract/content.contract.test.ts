import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentGateway, globalPromoModel } from '@vitrine/core';
import { startTestSandbox } from '../../support/sandbox.js';
import { aSite } from '../../mothers/site.mother.js';
import { BACKENDS, sandboxClient, type ContractBackend } from './support/backends.js';
import { armFault, clearFaults } from './support/contract-harness.js';

/**
 * Contract: ContentGateway, run against the sandbox (KyContentGateway over real HTTP) and the
 * in-memory back end (shopping.md §7 "Content"; shell-and-account.md §3; decision 0300).
 */
describe.each(BACKENDS)('content contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => backend?.close());

  it('gives the global promo container whose live-text banner core renders, with a running countdown', async () => {
    const promo = await backend.client().get(ContentGateway).getGlobalPromo();
    expect(promo?.entryId).toMatch(/^global-promo-/);
    expect(Number.isNaN(Date.parse(promo!.updatedAt))).toBe(false);
    const model = globalPromoModel(promo!.promos[0], Date.now());
    expect(model.ok).toBe(true);
    if (!model.ok || model.value.kind !== 'live-text') throw new Error('expected a live-text banner');
    expect(model.value).toMatchObject({ preHeadline: 'Winter Sale', headline: 'Up to 40% off outerwear', detailsLabel: 'Details' });
    expect(model.value.ctas.map((c) => c.title)).toEqual(['Shop women', 'Shop men']);
    expect(model.value.countdown?.ended).toBe(false);
    expect(model.value.details).toContain('**Offer ends at midnight.**');
  });
});

describe('content gateway fallback (sandbox with the fault switch)', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox({ faults: true });
  });
  afterAll(async () => sandbox?.close());

  it('reads the direct content provider when the content API answers 502 MOCKED_CONTENTFUL_DOWN_ERROR', async () => {
    await armFault(sandbox.url, { path: '/content/v1/an-us/entries', status: 502, code: 'MOCKED_CONTENTFUL_DOWN_ERROR', count: 1 });
    const promo = await sandboxClient(sandbox.url, aSite()).get(ContentGateway).getGlobalPromo();
    expect(promo?.entryId).toBe('global-promo-an-us-en');
  });

  it('throws when the content API fails with anything but a 502', async () => {
    await armFault(sandbox.url, { path: '/content/v1/an-us/entries', status: 503, code: 'MOCKED_FAULT', count: 1 });
    await expect(sandboxClient(sandbox.url, aSite()).get(ContentGateway).getGlobalPromo()).rejects.toMatchObject({ status: 503 });
    await clearFaults(sandbox.url);
  });
});
