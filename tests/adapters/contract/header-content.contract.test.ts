import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentGateway, sitesOf } from '@vitrine/core';
import { sampleHeaderContent } from '@vitrine/adapters/in-memory';
import { startTestSandbox } from '../../support/sandbox.js';
import { aSite } from '../../mothers/site.mother.js';
import { BACKENDS, sandboxClient, type ContractBackend } from './support/backends.js';
import { armFault, clearFaults } from './support/contract-harness.js';

/**
 * Contract: ContentGateway.getHeaderContent, against the sandbox (KyContentGateway over real HTTP)
 * and the in-memory back end (shell-and-account.md §2 "Page shell"; decisions 0300, 0366).
 */
describe.each(BACKENDS)('header content contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => backend?.close());

  it('gives the header container: utility, brand utility and also-visit links, and the lower promo', async () => {
    const header = await backend.client().get(ContentGateway).getHeaderContent();
    expect(header?.entryId).toMatch(/^header-/);
    expect(header!.utilityLinks.map((l) => l.name)).toEqual(['store-locator', 'shipping', 'returns', 'order-status', 'gift-card-balance', 'rewards']);
    expect(header!.utilityLinks.every((l) => !l.external && /^[/#]/.test(l.href))).toBe(true);
    expect(header!.brandUtilityLinks.map((l) => l.name)).toEqual(['request-catalog', 'our-brands']);
    expect(header!.alsoVisitLinks).toHaveLength(1);
    expect(header!.alsoVisitLinks[0]).toMatchObject({ name: 'also-visit-fp', label: 'Vitrine Studio', external: true });
    expect(header!.lowerPromo?.message).toMatch(/^\*\*/);
    expect(header!.lowerPromo?.link).toMatchObject({ href: '/help/shipping', external: false });
  });
});

describe('header content over HTTP (sandbox with the fault switch)', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox({ faults: true });
  });
  afterAll(async () => sandbox?.close());

  it('reads the an-us entry in English as the in-memory sample holds it', async () => {
    expect(await sandboxClient(sandbox.url, aSite()).get(ContentGateway).getHeaderContent()).toEqual(sampleHeaderContent());
  });

  it('reads the direct content provider on a 502, and throws on another failure', async () => {
    const fr = sitesOf('an').find((s) => s.locale === 'fr-FR')!;
    await armFault(sandbox.url, { path: '/content/v1/an-fr/entries', status: 502, code: 'MOCKED_CONTENTFUL_DOWN_ERROR', count: 1 });
    const header = await sandboxClient(sandbox.url, fr).get(ContentGateway).getHeaderContent();
    expect(header?.entryId).toBe('header-an-fr-fr');
    expect(header?.alsoVisitLinks[0]?.href).toBe('https://studio.vitrine.example/fr-fr/');
    await armFault(sandbox.url, { path: '/content/v1/an-fr/entries', status: 503, code: 'MOCKED_FAULT', count: 1 });
    await expect(sandboxClient(sandbox.url, fr).get(ContentGateway).getHeaderContent()).rejects.toMatchObject({ status: 503 });
    await clearFaults(sandbox.url);
  });
});
