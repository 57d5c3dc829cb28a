import { describe, expect, it } from 'vitest';
import type { BrandCountryConfigurationDto } from '@vitrine/contract';
import { KyBrandCountryConfigGateway, normalizeBrandCountryConfiguration } from '../../../adapters/src/http/ky-brand-country-config-gateway.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const FR = '/api/catalog/v0/an/configuration/FR';

const aBrandCountryConfigurationDto = (): BrandCountryConfigurationDto => ({
  brand: 'AN',
  countryCode: 'FR',
  region: 'eu',
  siteId: 'an-fr',
  domestic: true,
  currencies: ['EUR'],
  languages: ['fr'],
  countries: [{ countryCode: 'FR', groupType: 'DOMESTIC', isBilling: true, isShipping: true, name: 'France', regions: [{ code: 'IDF', name: 'Île-de-France' }] }],
});

describe('KyBrandCountryConfigGateway', () => {
  it('refuses a missing or blank country code with the spec’s text, without a call', async () => {
    const h = clientHarness();
    const gateway = new KyBrandCountryConfigGateway(h.http);
    for (const code of [undefined, '', '  ']) {
      await expect(gateway.getBrandCountryConfig(code)).resolves.toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'SITE.COUNTRY_CODE_REQUIRED', message: 'Country code is required by getBrandCountryConfig' }),
      });
    }
    expect(h.stub.calls).toHaveLength(0);
  });

  it('loads a country once, upper-cased, and keeps every field', async () => {
    const h = clientHarness();
    h.stub.on('GET', FR, json(200, aBrandCountryConfigurationDto()));
    const gateway = new KyBrandCountryConfigGateway(h.http);
    const [a, b] = await Promise.all([gateway.getBrandCountryConfig(' fr '), gateway.getBrandCountryConfig('FR')]);
    expect(a).toEqual({ ok: true, value: normalizeBrandCountryConfiguration(aBrandCountryConfigurationDto()) });
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(a.ok && a.value.countries[0]!.regions).toEqual([{ code: 'IDF', name: 'Île-de-France' }]);
    expect(h.stub.calls).toHaveLength(1);
  });

  it('throws an API error and does not cache it', async () => {
    const h = clientHarness();
    h.stub.on('GET', FR, apiError(503, 'DOWN'), json(200, aBrandCountryConfigurationDto()));
    const gateway = new KyBrandCountryConfigGateway(h.http);
    await expect(gateway.getBrandCountryConfig('fr')).rejects.toMatchObject({ status: 503 });
    await expect(gateway.getBrandCountryConfig('fr')).resolves.toMatchObject({ ok: true, value: { siteId: 'an-fr', region: 'eu' } });
    expect(h.stub.calls).toHaveLength(2);
  });
});
