import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOfCountry, siteOfChosenCountry } from '@vitrine/core';
import { BrandCountryConfigurationDto } from '@vitrine/contract';
import { brandCountryConfiguration, sandboxRegionOf } from '../../sandbox/src/sites/brand-country-configuration.js';
import { SandboxHarness } from './sandbox-harness.js';

describe('GET /catalog/v0/an/configuration/{countryCode}', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('answers the brand configuration of a country with a site of its own', async () => {
    const fr = await h.json('GET', '/api/catalog/v0/an/configuration/fr');
    expect(fr.status).toBe(200);
    expect(BrandCountryConfigurationDto.parse(fr.body)).toMatchObject({ brand: 'AN', countryCode: 'FR', region: 'eu', siteId: 'an-fr', domestic: true, currencies: ['EUR'], languages: ['fr'] });
    expect(fr.body.countries[0]).toMatchObject({ countryCode: 'FR', groupType: 'DOMESTIC', isBilling: true, isShipping: true, name: 'France', regions: [] });
    const ca = await h.json('GET', '/api/catalog/v0/an/configuration/CA');
    expect(ca.body).toMatchObject({ region: 'na', siteId: 'an-ca', currencies: ['CAD'], languages: ['en', 'fr'] });
    expect(ca.body.countries[0].regions).toContainEqual({ code: 'QC', name: 'Quebec' });
  });

  it('maps cn to the china region and its own site (decision 0350)', async () => {
    const cn = await h.json('GET', '/api/catalog/v0/an/configuration/cn');
    expect(cn.body).toMatchObject({ countryCode: 'CN', region: 'china', siteId: 'an-cn', currencies: ['CNY'] });
  });

  it('serves a country without a site from its region’s default site (decision 0340)', async () => {
    const jp = await h.json('GET', '/api/catalog/v0/an/configuration/JP');
    expect(jp.body).toMatchObject({ region: 'eu', siteId: 'an-uk', domestic: false });
  });

  it('serves a country without a site by the site of its language, as site select does (decision 0307)', async () => {
    const at = await h.json('GET', '/api/catalog/v0/an/configuration/at');
    expect(at.body).toMatchObject({ countryCode: 'AT', region: 'eu', siteId: 'an-de', domestic: false, currencies: ['EUR'], languages: ['de'] });
    const mx = await h.json('GET', '/api/catalog/v0/an/configuration/MX');
    expect(mx.body).toMatchObject({ siteId: 'an-es', domestic: false });
  });

  it('names the same site as site select for every country (decision 0307)', () => {
    const countries = ['AT', 'CH', 'LI', 'BE', 'LU', 'MC', 'RE', 'AD', 'MX', 'AR', 'SM', 'VA', 'PR', 'GU', 'JP', 'BR', 'NL', 'US', 'CA', 'GB', 'FR', 'DE', 'CN'];
    for (const country of countries) expect(brandCountryConfiguration(country).siteId, country).toBe(siteOfChosenCountry('an', country, undefined)?.siteId);
  });

  it('applies a projection', async () => {
    const projected = await h.json('GET', `/api/catalog/v0/an/configuration/de?projection=${encodeURIComponent('["region","currencies"]')}`);
    expect(projected.body).toEqual({ siteId: 'an-de', region: 'eu', currencies: ['EUR'] });
  });

  it('refuses a missing, blank or malformed country code with the spec’s text', async () => {
    for (const path of ['/api/catalog/v0/an/configuration', '/api/catalog/v0/an/configuration/', '/api/catalog/v0/an/configuration/%20']) {
      const missing = await h.json('GET', path);
      expect(missing.status, path).toBe(400);
      expect(missing.body).toMatchObject({ code: 'INVALID_REQUEST', message: 'Country code is required by getBrandCountryConfig' });
    }
    const bad = await h.json('GET', '/api/catalog/v0/an/configuration/FRA');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ fields: ['countryCode'] });
  });

  it('maps regions as the client core does (shopping.md §9)', () => {
    for (const cc of ['us', 'CA', 'cn', 'fr', 'GB', ' us ']) expect(sandboxRegionOf(cc)).toBe(regionOfCountry(cc));
  });
});
