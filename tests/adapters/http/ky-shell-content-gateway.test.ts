import { describe, expect, it } from 'vitest';
import { KyShellContentGateway } from '../../../adapters/src/http/ky-shell-content-gateway.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const ENTRIES = '/api/content/v1/an-us/entries';
const DIRECT = '/api/content/direct/v1/an-us/entries';

const entry = (fields: Record<string, unknown>) => ({ id: 'mobile-nav-promo-an-us-en', contentType: 'componentSupernavAdditionalMobilePromo', slug: 'mobile-nav-promo', language: 'en', updatedAt: '2026-11-01T00:00:00.000Z', fields });
const promo = {
  preHeadlineText: ' New season ',
  headlineText: 'Layers for cold mornings',
  image: { url: '/api/images/luma/w/j/wj02-gray_main.jpg', altText: 'A grey jacket', width: 1274, height: 1580 },
  ctaLink: { name: 'mobile-nav-promo', linkTitle: 'Shop jackets', linkPath: '/search?q=jacket', openInNewWindow: false },
};

describe('KyShellContentGateway: the mobile navigation promo (shopping.md §7 "Content"; decision 0413)', () => {
  it('reads content_type componentSupernavAdditionalMobilePromo, include 0, environment master, limit 1', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [entry(promo)], total: 1 }));
    expect(await new KyShellContentGateway(h.http, aSite()).getMobileNavPromo()).toEqual({
      entryId: 'mobile-nav-promo-an-us-en',
      preHeadline: 'New season',
      headline: 'Layers for cold mornings',
      image: { path: '/api/images/luma/w/j/wj02-gray_main.jpg', alt: 'A grey jacket', width: 1274, height: 1580 },
      cta: { name: 'mobile-nav-promo', label: 'Shop jackets', href: '/search?q=jacket', external: false, newWindow: false },
    });
    const params = h.stub.calls[0]!.url.searchParams;
    expect([params.get('content_type'), params.get('include'), params.get('environment'), params.get('limit')]).toEqual(['componentSupernavAdditionalMobilePromo', '0', 'master', '1']);
  });

  it('gives null without an entry, without a headline, and for a javascript: or protocol-relative link', async () => {
    const h = clientHarness();
    h.stub.on(
      'GET',
      ENTRIES,
      json(200, { items: [], total: 0 }),
      json(200, { items: [entry({ ...promo, headlineText: '  ' })], total: 1 }),
      json(200, { items: [entry({ ...promo, ctaLink: { ...promo.ctaLink, linkPath: 'javascript:alert(1)' } })], total: 1 }),
      json(200, { items: [entry({ ...promo, ctaLink: { ...promo.ctaLink, linkPath: '//evil.example/' } })], total: 1 }),
    );
    const gateway = new KyShellContentGateway(h.http, aSite());
    for (let i = 0; i < 4; i += 1) expect(await gateway.getMobileNavPromo()).toBeNull();
  });

  it('leaves out an image from another origin or without a whole positive size, and keeps an external link marked', async () => {
    const h = clientHarness();
    const external = { ...promo.ctaLink, linkPath: 'https://studio.vitrine.example/' };
    h.stub.on(
      'GET',
      ENTRIES,
      json(200, { items: [entry({ ...promo, image: { ...promo.image, url: 'https://cdn.example/a.jpg' }, ctaLink: external })], total: 1 }),
      json(200, { items: [entry({ ...promo, image: { ...promo.image, width: 12.5 } })], total: 1 }),
      json(200, { items: [entry({ ...promo, image: 'a.jpg', preHeadlineText: 3 })], total: 1 }),
    );
    const gateway = new KyShellContentGateway(h.http, aSite());
    const first = await gateway.getMobileNavPromo();
    expect([first?.image, first?.cta.external, first?.cta.href]).toEqual([null, true, 'https://studio.vitrine.example/']);
    expect((await gateway.getMobileNavPromo())?.image).toBeNull();
    expect(await gateway.getMobileNavPromo()).toMatchObject({ image: null, preHeadline: '' });
  });

  it('falls back to the direct content provider on a 502, and throws other failures', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, apiError(502, 'MOCKED_CONTENTFUL_DOWN_ERROR', 'down'), apiError(500, 'INTERNAL', 'boom'));
    h.stub.on('GET', DIRECT, json(200, { items: [entry(promo)], total: 1 }));
    const gateway = new KyShellContentGateway(h.http, aSite());
    expect((await gateway.getMobileNavPromo())?.headline).toBe('Layers for cold mornings');
    await expect(gateway.getMobileNavPromo()).rejects.toMatchObject({ status: 500 });
  });
});

