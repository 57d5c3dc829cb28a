import { describe, expect, it } from 'vitest';
import { KyLocalizedTextGateway } from '../../../adapters/src/http/ky-localized-text-gateway.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const ENTRIES = '/api/content/v1/an-us/entries';
const DIRECT = '/api/content/direct/v1/an-us/entries';
const text = (slug: string, displayText: unknown) => ({ id: `${slug}-an-us-en`, contentType: 'localizedText', slug, language: 'en', updatedAt: '2026-11-01T00:00:00.000Z', fields: { slug, displayText } });

describe('KyLocalizedTextGateway (shopping.md §7 "Content", §9 limit 1000; decision 0423)', () => {
  it('asks for the slugs in a list, limit 1000, selecting slug and displayText, and reads the texts by slug', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [text('pdp-size-guide-label', 'Size chart'), text('broken', 42)], total: 2 }));
    const texts = await new KyLocalizedTextGateway(h.http, aSite()).getLocalizedTexts({ slugs: ['pdp-size-guide-label', 'broken'] });
    expect(texts).toEqual({ 'pdp-size-guide-label': 'Size chart' });
    const params = h.stub.calls[0]!.url.searchParams;
    expect(params.get('content_type')).toBe('localizedText');
    expect(params.get('fields.slug[in]')).toBe('pdp-size-guide-label,broken');
    expect(params.get('limit')).toBe('1000');
    expect(params.get('select')).toBe('fields.slug,fields.displayText');
  });

  it('asks by match, and makes no call for an empty slug list', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [text('pdp-size-guide-label', 'Fit guide')], total: 1 }));
    const gateway = new KyLocalizedTextGateway(h.http, aSite());
    expect(await gateway.getLocalizedTexts({ slugs: [] })).toEqual({});
    expect(h.stub.calls).toHaveLength(0);
    expect(await gateway.getLocalizedTexts({ match: 'pdp-' })).toEqual({ 'pdp-size-guide-label': 'Fit guide' });
    expect(h.stub.calls[0]!.url.searchParams.get('fields.slug[match]')).toBe('pdp-');
  });

  it('falls back to the direct content provider on a 502, and throws other failures', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, apiError(502, 'MOCKED_CONTENTFUL_DOWN_ERROR', 'down'), apiError(500, 'INTERNAL', 'boom'));
    h.stub.on('GET', DIRECT, json(200, { items: [text('pdp-size-guide-label', 'Size chart')], total: 1 }));
    const gateway = new KyLocalizedTextGateway(h.http, aSite());
    expect(await gateway.getLocalizedTexts({ slugs: ['pdp-size-guide-label'] })).toEqual({ 'pdp-size-guide-label': 'Size chart' });
    await expect(gateway.getLocalizedTexts({ slugs: ['pdp-size-guide-label'] })).rejects.toMatchObject({ status: 500 });
  });
});
