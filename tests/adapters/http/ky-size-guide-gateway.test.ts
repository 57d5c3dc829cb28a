import { describe, expect, it } from 'vitest';
import { KySizeGuideGateway } from '../../../adapters/src/http/ky-size-guide-gateway.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const ENTRIES = '/api/content/v1/an-us/entries';
const DIRECT = '/api/content/direct/v1/an-us/entries';

const entry = (contentType: string, slug: string, fields: Record<string, unknown>) => ({ id: `${slug}-an-us-en`, contentType, slug, language: 'en', updatedAt: '2026-11-01T00:00:00.000Z', fields });
const tops = {
  title: 'Women’s tops',
  intro: 'Measure over light underwear.',
  measurements: ['bust', 'waist'],
  rows: [
    { size: 'S', rangesCm: [[84, 88], [66, 70]] },
    { size: 'M', rangesCm: [[89, 93]] },
    { size: 'L', rangesCm: [[100, 94], [76, 82]] },
  ],
};

describe('KySizeGuideGateway (shopping.md §7 "Content"; decision 0422)', () => {
  it('reads the configuration with content_type sizeGuideConfiguration, include 0, environment master, limit 1', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [entry('sizeGuideConfiguration', 'size-guide', { rules: [{ categoryPrefix: 'women-tops', vendor: 'luma-womens-tops' }] })], total: 1 }));
    expect(await new KySizeGuideGateway(h.http, aSite()).getSizeGuideConfiguration()).toEqual({ rules: [{ categoryPrefix: 'women-tops', vendor: 'luma-womens-tops' }] });
    const params = h.stub.calls[0]!.url.searchParams;
    expect([params.get('content_type'), params.get('include'), params.get('environment'), params.get('limit')]).toEqual(['sizeGuideConfiguration', '0', 'master', '1']);
  });

  it('gives null for no configuration or a malformed one', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [], total: 0 }), json(200, { items: [entry('sizeGuideConfiguration', 'size-guide', { rules: 'all' })], total: 1 }));
    const gateway = new KySizeGuideGateway(h.http, aSite());
    expect(await gateway.getSizeGuideConfiguration()).toBeNull();
    expect(await gateway.getSizeGuideConfiguration()).toBeNull();
  });

  it('reads a vendor chart by slug and leaves out malformed rows', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [entry('sizeGuideVendor', 'luma-womens-tops', tops)], total: 1 }));
    const chart = await new KySizeGuideGateway(h.http, aSite()).getSizeGuideVendor('luma-womens-tops');
    expect(chart).toEqual({
      entryId: 'luma-womens-tops-an-us-en',
      slug: 'luma-womens-tops',
      title: 'Women’s tops',
      intro: 'Measure over light underwear.',
      measurements: ['bust', 'waist'],
      rows: [{ size: 'S', rangesCm: [[84, 88], [66, 70]] }],
    });
    const params = h.stub.calls[0]!.url.searchParams;
    expect([params.get('content_type'), params.get('slug')]).toEqual(['sizeGuideVendor', 'luma-womens-tops']);
  });

  it('gives null for an unknown measurement and for a 404 entry', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [entry('sizeGuideVendor', 'odd', { ...tops, measurements: ['shoe'] })], total: 1 }), apiError(404, 'NOT_FOUND', 'Contentful entry not found: nope'));
    const gateway = new KySizeGuideGateway(h.http, aSite());
    expect(await gateway.getSizeGuideVendor('odd')).toBeNull();
    expect(await gateway.getSizeGuideVendor('nope')).toBeNull();
  });

  it('falls back to the direct content provider on a 502, and throws other failures', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, apiError(502, 'MOCKED_CONTENTFUL_DOWN_ERROR', 'down'), apiError(500, 'INTERNAL', 'boom'));
    h.stub.on('GET', DIRECT, json(200, { items: [entry('sizeGuideVendor', 'luma-womens-tops', tops)], total: 1 }));
    const gateway = new KySizeGuideGateway(h.http, aSite());
    expect((await gateway.getSizeGuideVendor('luma-womens-tops'))?.title).toBe('Women’s tops');
    await expect(gateway.getSizeGuideConfiguration()).rejects.toMatchObject({ status: 500 });
  });
});
