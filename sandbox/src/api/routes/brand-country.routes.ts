import { Hono } from 'hono';
import { projectConfiguration } from '../../sites/site-configuration.js';
import { brandCountryConfiguration } from '../../sites/brand-country-configuration.js';
import { ConfigurationQueryDto } from '@vitrine/contract';
import { invalidRequest } from '../api-error.js';
import type { AppEnv } from '../app-env.js';
import { queryOf } from '../request-validation.js';

/** The spec's text (shell-and-account.md §5; shopping.md §5), verbatim. */
const COUNTRY_CODE_REQUIRED = 'Country code is required by getBrandCountryConfig';

/**
 * GET /catalog/v0/an/configuration/{countryCode}[?projection=<json>] (shell-and-account.md §1, §5,
 * the route table; decision 0340): the brand country configuration. A missing or blank country
 * code answers 400 INVALID_REQUEST 'Country code is required by getBrandCountryConfig'; a code that
 * is not two letters answers 400 naming `countryCode`; a malformed projection answers 400.
 */
export function brandCountryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const missing = () => {
    throw invalidRequest(COUNTRY_CODE_REQUIRED, { fields: ['countryCode'] });
  };
  app.get('/an/configuration', missing);
  app.get('/an/configuration/', missing);
  app.get('/an/configuration/:countryCode', queryOf(ConfigurationQueryDto), (c) => {
    const code = c.req.param('countryCode').trim();
    if (code === '') missing();
    if (!/^[A-Za-z]{2}$/.test(code)) throw invalidRequest('countryCode must be an ISO 3166-1 alpha-2 code', { fields: ['countryCode'] });
    const config = brandCountryConfiguration(code.toUpperCase());
    const projected = projectConfiguration(config, c.req.valid('query').projection);
    if (!projected) throw invalidRequest('projection must be a JSON array of field names or a JSON object', { fields: ['projection'] });
    return c.json(projected);
  });
  return app;
}