const attentiveEntry = (fields: Record<string, unknown>) => ({ id: 'attentive-config-an-us-en', contentType: 'attentiveConfig', slug: 'attentive-config', language: 'en', updatedAt: '2026-11-01T00:00:00.000Z', fields });

describe('KyShellContentGateway: the attentive config (shell-and-account.md §7; decision 0414)', () => {
  it('reads content_type attentiveConfig and keeps the creative id, the keyword with its short code and the legal text', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [attentiveEntry({ enabled: true, creativeId: ' an-us-sms-modal ', keyword: 'VITRINE', shortCode: '28445', legalText: 'Reply **STOP** to cancel.' })], total: 1 }));
    expect(await new KyShellContentGateway(h.http, aSite()).getAttentiveConfig()).toEqual({
      entryId: 'attentive-config-an-us-en',
      enabled: true,
      creativeId: 'an-us-sms-modal',
      keyword: 'VITRINE',
      shortCode: '28445',
      legalText: 'Reply **STOP** to cancel.',
    });
    expect(h.stub.calls[0]!.url.searchParams.get('content_type')).toBe('attentiveConfig');
  });

  it('is disabled unless the entry says true, drops a keyword without a digits-only short code, and gives null without an entry', async () => {
    const h = clientHarness();
    h.stub.on(
      'GET',
      ENTRIES,
      json(200, { items: [attentiveEntry({ enabled: 'yes', keyword: 'VITRINE', shortCode: 'SHORT', creativeId: '' })], total: 1 }),
      json(200, { items: [attentiveEntry({ enabled: true, shortCode: '28445' })], total: 1 }),
      json(200, { items: [], total: 0 }),
    );
    const gateway = new KyShellContentGateway(h.http, aSite());
    expect(await gateway.getAttentiveConfig()).toMatchObject({ enabled: false, keyword: null, shortCode: null, creativeId: null, legalText: '' });
    expect(await gateway.getAttentiveConfig()).toMatchObject({ enabled: true, keyword: null, shortCode: null });
    expect(await gateway.getAttentiveConfig()).toBeNull();
  });

  it('falls back to the direct content provider on a 502', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, apiError(502, 'MOCKED_CONTENTFUL_DOWN_ERROR', 'down'));
    h.stub.on('GET', DIRECT, json(200, { items: [attentiveEntry({ enabled: false, legalText: '' })], total: 1 }));
    expect((await new KyShellContentGateway(h.http, aSite()).getAttentiveConfig())?.enabled).toBe(false);
  });
});

const datetimeEntry = (fields: Record<string, unknown>) => ({ id: 'datetime-options-an-us-en', contentType: 'datetimeOptions', slug: 'datetime-options', language: 'en', updatedAt: '2026-11-01T00:00:00.000Z', fields });

describe('KyShellContentGateway: the date display options (shell-and-account.md §7 datetimeOptions; decision 0415)', () => {
  it('reads content_type datetimeOptions and keeps a known style, hour cycle and time zone', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [datetimeEntry({ dateStyle: 'long', hourCycle: 'h23', timeZone: 'Europe/London' })], total: 1 }));
    expect(await new KyShellContentGateway(h.http, aSite()).getDatetimeOptions()).toEqual({ entryId: 'datetime-options-an-us-en', dateStyle: 'long', hourCycle: 'h23', timeZone: 'Europe/London' });
    expect(h.stub.calls[0]!.url.searchParams.get('content_type')).toBe('datetimeOptions');
  });

  it('falls back to medium dates, no hour cycle and no time zone for values Intl does not know, and gives null without an entry', async () => {
    const h = clientHarness();
    h.stub.on('GET', ENTRIES, json(200, { items: [datetimeEntry({ dateStyle: 'tiny', hourCycle: 'h25', timeZone: 'Mars/Olympus_Mons' })], total: 1 }), json(200, { items: [], total: 0 }));
    const gateway = new KyShellContentGateway(h.http, aSite());
    expect(await gateway.getDatetimeOptions()).toEqual({ entryId: 'datetime-options-an-us-en', dateStyle: 'medium', hourCycle: null, timeZone: null });
    expect(await gateway.getDatetimeOptions()).toBeNull();
  });
});
